import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { ConfigurationGrid } from "~/components/venue/StageSections";
import { singleFloorStageIds } from "~/content/floors";
import { productCardsInForce } from "~/features/venue-pages/venue-pages.server";
import {
  areaText,
  capacity,
  ceilingHeightText,
  guestsText,
  ledWallSqm,
  skylineArea,
  venues,
  type VenueKey,
} from "~/content/venues";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.single-floor";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";
import { bilingual, inLocale, localeOfPath, text, useLocale, type Text } from "~/lib/i18n/locale";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658). The cards show the
// product records as published (issue 45, decision 1152): a publish of one renders the page again.
export const handle: PageHandle = { react: false, content: ["product"] };

/** "10 x 3 m LED wall (30 sqm)" / "2 LED walls: 10 x 3 m and 5 x 3 m", in both languages. */
function ledWalls(key: VenueKey): Text {
  const walls = venues[key].ledWalls.map((w) => `${w.widthM} x ${w.heightM} m`);
  if (walls.length === 1)
    return text(`${walls[0]} LED wall (${ledWallSqm.single} sqm)`, `LED-Wand ${walls[0]} (${ledWallSqm.single} m²)`);
  return text(`${walls.length} LED walls: ${walls.join(" and ")}`, `${walls.length} LED-Wände: ${walls.join(" und ")}`);
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const order: VenueKey[] = ["skyline", "liberty", "horizon"];
  return {
    cards: productCardsInForce(singleFloorStageIds, locale),
    comparison: order.map((key) =>
      inLocale(
        {
          name: venues[key].name,
          floor: String(venues[key].floor),
          area:
            key === "skyline"
              ? text(
                  `${areaText(skylineArea.overviewSqm).en} (${areaText(skylineArea.overviewWithTerraceSqm).en} with terrace)`,
                  `${areaText(skylineArea.overviewSqm).de} (${areaText(skylineArea.overviewWithTerraceSqm).de} mit Terrasse)`,
                )
              : areaText(venues[key].stageAreaSqm),
          ceiling: ceilingHeightText(key),
          led: ledWalls(key),
          power: `${venues[key].powerKw} kW`,
          capacity: guestsText(capacity.singleStage),
        },
        locale,
      ),
    ),
  };
}

const words = bilingual({
  en: {
    title: "Single Floor Stages",
    description: `Single-floor stages at SPARK Frankfurt: Skyline, Liberty and Horizon, each for up to ${capacityText.single} guests with its own LED wall, plus Skyline with its rooftop terrace.`,
    eyebrow: "Single Floor",
    heading: "Premium single-level stages",
    lead: `One floor, one stage, and everything within a few steps: the stage, the rooms, the bar and the terrace. Four ways to host up to ${capacityText.single} guests on a single level.`,
    allFloors: "All floor configurations",
    gridTitle: "Four single-floor stages",
    gridIntro: "Each card opens the stage's own page with its spaces, configurations and technical details.",
    compare: "Compare the three stages",
    scroll: "Comparison table, scrolls sideways on small screens",
    caption: "Skyline, Liberty and Horizon compared",
    columns: ["Stage", "Floor", "Area", "Ceiling", "LED", "Power", "Capacity"],
    bookTour: "Book a Tour",
    availability: "Check availability",
    double: "Need more room? Double floor",
  },
  de: {
    title: "Bühnen auf einer Etage",
    description: `Bühnen auf einer Etage bei SPARK Frankfurt: Skyline, Liberty und Horizon, jede für bis zu ${capacityText.single} Gäste mit eigener LED-Wand, Skyline dazu mit Dachterrasse.`,
    eyebrow: "Einzeletage",
    heading: "Premium-Bühnen auf einer Ebene",
    lead: `Eine Etage, eine Bühne und alles nur wenige Schritte entfernt: Bühne, Räume, Bar und Terrasse. Vier Möglichkeiten, bis zu ${capacityText.single} Gäste auf einer Ebene zu empfangen.`,
    allFloors: "Alle Etagenvarianten",
    gridTitle: "Vier Bühnen auf einer Etage",
    gridIntro: "Jede Karte führt zur Seite der Bühne mit ihren Räumen, Varianten und technischen Details.",
    compare: "Die drei Bühnen im Vergleich",
    scroll: "Vergleichstabelle, auf kleinen Bildschirmen seitlich scrollbar",
    caption: "Skyline, Liberty und Horizon im Vergleich",
    columns: ["Bühne", "Etage", "Fläche", "Raumhöhe", "LED", "Strom", "Kapazität"],
    bookTour: "Besichtigung vereinbaren",
    availability: "Verfügbarkeit prüfen",
    double: "Mehr Platz nötig? Zur Doppeletage",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/venues/single-floor", locale });
};

export default function SingleFloorPage({ loaderData }: Route.ComponentProps) {
  const { cards, comparison } = loaderData;
  const t = words[useLocale()];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        <PageLink
          to="/venues/floors"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {t.allFloors}
        </PageLink>
      </PageHero>

      <ConfigurationGrid title={t.gridTitle} intro={t.gridIntro} cards={cards} />

      <section aria-labelledby="compare-heading" className="container-page py-16">
        <h2 id="compare-heading" className="text-title font-semibold">
          {t.compare}
        </h2>
        <ScrollRegion label={t.scroll} fitsFrom="lg" className="mt-8">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="bg-surface-raised">
              <tr>
                {t.columns.map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold text-ink">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.map((row) => (
                <tr key={row.name} className="border-t border-line bg-surface">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {row.name}
                  </th>
                  <td className="px-4 py-3 text-ink-muted">{row.floor}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.area}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.ceiling}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.led}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.power}</td>
                  <td className="px-4 py-3 text-ink-muted">{row.capacity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
          <ButtonLink to="/enquire#availability" variant="secondary">
            {t.availability}
          </ButtonLink>
          <ButtonLink to="/venues/double-floor" variant="secondary">
            {t.double}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
