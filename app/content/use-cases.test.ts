import { describe, expect, it } from "vitest";
import { allUseCases, featuredUseCaseIds, findUseCase, useCaseGroups } from "./use-cases";
import { useCaseGroupSchema } from "./use-cases.schema";
import { useCaseMenu } from "./navigation";

describe("use cases", () => {
  it("are three groups of six cards in the spec's order of sections", () => {
    for (const group of useCaseGroups) expect(() => useCaseGroupSchema.parse(group), group.sectionId).not.toThrow();
    expect(useCaseGroups.map((group) => group.sectionId)).toEqual([
      "conferences-events-section",
      "meetings-workshops-section",
      "broadcast-streaming-section",
    ]);
  });

  it("have unique ids that do not clash with the section anchors", () => {
    const ids = allUseCases.map((useCase) => useCase.id);
    expect(new Set(ids).size).toBe(18);
    for (const group of useCaseGroups) expect(ids).not.toContain(group.sectionId);
  });

  it("contain the use cases the header menu names", () => {
    const names = allUseCases.map((useCase) => useCase.name.en.toLowerCase());
    for (const name of [
      "product launch",
      "town hall meeting",
      "award ceremony",
      "executive board meeting",
      "leadership workshop",
      "innovation sprint",
      "virtual keynote",
      "streaming showroom",
      "hybrid conference",
    ])
      expect(names).toContain(name);
  });

  it("use the header menu's German names for the groups and the cards it names", () => {
    const names = allUseCases.map((useCase) => useCase.name.de);
    for (const feature of useCaseMenu.groups.flatMap((group) => group.features ?? []))
      expect(names).toContain(feature.de);
    const titles = useCaseGroups.map((group) => group.title.de);
    for (const group of useCaseMenu.groups) expect(titles).toContain(group.name.de);
  });

  it("feature only cards that exist", () => {
    for (const id of featuredUseCaseIds) expect(findUseCase(id), id).toBeDefined();
  });
});
