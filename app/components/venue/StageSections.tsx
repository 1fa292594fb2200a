import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import type { FloorPlan, StagePage } from "~/content/venues";
import type { ProductCard } from "~/content/products";
import type { ExplorerSpace, LocalExplorerFilter } from "~/features/space-explorer/explorer-state";
import { SpaceExplorer } from "~/features/space-explorer/SpaceExplorer";
import { Island } from "~/islands/Island";
import { bilingual, useLocale, type InLocale } from "~/lib/i18n/locale";
import { VenueCard } from "./VenueCard";
import { VenueDetailButtons } from "./VenueDetailButtons";
import { WatchVideoButton } from "./WatchVideoButton";

const words = bilingual({
  en: {
    bookTour: "Book a Tour",
    atAGlance: (name: string) => `${name} at a glance`,
    explore: "Explore the spaces",
    area: "Area",
    capacity: "Capacity",
    discover: "Discover Every Area",
    configurations: "Configurations",
  },
  de: {
    bookTour: "Besichtigung vereinbaren",
    atAGlance: (name: string) => `${name} auf einen Blick`,
    explore: "Die Räume entdecken",
    area: "Fläche",
    capacity: "Kapazität",
    discover: "Jeden Bereich entdecken",
    configurations: "Varianten",
  },
});

/** A stage page in the visitor's language, its explorer's spaces ready for the island. */
export type LocalStagePage = Omit<InLocale<StagePage>, "spaces" | "filters"> & {
  spaces: ExplorerSpace[];
  filters: LocalExplorerFilter[];
};

/** A configuration card in the page's language. */
export type LocalProductCard = InLocale<ProductCard>;

function StageHero({ page, heroVideoUrl }: { page: LocalStagePage; heroVideoUrl?: string }) {
  const t = words[useLocale()];
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        image={page.heroImage}
        imageAlt={page.heroImageAlt}
      >
        <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
        {heroVideoUrl ? (
          <Island
            name="WatchVideoButton"
            component={WatchVideoButton}
            props={{ src: heroVideoUrl, name: page.title, poster: page.heroImage }}
          />
        ) : null}
      </PageHero>
      <section aria-label={t.atAGlance(page.title)} className="container-page">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-3 lg:grid-cols-5">
          {page.keyFacts.map((fact) => (
            <div key={fact.label} className="bg-surface px-5 py-4 last:col-span-2 sm:last:col-span-1">
              <dt className="text-xs uppercase tracking-wider text-ink-muted">{fact.label}</dt>
              <dd className="mt-1 font-display text-lg font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function StageExplorerSection({ page }: { page: LocalStagePage }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="explorer-heading" className="container-page py-20">
      <h2 id="explorer-heading" className="text-title font-semibold">
        {t.explore}
      </h2>
      <p className="mb-8 mt-4 max-w-3xl text-lg text-ink-muted">{page.explorerIntro}</p>
      <Island name="SpaceExplorer" component={SpaceExplorer} props={{ spaces: page.spaces, filters: page.filters }} />
    </section>
  );
}

export function ConfigurationGrid({
  title,
  intro,
  cards,
  id,
}: {
  title: string;
  intro: ReactNode;
  cards: LocalProductCard[];
  id?: string;
}) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby={`${id ?? "configurations"}-heading`} id={id} className="container-page py-16">
      <h2 id={`${id ?? "configurations"}-heading`} className="text-title font-semibold">
        {title}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id} className="flex">
            <div className="flex w-full">
              <VenueCard
                image={card.image}
                imageAlt={card.imageAlt}
                eyebrow={card.subtitle}
                name={card.name}
                href={`/venues/${card.id}`}
                facts={[
                  { label: t.area, value: card.area },
                  { label: t.capacity, value: card.capacity },
                ]}
                features={card.features}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DiscoverEveryArea({
  page,
  plans,
  specifications,
  consultationHref,
  enquireHref,
}: {
  page: LocalStagePage;
  plans: FloorPlan[];
  specifications: Record<string, string>;
  consultationHref: string;
  enquireHref: string;
}) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="discover-heading" className="container-page pb-24 pt-8">
      <div className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-surface-raised via-surface to-canvas p-8 shadow-card md:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent/20 blur-3xl"
        />
        <h2 id="discover-heading" className="text-title font-semibold">
          {t.discover}
        </h2>
        <p className="mb-8 mt-4 max-w-2xl text-lg text-ink-muted">{page.discoverIntro}</p>
        <VenueDetailButtons
          name={page.title}
          plans={plans}
          specifications={specifications}
          consultationHref={consultationHref}
          enquireHref={enquireHref}
          floorPlanLabel="Floorplan"
        />
      </div>
    </section>
  );
}

export interface StagePageContent {
  page: LocalStagePage;
  cards: LocalProductCard[];
  plans: FloorPlan[];
  specifications: Record<string, string>;
  heroVideoUrl?: string;
  consultationHref: string;
  enquireHref: string;
}

/**
 * The whole stage page (hero, explorer, configurations, 'Discover Every Area'): one layout for all
 * three stages. HTML with React islands: the film, the explorer and the floor plan (docs/decisions/0692).
 */
export function StagePageLayout({ content }: { content: StagePageContent }) {
  const { page, cards, plans, specifications, heroVideoUrl, consultationHref, enquireHref } = content;
  const t = words[useLocale()];
  return (
    <>
      <StageHero page={page} heroVideoUrl={heroVideoUrl} />
      <StageExplorerSection page={page} />
      <ConfigurationGrid title={t.configurations} intro={page.configurationsIntro} cards={cards} />
      <DiscoverEveryArea
        page={page}
        plans={plans}
        specifications={specifications}
        consultationHref={consultationHref}
        enquireHref={enquireHref}
      />
    </>
  );
}
