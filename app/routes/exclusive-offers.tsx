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
import type { Route } from "./+types/exclusive-offers";
import { siteWords } from "../../server/domain/company/site";

const words = bilingual({
  en: {
    title: "Exclusive Offers",
    description:
      "Fixed-price event packages at SPARK Frankfurt: Weekend Immersion, Weekday Business Edge and the Virtual Keynote Experience, with stage, LED wall and crew.",
    eyebrow: "Exclusive Offers",
    heroTitle: "Packages with the stage, the screen and the crew included",
    heroLead:
      "Three formats our clients book again and again, at a fixed price: a weekend day on a full event floor, a focused business day and a keynote produced like a television show.",
    choose: "Choose your format",
    leadBefore: (responseWindow: string) =>
      `Each package can be adapted to your date and your guests: request a quote and we answer within ${responseWindow}. Planning a closed, in-house event? See our `,
    leadLink: "private offers",
    leadAfter: ".",
  },
  de: {
    title: "Exklusive Angebote",
    description:
      "Event-Pakete zum Festpreis bei SPARK Frankfurt: Weekend Immersion, Weekday Business Edge und Virtual Keynote Experience, mit Bühne, LED-Wand und Crew.",
    eyebrow: "Exklusive Angebote",
    heroTitle: "Pakete mit Bühne, LED-Wand und Crew inklusive",
    heroLead:
      "Drei Formate, die unsere Kunden immer wieder buchen, zum Festpreis: ein Wochenendtag auf einer kompletten Eventfläche, ein konzentrierter Business-Tag und eine Keynote, produziert wie eine Fernsehshow.",
    choose: "Wählen Sie Ihr Format",
    leadBefore: (responseWindow: string) =>
      `Jedes Paket passen wir an Ihren Termin und Ihre Gäste an: Fordern Sie ein Angebot an, wir antworten innerhalb von ${responseWindow}. Sie planen eine geschlossene, interne Veranstaltung? Dann sehen Sie sich unsere `,
    leadLink: "privaten Angebote",
    leadAfter: " an.",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/exclusive-offers", locale });
};

/**
 * The offers and the gift card as published from the back office (issue 45): prerendered, and rendered
 * again in every server process when one is published (handle.content); a preview link shows one draft
 * in its place.
 */
export function loader({ request }: Route.LoaderArgs) {
  return offerPageData(request, "exclusive");
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

// HTML with one React island, the offers and their tabs (docs/decisions/0692).
export const handle: PageHandle = { ...islandsPage, content: ["offer", "gift-card"] };

export default function ExclusiveOffersPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.heroTitle}
        lead={t.heroLead}
        image={art("hero/exclusive-offers-skyline")}
      />
      <section aria-labelledby="offers-heading" className="container-page py-12">
        <SectionHeading
          id="offers-heading"
          title={t.choose}
          lead={
            <>
              {t.leadBefore(siteWords(locale).responseWindow)}
              <PageLink
                to="/private-offers"
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
