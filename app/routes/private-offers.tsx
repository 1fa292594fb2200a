import { PageHero } from "~/components/sections/PageHero";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { PageLink } from "~/components/ui/PageLink";
import { offerCategoryTabs } from "~/content/offers";
import { offerPageData } from "~/features/content/offer-page.server";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import { PREVIEW_HEADERS } from "~/features/content/preview.server";
import { GiftCardBlock } from "~/features/offers/GiftCardBlock";
import { OffersBrowser } from "~/features/offers/OffersBrowser";
import { islandsPage } from "~/islands/page";
import type { PageHandle } from "~/lib/page-handle";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/private-offers";

const words = bilingual({
  en: {
    title: "Private Offers",
    description:
      "Packages for closed, in-house events at SPARK Frankfurt: the Extended Focus conference day, Co-Create & Accelerate workshops and the Hybrid Studio Day.",
    eyebrow: "Private Offers",
    heroTitle: "For the events that stay behind closed doors",
    heroLead:
      "Partner summits, leadership sprints and internal broadcasts need privacy as much as production quality. These packages give you both, at a fixed price.",
    choose: "Choose your format",
    leadBefore:
      "No other groups on your floor, a discreet guest list and a crew that signs your NDA on request. Looking for packages for public events? See our ",
    leadLink: "exclusive offers",
    leadAfter: ".",
  },
  de: {
    title: "Private Angebote",
    description:
      "Pakete für geschlossene, interne Veranstaltungen bei SPARK Frankfurt: Konferenztag Extended Focus, Workshops Co-Create & Accelerate und Hybrid Studio Day.",
    eyebrow: "Private Angebote",
    heroTitle: "Für Veranstaltungen, die hinter verschlossenen Türen bleiben",
    heroLead:
      "Partnergipfel, Führungskräfte-Sprints und interne Übertragungen brauchen Vertraulichkeit ebenso wie Produktionsqualität. Diese Pakete bieten Ihnen beides, zum Festpreis.",
    choose: "Wählen Sie Ihr Format",
    leadBefore:
      "Keine anderen Gruppen auf Ihrer Etage, eine diskrete Gästeliste und eine Crew, die auf Wunsch Ihre Geheimhaltungsvereinbarung unterzeichnet. Sie suchen Pakete für öffentliche Veranstaltungen? Dann sehen Sie sich unsere ",
    leadLink: "exklusiven Angebote",
    leadAfter: " an.",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/private-offers", locale });
};

/**
 * The offers and the gift card as published from the back office (issue 45): prerendered, and rendered
 * again in every server process when one is published (handle.content); a preview link shows one draft
 * in its place.
 */
export function loader({ request }: Route.LoaderArgs) {
  return offerPageData(request, "private");
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

// HTML with one React island, the offers and their tabs (docs/decisions/0692).
export const handle: PageHandle = { ...islandsPage, content: ["offer", "gift-card"] };

export default function PrivateOffersPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heroTitle} lead={t.heroLead} image={art("hero/private-offers-liberty")} />
      <section aria-labelledby="offers-heading" className="container-page py-12">
        <SectionHeading
          id="offers-heading"
          title={t.choose}
          lead={
            <>
              {t.leadBefore}
              <PageLink
                to="/exclusive-offers"
                className="text-accent underline underline-offset-4 hover:text-accent-strong"
              >
                {t.leadLink}
              </PageLink>
              {t.leadAfter}
            </>
          }
        />
        <div className="mt-10">
          <Island
            name="OffersBrowser"
            component={OffersBrowser}
            props={{
              tabs: inLocale(offerCategoryTabs, locale),
              offers: loaderData.offers,
            }}
          />
        </div>
      </section>
      <GiftCardBlock card={loaderData.giftCard} />
      <PreviewNotice state={loaderData.preview} />
    </>
  );
}
