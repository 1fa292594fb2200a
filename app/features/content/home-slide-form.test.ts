import { describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { caseChanges, caseFromForm, caseToForm, venueChanges, venueFromForm, venueToForm } from "./home-slide-form";

const useCase = home.useCases.slides[0]!;
const venue = home.venues.slides[0]!;

describe("a rotating hero's slide in the editor", () => {
  it("reads a use case's form back into the same slide, and an edited one with its change listed", () => {
    const form = caseToForm(useCase);
    expect(caseFromForm(form, useCase)).toEqual({ ok: true, value: useCase });
    const edited = caseFromForm({ ...form, title_de: "Launches, die man nicht vergisst" }, useCase);
    expect(edited.ok && edited.value.title).toEqual({ en: useCase.title.en, de: "Launches, die man nicht vergisst" });
    expect(caseChanges(useCase, edited.ok ? edited.value : useCase)).toEqual([
      { label: "Titel", before: useCase.title.de, after: "Launches, die man nicht vergisst" },
    ]);
  });

  it("asks for three features in each language, and names an empty field", () => {
    const form = caseToForm(useCase);
    expect(caseFromForm({ ...form, features_de: "Produktlaunch\nPreisverleihung" }, useCase)).toEqual({
      ok: false,
      error: "Features: exactly three lines in English and in German (now 3 and 2).",
    });
    expect(caseFromForm({ ...form, name_en: "  " }, useCase)).toEqual({
      ok: false,
      error: "Name: please fill it in.",
    });
  });

  it("reads a venue's facts as 'Label: value' lines; a line without a value is refused", () => {
    const form = venueToForm(venue);
    expect(form.facts_en!.split("\n")[0]).toBe("Area: 600-650 sqm");
    expect(venueFromForm(form, venue)).toEqual({ ok: true, value: venue });
    const edited = venueFromForm({ ...form, facts_en: form.facts_en!.replace("500 kW", "630 kW") }, venue);
    expect(edited.ok && edited.value.facts[2]!.value).toEqual({ en: "630 kW", de: "500 kW" });
    expect(venueChanges(venue, edited.ok ? edited.value : venue).map((change) => change.label)).toEqual([
      "Facts (three lines, 'Label: value')",
    ]);
    expect(venueFromForm({ ...form, facts_de: "Fläche\nDeckenhöhe: 6,5 m\nStrom: 500 kW" }, venue)).toEqual({
      ok: false,
      error: "Facts: each line reads 'Label: value', in English and in German.",
    });
  });

  it("keeps what a slide is (its id, name, link and picture) whatever the form says", () => {
    const read = venueFromForm({ ...venueToForm(venue), id: "x", href: "https://evil.example", name: "X" }, venue);
    expect(read.ok && [read.value.id, read.value.href, read.value.name, read.value.image]).toEqual([
      venue.id,
      venue.href,
      venue.name,
      venue.image,
    ]);
  });
});
