import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { VenueCard } from "~/components/venue/VenueCard";
import { venueOverviewInForce } from "~/content/spaces-in-force.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658). The space cards show
// the explorer spaces' words as published (issue 45, decision 1158): a publish of one renders the page again.
export const handle: PageHandle = { react: false, content: ["space"] };

export function loader({ request }: Route.LoaderArgs) {
  return { sections: inLocale(venueOverviewInForce(), localeOfPath(new URL(request.url).pathname)) };
}

const words = bilingual({
  en: {
    title: "Venues",
    description: `SPARK's venues in Frankfurt: three stages on floors 4, 5 and 6 for up to ${capacityText.triple} guests, spaces from 34 to 600 sqm, and serviced offices from 16 to 2500 sqm.`,
    eyebrow: "Venues",
    heading: "Stages, spaces and offices under one roof",
    lead: "Three stages stacked on floors 4, 5 and 6, rooms for every format around them, and offices on the floors above. Pick a stage, combine two or take the whole building.",
    sections: "Venue sections",
    exploreStage: "Explore the stage",
    viewDetails: "View details",
    area: "Area",
    capacity: "Capacity",
    combineTitle: "Two floors, three floors, one event",
    combineText: `Combine stages for ${capacityText.double} guests on two floors or ${capacityText.triple} on all three, linked by live relay and run by one production team.`,
    compare: "Compare floor configurations",
    bookTour: "Book a Tour",
    availability: "Check availability",
  },
  de: {
    title: "Locations",
    description: `Die Locations von SPARK in Frankfurt: drei Bühnen im 4., 5. und 6. Stock für bis zu ${capacityText.triple} Gäste, Räume von 34 bis 600 m² und Büros von 16 bis 2.500 m².`,
    eyebrow: "Locations",
    heading: "Bühnen, Räume und Büros unter einem Dach",
    lead: "Drei übereinanderliegende Bühnen im 4., 5. und 6. Stock, ringsum Räume für jedes Format und darüber Büros. Wählen Sie eine Bühne, kombinieren Sie zwei oder buchen Sie das ganze Haus.",
    sections: "Bereiche der Location",
    exploreStage: "Bühne entdecken",
    viewDetails: "Details ansehen",
    area: "Fläche",
    capacity: "Kapazität",
    combineTitle: "Zwei Etagen, drei Etagen, eine Veranstaltung",
    combineText: `Kombinieren Sie Bühnen für ${capacityText.double.replace("-", "–")} Gäste auf zwei Etagen oder ${capacityText.triple} Gäste auf allen drei, verbunden per Liveübertragung und betreut von einem Produktionsteam.`,
    compare: "Etagen vergleichen",
    bookTour: "Besichtigung vereinbaren",
    availability: "Verfügbarkeit prüfen",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/venues", locale });
};

const sectionIcons = {
  "stages-section": "M3 20h18 M5 20V9l7-5 7 5v11 M9 20v-6h6v6",
  "spaces-section": "M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z",
  "spatial-section": "M4 21V5l8-3 8 3v16 M9 9h.01 M15 9h.01 M9 13h.01 M15 13h.01 M10 21v-4h4v4",
} as const;

export default function VenuesPage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  const t = words[useLocale()];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        <nav aria-label={t.sections} className="w-full">
          <ul className="grid grid-cols-3 gap-3 sm:max-w-xl">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-card border border-line bg-surface/80 px-3 py-4 text-sm font-semibold text-ink transition-colors hover:border-accent/60"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="h-7 w-7 text-accent"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.7}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={sectionIcons[section.id]} />
                  </svg>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="container-page py-16"
        >
          <h2 id={`${section.id}-heading`} className="text-title font-semibold">
            {section.title}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-ink-muted">{section.summary}</p>
          <ul
            className={`mt-10 grid gap-6 md:grid-cols-2 ${section.cards.length === 4 ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}
          >
            {section.cards.map((card) => (
              <li key={card.id} className="flex">
                <VenueCard
                  image={card.image}
                  imageAlt={card.imageAlt}
                  eyebrow={card.subtitle}
                  name={card.name}
                  description={card.description}
                  href={card.href}
                  linkLabel={section.id === "stages-section" ? t.exploreStage : t.viewDetails}
                  facts={[
                    { label: t.area, value: card.area },
                    { label: t.capacity, value: card.capacity },
                  ]}
                  features={card.features}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="combine-heading" className="container-page pb-24 pt-8">
        <div className="grid gap-8 rounded-card border border-line bg-gradient-to-br from-accent/15 via-surface to-surface p-8 md:grid-cols-[1.4fr_1fr] md:items-center md:p-12">
          <div>
            <h2 id="combine-heading" className="text-title font-semibold">
              {t.combineTitle}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{t.combineText}</p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <ButtonLink to="/venues/floors">{t.compare}</ButtonLink>
            <ButtonLink to="/book-tour" variant="secondary">
              {t.bookTour}
            </ButtonLink>
            <ButtonLink to="/enquire#availability" variant="secondary">
              {t.availability}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
