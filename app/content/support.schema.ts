import { z } from "zod";
import { textOf } from "./content-schemas";

// Every text in English and German; a question is a question in both.
export const supportFaqGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: textOf(z.string().min(3)),
  questions: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        question: textOf(z.string().endsWith("?")),
        answer: textOf(z.string().min(40)),
      }),
    )
    .min(3),
});

export type SupportFaqGroup = z.infer<typeof supportFaqGroupSchema>;
