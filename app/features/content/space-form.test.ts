import { describe, expect, it } from "vitest";
import {
  findExplorerSpace,
  isOnVenueOverview,
  spaceWith,
  stagePageOfSpace,
  venueOverviewWith,
} from "~/content/spaces-in-force";
import { stagePageWith } from "~/content/stages-in-force";
import { allExplorerSpaces, venueOverview } from "~/content/venues";
import { spaceChanges, spaceFields, spaceFromForm, spaceToForm } from "./space-form";

const lounge = findExplorerSpace("sky-lounge")!;

describe("an explorer space in the editor", () => {
  it("reads the form back into the same space, for every space", () => {
    for (const space of allExplorerSpaces)
      expect(spaceFromForm(spaceToForm(space), space), space.id).toEqual({ ok: true, value: space });
  });

  it("labels each field in its language, in the explorer's order", () => {
    expect(spaceFields("de").map(([name, label]) => [name, label])).toEqual([
      ["subtitle_de", "Zeile über dem Namen"],
      ["description_de", "Beschreibung"],
      ["highlight_de", "Besonderheit"],
      ["equipment_de", "Ausstattung (eine pro Zeile)"],
      ["configuration_de", "Bestuhlung"],
      ["features_de", "Merkmale (eines pro Zeile)"],
    ]);
    expect(spaceToForm(lounge).equipment_en!.split("\n")).toEqual([
      "Bar with two service stations",
      "Distributed ceiling audio",
      "Dimmable ambient lighting",
      "Lounge furniture",
    ]);
  });

  it("reads an edited description and equipment line, keeps the fixed parts, and lists the changes under their labels", () => {
    const form = spaceToForm(lounge);
    const equipment = form.equipment_en!.split("\n");
    equipment[1] = "Ceiling audio with a DJ input";
    const read = spaceFromForm(
      { ...form, description_en: "The lounge between stage and terrace.", equipment_en: equipment.join("\n") },
      lounge,
    );
    expect(read.ok).toBe(true);
    const edited = read.ok ? read.value : lounge;
    expect(edited.description).toEqual({ en: "The lounge between stage and terrace.", de: lounge.description.de });
    expect(edited.equipment[1]).toEqual({ en: "Ceiling audio with a DJ input", de: lounge.equipment[1]!.de });
    for (const fixed of ["id", "name", "image", "imageAlt", "area", "capacity", "category"] as const)
      expect(edited[fixed]).toEqual(lounge[fixed]);
    expect(spaceChanges(lounge, edited).map((change) => change.label)).toEqual([
      "Description",
      "Equipment (one per line)",
    ]);
  });

  it("takes lists longer or shorter than built, as long as both languages have as many lines, three at least", () => {
    const form = spaceToForm(lounge);
    const read = spaceFromForm(
      { ...form, features_en: `${form.features_en}\nDJ booth`, features_de: `${form.features_de}\nDJ-Pult` },
      lounge,
    );
    expect(read.ok && read.value.features.at(-1)).toEqual({ en: "DJ booth", de: "DJ-Pult" });
  });

  it("refuses lists with a line missing or too few, naming the field and the counts, and what the schema refuses", () => {
    const form = spaceToForm(lounge);
    expect(
      spaceFromForm({ ...form, equipment_de: form.equipment_de!.split("\n").slice(1).join("\n") }, lounge),
    ).toEqual({
      ok: false,
      error: "Equipment (one per line): at least 3 lines, as many in English as in German (now 4 and 3).",
    });
    const two = (value: string) => value.split("\n").slice(0, 2).join("\n");
    expect(
      spaceFromForm({ ...form, features_en: two(form.features_en!), features_de: two(form.features_de!) }, lounge),
    ).toEqual({
      ok: false,
      error: "Features (one per line): at least 3 lines, as many in English as in German (now 2 and 2).",
    });
    expect(
      spaceFromForm(
        { ...form, features_de: form.features_de!.replace("Catering-Servicepunkt", "Begrüßungsdrinks und Pausen") },
        lounge,
      ),
    ).toEqual({
      ok: false,
      error: 'Features (one per line): each line only once (in German, "Begrüßungsdrinks und Pausen" is there twice).',
    });
    expect(spaceFromForm({ ...form, highlight_de: " " }, lounge)).toEqual({
      ok: false,
      error: "Besonderheit: please fill it in.",
    });
    expect(spaceFromForm({ ...form, description_en: "Coming soon" }, lounge)).toEqual({
      ok: false,
      error: "Description: placeholder copy",
    });
  });

  it("shows a published version that passes the schema on its stage page and the overview, and the built space otherwise", () => {
    const read = spaceFromForm({ ...spaceToForm(lounge), subtitle_de: "6. Etage · Bar und Lounge" }, lounge);
    const published = read.ok ? read.value : undefined;
    const edited = (key: string) => (key === "space:sky-lounge" ? published : undefined);
    expect(stagePageOfSpace("sky-lounge")).toBe("skyline-stage");
    const skyline = stagePageWith("skyline-stage", edited);
    expect(skyline.spaces.find((space) => space.id === "sky-lounge")!.subtitle.de).toBe("6. Etage · Bar und Lounge");
    expect(skyline.filters).toEqual(stagePageWith("skyline-stage", () => undefined).filters);
    expect(isOnVenueOverview("sky-lounge")).toBe(true);
    const card = venueOverviewWith(edited)
      .find((section) => section.id === "spaces-section")!
      .cards.find((item) => item.id === "sky-lounge")!;
    expect(card.subtitle.de).toBe("6. Etage · Bar und Lounge");
    // Without edits, the overview is the one built.
    expect(venueOverviewWith(() => undefined)).toEqual(venueOverview);
    // Fixed parts cannot be changed through stored data: the name, the figures and the picture stay as built.
    const tampered = {
      ...published,
      name: "Other Lounge",
      area: { en: "999 sqm", de: "999 m²" },
      image: "space/other",
    };
    expect(spaceWith(lounge, tampered).name).toBe("Sky Lounge");
    expect(spaceWith(lounge, tampered).area).toEqual(lounge.area);
    expect(spaceWith(lounge, tampered).subtitle.de).toBe("6. Etage · Bar und Lounge");
    expect(spaceWith(lounge, { ...published, equipment: [] })).toBe(lounge);
    expect(spaceWith(lounge, "text")).toBe(lounge);
  });
});
