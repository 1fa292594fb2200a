import { z } from "zod";
import { artSlot } from "./art-slot.schema";

const statement = z.object({ title: z.string().min(3), text: z.string().min(60) });

export const cultureSchema = z.object({
  intro: z.string().min(60),
  mission: statement,
  vision: statement,
  purpose: statement,
  brandValues: z
    .array(
      z.object({
        name: z.enum(["Centerstage", "Bold", "Astute"]),
        tagline: z.string().min(3),
        description: z.string().min(60),
      }),
    )
    .length(3),
  cultureCode: z.array(z.object({ title: z.string().min(3), description: z.string().min(30) })).min(4),
  corePrinciples: z.array(z.object({ title: z.string().min(3), description: z.string().min(40) })).length(5),
  image: artSlot("culture"),
});

export type Culture = z.infer<typeof cultureSchema>;
