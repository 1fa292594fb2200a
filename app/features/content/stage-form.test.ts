import { describe, expect, it } from "vitest";
import { stagePageWith, stageWith } from "~/content/stages-in-force";
import { stagePageIds, stagePages } from "~/content/venues";
import { stageChanges, stageFields, stageFromForm, stageToForm } from "./stage-form";

const skyline = stagePages["skyline-stage"];

describe("a stage page in the editor", () => {
  it("reads the form back into the same page, for every stage", () => {
    for (const id of stagePageIds) {
      const page = stagePages[id];
      expect(stageFromForm(stageToForm(page), page), id).toEqual({ ok: true, value: page });
    }
  });

  it("labels each field in its language, in the page's order", () => {
    expect(stageFields(skyline, "de").map(([name, label]) => [name, label])).toEqual([
      ["eyebrow_de", "Zeile über dem Namen"],
      ["lead_de", "Einleitung"],
      ["facts_de", "Eckdaten (5 Zeilen, 'Bezeichnung: Wert')"],
      ["explorerIntro_de", "Räume: Einleitung"],
      ["configurationsIntro_de", "Varianten: Einleitung"],
      ["discoverIntro_de", "Mehr entdecken: Einleitung"],
      ["metaDescription_de", "Beschreibung in Suchergebnissen (70–170 Zeichen)"],
    ]);
    expect(stageToForm(skyline).facts_en!.split("\n")[3]).toBe("Ceiling height: 3.5 m");
  });

  it("reads an edited lead and key fact, keeps the fixed parts, and lists the changes under their labels", () => {
    const form = stageToForm(skyline);
    const facts = form.facts_en!.split("\n");
    facts[2] = "LED walls: 12 x 3 m and 5 x 3 m";
    const read = stageFromForm(
      { ...form, lead_en: "Frankfurt's skyline behind your stage.", facts_en: facts.join("\n") },
      skyline,
    );
    expect(read.ok).toBe(true);
    const edited = read.ok ? read.value : skyline;
    expect(edited.lead).toEqual({ en: "Frankfurt's skyline behind your stage.", de: skyline.lead.de });
    expect(edited.keyFacts[2]!.value).toEqual({ en: "12 x 3 m and 5 x 3 m", de: skyline.keyFacts[2]!.value.de });
    expect(edited.title).toBe("Skyline Stage");
    expect(edited.spaces).toEqual(skyline.spaces);
    expect(stageChanges(skyline, edited).map((change) => change.label)).toEqual([
      "Lead",
      "Key facts (5 lines, 'Label: value')",
    ]);
  });

  it("refuses what venues.ts's schema refuses, naming the field, and key facts not in 'Label: value' lines", () => {
    const form = stageToForm(skyline);
    expect(stageFromForm({ ...form, eyebrow_de: " " }, skyline)).toEqual({
      ok: false,
      error: "Zeile über dem Namen: please fill it in.",
    });
    expect(stageFromForm({ ...form, metaDescription_en: "Too short." }, skyline)).toEqual({
      ok: false,
      error: "Description in search results (70-170 characters): at least 70 characters.",
    });
    expect(stageFromForm({ ...form, lead_en: "Coming soon" }, skyline)).toEqual({
      ok: false,
      error: "Lead: placeholder copy",
    });
    expect(stageFromForm({ ...form, facts_de: form.facts_de!.split("\n").slice(1).join("\n") }, skyline)).toEqual({
      ok: false,
      error: "Key facts: exactly 5 lines in English and in German (now 5 and 4).",
    });
    expect(stageFromForm({ ...form, facts_en: form.facts_en!.replace("Area:", "Area") }, skyline)).toEqual({
      ok: false,
      error: "Key facts: each line reads 'Label: value', in English and in German.",
    });
  });

  it("shows a published version whose words pass the schema, and the built page otherwise", () => {
    const read = stageFromForm({ ...stageToForm(skyline), lead_de: "Die Skyline hinter Ihrer Bühne." }, skyline);
    const published = read.ok ? read.value : undefined;
    expect(stagePageWith("skyline-stage", () => published).lead.de).toBe("Die Skyline hinter Ihrer Bühne.");
    // Fixed parts cannot be changed through stored data: the name and the spaces stay as built.
    const tampered = { ...published, title: "Other Stage", spaces: [] };
    expect(stageWith(skyline, tampered).title).toBe("Skyline Stage");
    expect(stageWith(skyline, tampered).spaces).toEqual(skyline.spaces);
    expect(stageWith(skyline, { lead: { en: "", de: "" } })).toBe(skyline);
  });
});
