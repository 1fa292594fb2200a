import { describe, expect, it } from "vitest";
import { testimonials } from "./testimonials";
import { testimonialSchema } from "./testimonials.schema";

describe("testimonials", () => {
  it("are seven professional testimonials with a portrait and named people", () => {
    expect(testimonials).toHaveLength(7);
    for (const testimonial of testimonials)
      expect(() => testimonialSchema.parse(testimonial), testimonial.id).not.toThrow();
    expect(new Set(testimonials.map((t) => t.image)).size).toBe(7);
  });
});
