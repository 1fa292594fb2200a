import { z } from "zod";
import { artSlot } from "./art-slot.schema";
import { textOf } from "./content-schemas";

// Every text in English and German; the brand values keep their names in both.
const statement = z.object({ title: textOf(z.string().min(3)), text: textOf(z.string().min(60)) });

export const cultureSchema = z.object({
  intro: textOf(z.string().min(60)),
  mission: statement,
  vision: statement,
  purpose: statement,
  brandValues: z
    .array(
      z.object({
        name: z.enum(["Centerstage", "Bold", "Astute"]),
        tagline: textOf(z.string().min(3)),
        description: textOf(z.string().min(60)),
      }),
    )
    .length(3),
  cultureCode: z.array(z.object({ title: textOf(z.string().min(3)), description: textOf(z.string().min(30)) })).min(4),
  corePrinciples: z
    .array(z.object({ title: textOf(z.string().min(3)), description: textOf(z.string().min(40)) }))
    .length(5),
  image: artSlot("culture"),
});

export type Culture = z.infer<typeof cultureSchema>;
