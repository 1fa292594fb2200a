import { describe, expect, it } from "vitest";
import { productWith } from "~/content/products-in-force";
import { findProductRecord } from "~/content/products";
import { productChanges, productFields, productFromForm, productToForm } from "./product-form";

const workshop = findProductRecord("workshop")!;
const studio = findProductRecord("skyline-studio")!;

describe("a product record in the editor", () => {
  it("reads the form back into the same record, for every product", () => {
    for (const id of ["workshop", "skyline-studio", "skyline-stage", "gallery", "team-office"]) {
      const record = findProductRecord(id)!;
      expect(productFromForm(productToForm(record), record), id).toEqual({ ok: true, value: record });
    }
  });

  it("labels each field in its language, specifications by their label", () => {
    const { texts, specifications, seating } = productFields(workshop, "de");
    expect(texts.map(([name]) => name)).toEqual(["name_de", "subtitle_de", "description_de"]);
    expect(specifications.find(([, label]) => label === "Technische Daten: Kapazität")).toBeTruthy();
    expect(seating[1]).toEqual(["seating_1_capacity_de", "Bestuhlung 1: Kapazität", "line"]);
  });

  it("reads an edited text and capacity, and lists the changes under their labels", () => {
    const form = productToForm(workshop);
    const read = productFromForm(
      { ...form, description_en: "A daylight room for teams.", seating_2_capacity_en: "52 people" },
      workshop,
    );
    expect(read.ok).toBe(true);
    const edited = read.ok ? read.value : workshop;
    expect(edited.description).toEqual({ en: "A daylight room for teams.", de: workshop.description.de });
    expect(edited.seatingConfigurations[1]!.capacity).toEqual({ en: "52 people", de: "48 Personen" });
    expect(productChanges(workshop, edited)).toEqual([
      { label: "Description", before: workshop.description.en, after: "A daylight room for teams." },
      { label: "Seating 2: capacity", before: "48 people", after: "52 people" },
    ]);
  });

  it("refuses what products.ts's schema refuses, naming the field", () => {
    const form = productToForm(workshop);
    expect(productFromForm({ ...form, name_de: " " }, workshop)).toEqual({
      ok: false,
      error: "Name (Deutsch): please fill it in.",
    });
    expect(productFromForm({ ...form, seating_1_capacity_en: "forty" }, workshop)).toEqual({
      ok: false,
      error:
        "Seating 1: capacity: a number of guests, people or 'on set', like '120 guests', 'Up to 250 people' or '4 on set'.",
    });
    const capacity = productFields(workshop, "en").specifications.findIndex(([, label]) => label.endsWith("Capacity"));
    expect(productFromForm({ ...form, [`spec_${capacity + 1}_de`]: "" }, workshop)).toEqual({
      ok: false,
      error: "Technische Daten: Kapazität: please fill it in.",
    });
    expect(productFromForm({ ...form, feature_1_title_en: "Coming soon" }, workshop)).toMatchObject({
      ok: false,
      error: "Feature 1: title: placeholder copy",
    });
    const video = productFromForm({ ...productToForm(studio), video: "https://example.com/film" }, studio);
    expect(video.ok ? "" : video.error).toMatch(/^Video link \(Vimeo or YouTube player address\): a player address/);
  });

  it("keeps the fixed parts as built whatever is stored or typed", () => {
    const read = productFromForm({ ...productToForm(workshop), id: "x", category: "VENUES", video: "x" }, workshop);
    expect(read.ok && [read.value.id, read.value.category, read.value.videoUrl]).toEqual([
      workshop.id,
      workshop.category,
      undefined,
    ]);
    const stored = {
      ...workshop,
      id: "elsewhere",
      heroImage: "product/gallery",
      name: { en: "Workshop Room", de: "Werkstattraum" },
      specifications: { ...workshop.specifications, Extra: { en: "x", de: "x" } },
      features: [...workshop.features, workshop.features[0]],
    };
    const shown = productWith(workshop, stored);
    expect(shown.name).toEqual({ en: "Workshop Room", de: "Werkstattraum" });
    expect([shown.id, shown.heroImage, shown.galleryImages, shown.floorPlans]).toEqual([
      workshop.id,
      workshop.heroImage,
      workshop.galleryImages,
      workshop.floorPlans,
    ]);
    expect(Object.keys(shown.specifications)).toEqual(Object.keys(workshop.specifications));
    expect(shown.features).toHaveLength(workshop.features.length);
    // A stored version missing a row does not fit the record's frame: the page keeps the built record.
    const short = { ...stored, seatingConfigurations: workshop.seatingConfigurations.slice(0, 1) };
    expect(productWith(workshop, short)).toBe(workshop);
    expect(productWith(workshop, { name: "broken" })).toBe(workshop);
  });
});
