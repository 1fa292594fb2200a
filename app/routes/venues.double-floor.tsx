import { ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { VenueCard } from "~/components/venue/VenueCard";
import { doubleFloorOffers, doubleFloorPage, offerPrice } from "~/content/floors";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/venues.double-floor";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";
import { bilingual, formatEuro, inLocale, localeOfPath, localizeHref, useLocale } from "~/lib/i18n/locale";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    page: inLocale(doubleFloorPage, locale),
    offers: doubleFloorOffers.map((offer) => ({ ...inLocale(offer, locale), price: offerPrice(offer, locale) })),
  };
}

const words = bilingual({
  en: {
    title: "Double Floor",
    description: `Six double-floor formats at SPARK Frankfurt for ${capacityText.double} guests: conferences, launches, broadcasts and galas on two stages, from €3,500 per day.`,
    back: "Back to Venues",
    offers: "Double-floor offers",
    seeFloors: "See the floors",
    size: "Size",
    capacity: "Capacity",
    discover: "Discover more",
    tour: "Schedule a Tour",
    availability: "Check availability",
    brochure: "Download Brochure",
    pdf: "(PDF)",
  },
  de: {
    title: "Doppeletage",
    description: `Sechs Formate auf der Doppeletage bei SPARK Frankfurt für ${capacityText.double.replace("-", "–")} Gäste: Konferenzen, Launches, Broadcasts und Galas, ab ${formatEuro(3500, "de")} pro Tag.`,
    back: "Zurück zu den Locations",
    offers: "Angebote für die Doppeletage",
    seeFloors: "Etagen ansehen",
    size: "Fläche",
    capacity: "Kapazität",
    discover: "Mehr entdecken",
    tour: "Besichtigung vereinbaren",
    availability: "Verfügbarkeit prüfen",
    brochure: "Broschüre herunterladen",
    pdf: "(PDF, englisch)",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/venues/double-floor", locale });
};

export default function DoubleFloorPage({ loaderData }: Route.ComponentProps) {
  const { page, offers } = loaderData;
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <section className="container-page pb-12 pt-32 md:pt-40">
        <PageLink
          to="/venues"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {t.back}
        </PageLink>
        <h1 className="mt-6 text-display font-semibold">{page.heading}</h1>
        <p className="mt-6 max-w-3xl text-lg text-ink-muted md:text-xl">{page.lead}</p>
      </section>

      <section aria-labelledby="offers-heading" className="container-page pb-16">
        <h2 id="offers-heading" className="sr-only">
          {t.offers}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {offers.map((offer, index) => (
            <li key={offer.id} className="flex">
              <VenueCard
                image={offer.image}
                imageAlt={offer.imageAlt}
                eyebrow={offer.subtitle}
                name={offer.title}
                description={offer.description}
                href={`/venues/${offer.productId}`}
                linkLabel={t.seeFloors}
                imageLoad={index === 0 ? "priority" : "lazy"}
                facts={[
                  { label: t.size, value: offer.size },
                  { label: t.capacity, value: offer.capacity },
                ]}
                features={offer.features}
              >
                <p className="mt-5 font-display text-2xl font-semibold text-accent">{offer.price}</p>
              </VenueCard>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/venues/floors#double-floor-section" variant="secondary">
            {t.discover}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="container-page pb-24">
        <div className="relative overflow-hidden rounded-card border border-accent/40 bg-gradient-to-br from-accent/20 via-surface to-canvas p-8 md:p-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-24 -right-16 h-72 w-72 rounded-full bg-glow/15 blur-3xl"
          />
          <h2 id="closing-heading" className="max-w-2xl text-title font-semibold">
            {page.closingTitle}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{page.closingText}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/book-tour">{t.tour}</ButtonLink>
            <ButtonLink to="/enquire?space=horizon-liberty#availability" variant="secondary">
              {t.availability}
            </ButtonLink>
            <ExternalButtonLink
              href={localizeHref(page.brochurePath, locale)}
              download={page.brochureFileName}
              variant="secondary"
            >
              {t.brochure} <span className="text-xs font-normal text-ink-muted">{t.pdf}</span>
            </ExternalButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
