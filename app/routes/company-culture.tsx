import { ArtImage } from "~/components/media/ArtImage";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { culture as cultureContent } from "~/content/culture";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/company-culture";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Company Culture",
    description:
      "The mission, vision and purpose of SPARK Frankfurt, our brand values Centerstage, Bold and Astute, our culture code and the five principles behind every event.",
    eyebrow: "Company Culture",
    heading: "The people behind the stage",
    imageAlt: "The Skyline stage during a rehearsal, the crew in front of the lit LED wall",
    brandValues: "Brand values",
    code: "Our culture code",
    statements: "Vision and purpose",
    principles: "Five core principles",
    joinTitle: "Work with us, or plan with us",
    joinText:
      "If this sounds like a team you would like to join, see our open roles. If it sounds like the team you want for your next event, get in touch.",
    careers: "View Careers",
    contact: "Contact Us",
  },
  de: {
    title: "Unternehmenskultur",
    description:
      "Mission, Vision und Antrieb von SPARK Frankfurt: unsere Markenwerte Centerstage, Bold und Astute, unser Kulturkodex und fünf Grundsätze für jede Veranstaltung.",
    eyebrow: "Unternehmenskultur",
    heading: "Die Menschen hinter der Bühne",
    imageAlt: "Die Skyline Stage während einer Probe, die Crew vor der leuchtenden LED-Wand",
    brandValues: "Markenwerte",
    code: "Unser Kulturkodex",
    statements: "Unsere Vision und unser Antrieb",
    principles: "Fünf Grundsätze",
    joinTitle: "Mit uns arbeiten oder mit uns planen",
    joinText:
      "Sie möchten Teil dieses Teams werden? Dann sehen Sie sich unsere offenen Stellen an. Sie suchen genau dieses Team für Ihre nächste Veranstaltung? Dann sprechen Sie uns an.",
    careers: "Offene Stellen ansehen",
    contact: "Kontakt aufnehmen",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/company-culture", locale });
};

export default function CompanyCulturePage() {
  const locale = useLocale();
  const t = words[locale];
  const culture = inLocale(cultureContent, locale);
  const statements = [culture.mission, culture.vision, culture.purpose];
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.heading}
        lead={culture.intro}
        image={art("hero/company-culture-liberty")}
      />

      <section
        aria-labelledby="mission-heading"
        className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_1fr] lg:items-center"
      >
        <div>
          <h2 id="mission-heading" className="text-title font-semibold">
            {culture.mission.title}
          </h2>
          <p className="mt-4 text-xl text-ink">{culture.mission.text}</p>
        </div>
        <div className="overflow-hidden rounded-card border border-line shadow-card">
          <ArtImage
            art={culture.image}
            alt={t.imageAlt}
            sizes="(min-width: 64rem) 38rem, 100vw"
            className="block aspect-[16/10] w-full"
          />
        </div>
      </section>

      <section aria-labelledby="values-heading" className="container-page pb-16">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{t.brandValues}</p>
        <h2 id="values-heading" className="mt-3 text-title font-semibold">
          Centerstage. Bold. Astute.
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {culture.brandValues.map((value) => (
            <article key={value.name} className="rounded-card border border-line bg-surface p-8">
              <h3 className="font-display text-3xl font-semibold text-accent">{value.name}</h3>
              <p className="mt-2 font-semibold text-ink">{value.tagline}</p>
              <p className="mt-4 text-ink-muted">{value.description}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="code-heading" className="container-page pb-16">
        <h2 id="code-heading" className="text-title font-semibold">
          {t.code}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {culture.cultureCode.map((rule) => (
            <li key={rule.title} className="rounded-card border border-line bg-surface p-6">
              <h3 className="text-lg font-semibold">{rule.title}</h3>
              <p className="mt-2 text-ink-muted">{rule.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label={t.statements} className="container-page grid gap-6 pb-16 md:grid-cols-2">
        {statements.slice(1).map((statement) => (
          <div
            key={statement.title}
            className="rounded-card border border-glow/30 bg-gradient-to-br from-glow/10 to-transparent p-8 md:p-10"
          >
            <h2 className="text-title font-semibold">{statement.title}</h2>
            <p className="mt-4 text-lg text-ink">{statement.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="principles-heading" className="container-page pb-16">
        <h2 id="principles-heading" className="text-title font-semibold">
          {t.principles}
        </h2>
        <ol className="mt-8 grid gap-4">
          {culture.corePrinciples.map((principle, index) => (
            <li
              key={principle.title}
              className="grid gap-2 rounded-card border border-line bg-surface p-6 md:grid-cols-[4rem_16rem_1fr] md:items-baseline"
            >
              <span className="font-display text-3xl font-semibold text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="text-xl font-semibold">{principle.title}</h3>
              <p className="text-ink-muted">{principle.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="join-heading" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="join-heading" className="text-title font-semibold">
            {t.joinTitle}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.joinText}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/careers">{t.careers}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {t.contact}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
