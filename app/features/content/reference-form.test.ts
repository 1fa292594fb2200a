import { describe, expect, it } from "vitest";
import {
  newReferenceId,
  referenceBase,
  referencesInOrder,
  referenceWith,
  shownReferences,
} from "~/content/references-in-force";
import { testimonials } from "~/content/testimonials";
import { referenceChanges, referenceFromForm, referenceToForm } from "./reference-form";

// A reference's editor form (issue 45): a testimonial survives the round trip, bad input gets a sentence
// naming the field (the page's schema decides), the difference of two versions is listed field by field;
// added references come after the built-in ones in the order they were added, hidden ones leave the page.

const base = referenceBase("novalink-systems")!;
const quote = "A new quote long enough for the carousel: eighty characters at the very least, in each language.";

describe("the reference form", () => {
  it("reads back the reference it shows, two people included", () => {
    expect(base.people).toHaveLength(2);
    expect(referenceFromForm(referenceToForm(base), base)).toEqual({ ok: true, value: base });
  });

  it("names the field of the first problem", () => {
    const form = referenceToForm(base);
    expect(referenceFromForm({ ...form, quote_en: "Too short." }, base)).toEqual({
      ok: false,
      error: "Quote: at least 80 characters.",
    });
    expect(referenceFromForm({ ...form, quote_de: "" }, base)).toEqual({
      ok: false,
      error: "Zitat: at least 80 characters.",
    });
    expect(referenceFromForm({ ...form, person2_role_de: "" }, base)).toEqual({
      ok: false,
      error: "Rolle von Person 2: at least 3 characters.",
    });
    expect(referenceFromForm({ ...form, company: "X" }, base)).toEqual({
      ok: false,
      error: "Company: at least 2 characters.",
    });
    const nobody = { ...form, person1_name: "", person1_role_en: "", person1_role_de: "" };
    expect(referenceFromForm({ ...nobody, person2_name: "", person2_role_en: "", person2_role_de: "" }, base)).toEqual({
      ok: false,
      error: "People: at least one person, with a name and a role in English and German.",
    });
    // A person left empty is left out; the next one's problem is named by its own place in the form.
    expect(referenceFromForm({ ...nobody, person2_name: "Al" }, base)).toEqual({
      ok: false,
      error: "Name of person 2: at least 3 characters.",
    });
  });

  it("keeps what is typed as text, and reads the tick that hides it", () => {
    const form = { ...referenceToForm(base), quote_en: `<script>alert(1)</script> ${quote}`, hidden: "on" };
    expect(referenceFromForm(form, base)).toMatchObject({
      ok: true,
      value: { quote: { en: `<script>alert(1)</script> ${quote}` }, hidden: true, image: base.image },
    });
  });

  it("lists what changed between two versions", () => {
    const read = referenceFromForm(
      { ...referenceToForm(base), person1_name: "Daniel Brenner-Voss", hidden: "on" },
      base,
    );
    expect(read.ok && referenceChanges(base, read.value)).toEqual([
      { label: "Shown on the site", before: "yes", after: "no (hidden)" },
      { label: "Name of person 1", before: "Daniel Brenner", after: "Daniel Brenner-Voss" },
    ]);
  });
});

describe("the references in force", () => {
  const added = (at: number, company: string, hidden = false) => {
    const id = newReferenceId(at);
    const form = {
      ...referenceToForm(referenceBase(id)!),
      company,
      person1_name: "Ada Lovelace",
      person1_role_en: "Head of Events",
      person1_role_de: "Leiterin Events",
      quote_en: quote,
      quote_de: quote,
      ...(hidden ? { hidden: "on" } : {}),
    };
    const read = referenceFromForm(form, referenceBase(id)!);
    if (!read.ok) throw new Error(read.error);
    return [id, read.value] as const;
  };

  it("shows the built-in ones, then the added ones in the order they were added; hidden and incomplete ones left out", () => {
    const later = added(Date.UTC(2026, 11, 2, 9), "Later GmbH");
    const earlier = added(Date.UTC(2026, 11, 1, 9), "Earlier AG");
    const hidden = added(Date.UTC(2026, 11, 1, 10), "Hidden SE", true);
    const unfinished = newReferenceId(Date.UTC(2026, 11, 3));
    const stored = new Map<string, unknown>([
      [`testimonial:${later[0]}`, later[1]],
      [`testimonial:${earlier[0]}`, earlier[1]],
      [`testimonial:${hidden[0]}`, hidden[1]],
      [`testimonial:${unfinished}`, { company: "Only a name" }],
      ["testimonial:meridian-capital", { ...testimonials[0], hidden: true }],
    ]);
    const ids = [...stored.keys()].map((key) => key.slice("testimonial:".length));
    const shown = shownReferences(referencesInOrder([...ids, "not-an-added-id"], (key) => stored.get(key)));
    expect(shown.map((testimonial) => testimonial.company)).toEqual([
      ...testimonials.slice(1).map((testimonial) => testimonial.company),
      "Earlier AG",
      "Later GmbH",
    ]);
    expect(shown.at(-1)).not.toHaveProperty("hidden");
    expect(shown.at(-1)?.image).toBe("portrait/new-reference");
  });

  it("a published version that no longer passes the schema falls back to the testimonial as built", () => {
    expect(referenceWith(base, { quote: "not both languages" })).toBe(base);
    expect(referenceBase("no-such-reference")).toBeUndefined();
    expect(newReferenceId(Date.UTC(2026, 11, 2))).toMatch(/^added-[0-9a-z]{8}$/);
  });
});
