import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { ButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { featuredVenues as featuredVenueContent, overviewIntro, pillars as pillarContent } from "~/content/overview";
import { featuredUseCaseIds, findUseCase } from "~/content/use-cases";
import { art } from "~/lib/art";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/overview";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Overview",
    description: `SPARK Frankfurt at a glance: three event floors with LED stages, flexible spaces and offices, the use cases they serve and venues for up to ${capacityText.triple} guests.`,
    eyebrow: "Overview",
    heading: "Stage. Space. Offices.",
    pillarNames: { STAGE: "STAGE", SPACE: "SPACE", OFFICES: "OFFICES" },
    bookTour: "Book a Tour",
    allVenues: "All Venues",
    pillarsEyebrow: "Three pillars",
    pillarsTitle: "What SPARK is made of",
    venuesEyebrow: "Featured venues",
    venuesTitle: "Stages and floors to book",
    venuesLead: `Single stages for up to ${capacityText.single} guests, or two and three floors combined into one event.`,
    useCasesEyebrow: "Featured use cases",
    useCasesTitle: "Built for the events you plan",
    allUseCases: "All Use Cases",
    gallery: "Gallery",
    galleryTitle: "See it before you visit",
    galleryLead: "Buildings, interiors and films of real events on our stages.",
    openGallery: "Open the Gallery",
    tour: "360° Tour",
  },
  de: {
    title: "Überblick",
    description: `SPARK Frankfurt auf einen Blick: drei Eventetagen mit LED-Bühnen, flexible Räume und Büros, passende Formate und Locations für bis zu ${capacityText.triple} Gäste.`,
    eyebrow: "Überblick",
    heading: "Bühne. Raum. Büros.",
    pillarNames: { STAGE: "BÜHNE", SPACE: "RAUM", OFFICES: "BÜROS" },
    bookTour: "Besichtigung vereinbaren",
    allVenues: "Alle Locations",
    pillarsEyebrow: "Drei Säulen",
    pillarsTitle: "Woraus SPARK besteht",
    venuesEyebrow: "Ausgewählte Locations",
    venuesTitle: "Bühnen und Etagen zum Buchen",
    venuesLead: `Einzelne Bühnen für bis zu ${capacityText.single} Gäste oder zwei und drei Etagen, zu einer Veranstaltung verbunden.`,
    useCasesEyebrow: "Ausgewählte Formate",
    useCasesTitle: "Gemacht für die Veranstaltungen, die Sie planen",
    allUseCases: "Alle Formate",
    gallery: "Galerie",
    galleryTitle: "Sehen Sie sich alles vorab an",
    galleryLead: "Gebäude, Innenräume und Filme von echten Veranstaltungen auf unseren Bühnen.",
    openGallery: "Galerie öffnen",
    tour: "360°-Rundgang",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/overview", locale });
};

const cardLink = "after:absolute after:inset-0 after:content-['']";

export default function OverviewPage() {
  const locale = useLocale();
  const t = words[locale];
  // The use cases' texts in the page's language once use-cases.ts holds both (plain strings pass through).
  const featuredUseCases = featuredUseCaseIds.map((id) => inLocale(findUseCase(id)!, locale));
  const pillars = inLocale(pillarContent, locale);
  const featuredVenues = inLocale(featuredVenueContent, locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={overviewIntro[locale]} image={art("hero/overview-skyline")}>
        <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
        <ButtonLink to="/venues" variant="secondary">
          {t.allVenues}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="pillars-heading" className="container-page pb-20">
        <SectionHeading id="pillars-heading" eyebrow={t.pillarsEyebrow} title={t.pillarsTitle} />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <article
              key={pillar.name}
              className="group relative overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent focus-within:border-accent"
            >
              <ArtImage
                art={pillar.image}
                alt=""
                sizes="(min-width: 48rem) 26rem, 100vw"
                className="block aspect-[4/3] w-full"
              />
              <div className="p-6">
                <p className="font-display text-sm font-semibold tracking-[0.3em] text-accent">
                  {t.pillarNames[pillar.name]}
                </p>
                <h3 className="mt-2 text-2xl font-semibold">
                  <PageLink to={pillar.href} className={cardLink}>
                    {pillar.title}
                  </PageLink>
                </h3>
                <p className="mt-3 text-ink-muted">{pillar.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {pillar.facts.map((fact) => (
                    <li key={fact} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                      {fact}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="venues-heading" className="container-page pb-20">
        <SectionHeading id="venues-heading" eyebrow={t.venuesEyebrow} title={t.venuesTitle} lead={t.venuesLead} />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuredVenues.map((venue) => (
            <article
              key={venue.id}
              className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card hover:border-accent focus-within:border-accent"
            >
              <ArtImage
                art={venue.image}
                alt=""
                sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw"
                className="block aspect-[16/10] w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-glow">{venue.kind}</p>
                <h3 className="mt-2 text-xl font-semibold">
                  <PageLink to={`/venues/${venue.id}`} className={cardLink}>
                    {venue.name}
                  </PageLink>
                </h3>
                <p className="mt-3 text-ink-muted">{venue.summary}</p>
                <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                  {venue.facts.map((fact) => (
                    <li key={fact} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                      {fact}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="use-cases-heading" className="container-page pb-20">
        <SectionHeading id="use-cases-heading" eyebrow={t.useCasesEyebrow} title={t.useCasesTitle} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featuredUseCases.map((useCase) => (
            <li
              key={useCase.id}
              className="group relative flex gap-4 rounded-card border border-line bg-surface p-4 hover:border-accent focus-within:border-accent"
            >
              <ArtImage
                art={useCase.image}
                alt=""
                sizes="6rem"
                className="block h-24 w-24 shrink-0 overflow-hidden rounded-xl"
              />
              <div>
                <h3 className="text-lg font-semibold">
                  <PageLink to={`/use-cases#${useCase.id}`} className={cardLink}>
                    {useCase.name}
                  </PageLink>
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{useCase.features[0]}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to="/use-cases" variant="secondary" className="mt-8">
          {t.allUseCases}
        </ButtonLink>
      </section>

      <section aria-labelledby="gallery-heading" className="container-page pb-24">
        <div className="group relative grid overflow-hidden rounded-card border border-line bg-surface md:grid-cols-2">
          <ArtImage
            art={art("gallery/overview-teaser-horizon")}
            alt=""
            sizes="(min-width: 48rem) 40rem, 100vw"
            className="block aspect-[16/10] w-full"
          />
          <div className="flex flex-col justify-center p-8 md:p-12">
            <p className="flex items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
              <LineIcon name="creative" className="h-5 w-5" />
              {t.gallery}
            </p>
            <h2 id="gallery-heading" className="mt-3 text-title font-semibold">
              {t.galleryTitle}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{t.galleryLead}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to="/gallery">{t.openGallery}</ButtonLink>
              <ButtonLink to="/360-view" variant="secondary">
                {t.tour}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
