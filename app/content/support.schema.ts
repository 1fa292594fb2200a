import { z } from "zod";

export const supportFaqGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  questions: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        question: z.string().endsWith("?"),
        answer: z.string().min(40),
      }),
    )
    .min(3),
});

export type SupportFaqGroup = z.infer<typeof supportFaqGroupSchema>;
