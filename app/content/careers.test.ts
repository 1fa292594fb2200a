import { describe, expect, it } from "vitest";
import { careers } from "./careers";
import { careersSchema } from "./careers.schema";

describe("careers", () => {
  it("matches its schema with unique role ids", () => {
    expect(() => careersSchema.parse(careers)).not.toThrow();
    expect(new Set(careers.roles.map((role) => role.id)).size).toBe(careers.roles.length);
    // German job titles carry the German gender note.
    for (const role of careers.roles) expect(role.title.de, role.id).toMatch(/\(m\/w\/d\)$/);
  });
});
