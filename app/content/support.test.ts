import { describe, expect, it } from "vitest";
import { supportFaqGroups } from "./support";
import { supportFaqGroupSchema } from "./support.schema";

describe("support FAQ", () => {
  it("matches its schema with ids unique across groups", () => {
    for (const group of supportFaqGroups) expect(() => supportFaqGroupSchema.parse(group), group.id).not.toThrow();
    const ids = supportFaqGroups.flatMap((group) => group.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(supportFaqGroups.map((group) => group.title.de)).toEqual([
      "Vor Ihrer Veranstaltung",
      "Am Veranstaltungstag",
      "Nach Ihrer Veranstaltung",
    ]);
  });
});
