import { z } from "zod";
import { textOf } from "./content-schemas";

// Every text in English and German. A role's type is an id the page names in its language.
const openRoleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: textOf(z.string().min(3)),
  team: textOf(z.string().min(3)),
  type: z.enum(["Full-time", "Part-time", "Working student", "Apprenticeship"]),
  location: z.string().min(3),
  summary: textOf(z.string().min(60)),
  responsibilities: z.array(textOf(z.string().min(10))).min(3),
  profile: z.array(textOf(z.string().min(10))).min(3),
});

export const careersSchema = z.object({
  intro: textOf(z.string().min(80)),
  perks: z.array(z.object({ title: textOf(z.string().min(3)), description: textOf(z.string().min(30)) })).min(4),
  applicationSteps: z
    .array(z.object({ title: textOf(z.string().min(3)), description: textOf(z.string().min(30)) }))
    .min(3),
  roles: z.array(openRoleSchema).min(1),
  initiativeNote: textOf(z.string().min(40)),
});

export type Careers = z.infer<typeof careersSchema>;
export type RoleType = Careers["roles"][number]["type"];
