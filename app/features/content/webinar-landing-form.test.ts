import { describe, expect, it } from "vitest";
import { webinarLanding } from "~/content/webinar-landing";
import { landingWith } from "~/content/webinar-landing-in-force";
import { landingChanges, landingFromForm, landingSections, landingToForm } from "./webinar-landing-form";

const built = webinarLanding;
const read = (form: Record<string, string>) => landingFromForm(form, built);

describe("the webinar landing's texts in the editor", () => {
  it("shows every text in both languages, lists one line per item, and reads the form back into the same landing", () => {
    const form = landingToForm(built);
    expect(form.headline_en).toBe(built.hero.headline.en);
    expect(form.headline_de).toBe(built.hero.headline.de);
    expect(form.quote2Role_de).toBe(built.testimonials[1]!.role.de);
    expect(form.quote1Name).toBe(built.testimonials[0]!.name);
    expect(form.hostFacts_de!.split("\n")).toEqual(built.host.facts.map((fact) => fact.de));
    expect(form.stats_en!.split("\n")[0]).toBe("Events a year: 350+");
    expect(form.freeLabel_en).toBe(built.freeLabel.en);
    expect(form).not.toHaveProperty("freeLabel_de");
    expect(read(form)).toEqual({ ok: true, value: built });
    // Every field has a label of its own in each language.
    const labels = landingSections.flatMap((section) =>
      section.fields.flatMap((field) => (field.type === "name" ? [field.label.en] : [field.label.en, field.label.de])),
    );
    const unique = new Set(landingSections.flatMap((section) => section.fields.map((field) => field.label.en)));
    expect(unique.size).toBe(landingSections.flatMap((section) => section.fields).length);
    expect(labels.filter((label) => label.endsWith(": Titel")).length).toBeGreaterThan(0);
  });

  it("reads an edited headline and a German role, and lists exactly those changes under their labels", () => {
    const form = landingToForm(built);
    const edited = read({
      ...form,
      headline_en: "LED walls that carry your event",
      quote2Role_de: "Leiterin Kommunikation",
    });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(edited.value.hero.headline).toEqual({ en: "LED walls that carry your event", de: built.hero.headline.de });
    expect(edited.value.testimonials[1]!.role).toEqual({
      en: built.testimonials[1]!.role.en,
      de: "Leiterin Kommunikation",
    });
    expect(landingChanges(built, edited.value)).toEqual([
      { label: "Headline", before: built.hero.headline.en, after: "LED walls that carry your event" },
      { label: "Stimme 2: Rolle", before: built.testimonials[1]!.role.de, after: "Leiterin Kommunikation" },
    ]);
    expect(landingChanges(built, built)).toEqual([]);
  });

  it("reads the lists line by line: a host fact added, the figures as 'Label: value'", () => {
    const form = landingToForm(built);
    const edited = read({
      ...form,
      hostFacts_en: `${form.hostFacts_en}\nCertified event technician`,
      hostFacts_de: `${form.hostFacts_de}\n\n  Geprüfter Veranstaltungstechniker  `,
      stats_en: form.stats_en!.replace("350+", "400+"),
    });
    expect(edited.ok && edited.value.host.facts.at(-1)).toEqual({
      en: "Certified event technician",
      de: "Geprüfter Veranstaltungstechniker",
    });
    expect(edited.ok && edited.value.stats[0]).toEqual({
      value: { en: "400+", de: "350+" },
      label: built.stats[0]!.label,
    });
  });

  it("refuses what the page's schema refuses, naming the field in its language", () => {
    const form = landingToForm(built);
    expect(read({ ...form, headline_de: "Kurz" })).toEqual({
      ok: false,
      error: "Überschrift: at least 10 characters.",
    });
    expect(read({ ...form, quote1Role_en: " " })).toEqual({ ok: false, error: "Quote 1: role: please fill it in." });
    expect(read({ ...form, quote2Name: "" })).toEqual({ ok: false, error: "Quote 2: name: please fill it in." });
    expect(read({ ...form, agenda3Text_de: "Zu kurz." })).toEqual({
      ok: false,
      error: "Agenda 3: Beschreibung: at least 20 characters.",
    });
    expect(read({ ...form, privacyNote_en: "We protect your data." })).toEqual({
      ok: false,
      error: "Privacy note: at least 60 characters.",
    });
    expect(read({ ...form, hostFacts_en: "One fact", hostFacts_de: "Ein Fakt" })).toEqual({
      ok: false,
      error: "Host: facts (one per line): at least 2 lines, in English and German.",
    });
    expect(read({ ...form, heroFacts_de: "" })).toEqual({
      ok: false,
      error:
        "Facts beside the date (one per line): the English list has 1 lines and the German one 0; each line needs both.",
    });
    expect(read({ ...form, stats_de: "Events pro Jahr: 350+\nmehr Leads: 2x" })).toEqual({
      ok: false,
      error: "Figures (three lines, 'Label: value'): exactly 3 lines in English and in German (now 3 and 2).",
    });
    expect(
      read({ ...form, stats_de: form.stats_de!.replace("Events pro Jahr: 350+", "Events pro Jahr 350+") }),
    ).toEqual({
      ok: false,
      error: "Figures (three lines, 'Label: value'): each line reads 'Label: value', in English and in German.",
    });
  });

  it("keeps what stays as built, whatever the form or the stored data says", () => {
    const form = landingToForm(built);
    const typed = read({
      ...form,
      freeLabel_de: "Gratis",
      hostName: "Someone Else",
      agenda1Minutes: "5",
      heroImage: "webinar/other",
    });
    expect(typed).toEqual({ ok: true, value: built });
    const stored = {
      ...built,
      hero: {
        ...built.hero,
        eyebrow: { en: "x", de: "y" },
        image: "webinar/other",
        imageAlt: { en: "An other alt text", de: "Ein anderer Alt-Text" },
      },
      freeLabel: { en: "Free", de: "Gratis" },
      agenda: built.agenda.map((item) => ({ ...item, offsetMinutes: 1 })),
      learningPoints: [...built.learningPoints, built.learningPoints[0]],
      host: { ...built.host, name: "Someone Else", portrait: "portrait/other" },
      testimonials: built.testimonials.map((item) => ({ ...item, portrait: "portrait/other" })),
    };
    const shown = landingWith(stored);
    expect(shown.hero).toEqual(built.hero);
    expect(shown.freeLabel).toEqual({ en: "Free", de: built.freeLabel.de });
    expect(shown.agenda).toEqual(built.agenda);
    expect(shown.learningPoints).toEqual(built.learningPoints);
    expect(shown.host).toEqual(built.host);
    expect(shown.testimonials).toEqual(built.testimonials);
    // Nothing stored, or data the schema refuses: the landing as built.
    expect(landingWith(undefined)).toBe(built);
    expect(landingWith({ ...built, hero: { ...built.hero, headline: { en: "", de: "" } } })).toBe(built);
  });
});
