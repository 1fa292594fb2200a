import { z } from "zod";

const openRoleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  team: z.string().min(3),
  type: z.enum(["Full-time", "Part-time", "Working student", "Apprenticeship"]),
  location: z.string().min(3),
  summary: z.string().min(60),
  responsibilities: z.array(z.string().min(10)).min(3),
  profile: z.array(z.string().min(10)).min(3),
});

export const careersSchema = z.object({
  intro: z.string().min(80),
  perks: z.array(z.object({ title: z.string().min(3), description: z.string().min(30) })).min(4),
  applicationSteps: z.array(z.object({ title: z.string().min(3), description: z.string().min(30) })).min(3),
  roles: z.array(openRoleSchema).min(1),
  initiativeNote: z.string().min(40),
});

export type Careers = z.infer<typeof careersSchema>;
