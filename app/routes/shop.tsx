import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { giftCardInForce } from "~/content/gift-card-in-force.server";
import { shopSections } from "~/content/shop";
import { site, siteWords } from "../../server/domain/company/site";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/shop";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658). The gift cards'
// section names the published gift card's terms: the page is rendered again when they are published.
export const handle: PageHandle = { react: false, content: ["gift-card"] };

const words = bilingual({
  en: {
    title: "Shop",
    description:
      "The SPARK shop: book event floors, private rooms, workshop packages and the rooftop terrace, choose a fixed-price offer or give an event as a gift card.",
    eyebrow: "Shop",
    heading: "Book SPARK your way",
    lead: "Rent a space by the day, pick a package with everything included, or give someone an event at SPARK. Every booking is confirmed with a written quote, so you know the full price before you commit.",
    sections: "Shop sections",
    howHeading: "How booking works",
    ask: { step: "1. Ask.", text: "Send a request or a mail draft from any offer." },
    visit: {
      step: "2. Visit.",
      text: (duration: string) => `See the space in person (${duration}), or take the 360° tour online.`,
    },
    confirm: {
      step: "3. Confirm.",
      text: "You receive a written quote; your booking is fixed when you sign it.",
    },
    bookTour: "Book a Tour",
    tour360: "360° Tour",
  },
  de: {
    title: "Online-Shop",
    description:
      "Der SPARK Shop: Eventetagen, Meetingräume, Workshop-Pakete und die Dachterrasse buchen, ein Festpreis-Angebot wählen oder eine Veranstaltung verschenken.",
    eyebrow: "Shop",
    heading: "SPARK buchen, wie es zu Ihnen passt",
    lead: "Mieten Sie eine Fläche tageweise, wählen Sie ein Paket mit allem Drum und Dran oder verschenken Sie eine Veranstaltung bei SPARK. Jede Buchung bestätigen wir mit einem schriftlichen Angebot, sodass Sie den vollen Preis kennen, bevor Sie sich festlegen.",
    sections: "Bereiche des Shops",
    howHeading: "So funktioniert die Buchung",
    ask: {
      step: "1. Anfragen.",
      text: "Senden Sie eine Anfrage oder einen E-Mail-Entwurf zu einem beliebigen Angebot.",
    },
    visit: {
      step: "2. Besichtigen.",
      text: (duration: string) =>
        `Sehen Sie sich die Fläche vor Ort an (${duration}) oder machen Sie online die 360°-Tour.`,
    },
    confirm: {
      step: "3. Bestätigen.",
      text: "Sie erhalten ein schriftliches Angebot; mit Ihrer Unterschrift ist die Buchung verbindlich.",
    },
    bookTour: "Besichtigung vereinbaren",
    tour360: "360°-Tour",
  },
});

/** How long a tour takes, as the page says it: "tours last 60-90 minutes" / "Dauer 60–90 Minuten". */
const tourDuration = bilingual({
  en: site.tourAvailability.duration.toLowerCase(),
  de: `Dauer ${site.tourAvailability.minutes.replace("-", "–")} Minuten`,
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/shop", locale });
};

/** The sections, with the gift card's terms as published from the back office (issue 45). */
export function loader({ request }: Route.LoaderArgs) {
  return { sections: inLocale(shopSections(giftCardInForce()), localeOfPath(new URL(request.url).pathname)) };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} image={art("hero/shop-horizon")} />
      <section aria-label={t.sections} className="container-page grid gap-6 pb-16 md:grid-cols-2">
        {loaderData.sections.map((section, index) => (
          <article
            key={section.id}
            className="group relative overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors hover:border-accent focus-within:border-accent"
          >
            <ArtImage
              art={section.image}
              alt=""
              // The first card's picture is on a phone's first screen, below the hero's.
              load={index === 0 ? "eager" : "lazy"}
              sizes="(min-width: 48rem) 38rem, 100vw"
              className="block aspect-[16/9] w-full"
            />
            <div className="p-6 md:p-8">
              <h2 className="text-2xl font-semibold">
                <PageLink to={section.href} className="after:absolute after:inset-0 after:content-['']">
                  {section.title}
                </PageLink>
              </h2>
              <p className="mt-3 text-ink-muted">{section.description}</p>
              <p
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-2 text-sm font-semibold group-hover:text-accent"
              >
                {section.linkLabel} <LineIcon name="arrowRight" className="h-4 w-4" />
              </p>
            </div>
          </article>
        ))}
      </section>
      <section aria-labelledby="shop-help" className="container-page pb-24">
        <div className="grid gap-6 rounded-card border border-line bg-surface p-8 md:grid-cols-[1fr_auto] md:items-center md:p-12">
          <div>
            <h2 id="shop-help" className="text-title font-semibold">
              {t.howHeading}
            </h2>
            <ol className="mt-6 grid gap-4 text-ink-muted md:grid-cols-3">
              <li>
                <span className="font-semibold text-ink">{t.ask.step}</span> {t.ask.text}{" "}
                {siteWords(locale).responsePromise}
              </li>
              <li>
                <span className="font-semibold text-ink">{t.visit.step}</span> {t.visit.text(tourDuration[locale])}
              </li>
              <li>
                <span className="font-semibold text-ink">{t.confirm.step}</span> {t.confirm.text}
              </li>
            </ol>
          </div>
          <div className="flex flex-wrap gap-3 md:flex-col">
            <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
            <ButtonLink to="/360-view" variant="secondary">
              {t.tour360}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
