import { describe, expect, it } from "vitest";
import { germanTerms } from "./glossary";
import { navigationIn } from "./navigation";

// The glossary's terms are the German pages' words for the venue's things (GERMAN.md): the frame,
// which every German page shows, names them exactly so.
describe("the glossary", () => {
  const english = navigationIn("en");
  const german = navigationIn("de");
  const pairs = (en: { name: string }[], de: { name: string }[]) => en.map((link, i) => [link.name, de[i]!.name]);
  const named = [
    ...pairs(english.legalLinks, german.legalLinks),
    ...english.footerGroups.map((group, i) => [group.title, german.footerGroups[i]!.title]),
    ...english.footerGroups.flatMap((group, i) => pairs(group.links, german.footerGroups[i]!.links)),
    [english.bookTourLink.name, german.bookTourLink.name],
    [english.venueMenu.floors!.title, german.venueMenu.floors!.title],
  ];

  it("the frame's German names are the glossary's terms", () => {
    const checked = named.filter(([en]) => Object.hasOwn(germanTerms, en!.toLowerCase()));
    expect(checked.length).toBeGreaterThanOrEqual(6);
    for (const [en, de] of checked) {
      // The term before any note: "Location (Veranstaltungsort in running text)" -> "Location".
      const term = germanTerms[en!.toLowerCase()]!.split(/ \(| \//)[0];
      expect(de, en).toBe(term);
    }
  });
});
