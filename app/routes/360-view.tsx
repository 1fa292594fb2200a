import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { site } from "../../server/domain/company/site";
import { virtualTour } from "~/content/virtual-tour";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/360-view";

const { weekdays, weekends, duration, hours, minutes } = site.tourAvailability;

const words = bilingual({
  en: {
    title: "360° Virtual Tour",
    description:
      "Walk through SPARK Frankfurt online: a 360° tour of the Horizon, Liberty and Skyline event floors and the co-working floors, loaded after your click or consent.",
    eyebrow: "360° View",
    heading: "Walk through SPARK from anywhere",
    lead: "Move through the stages, foyers, studios and the rooftop terrace at your own pace, then book a tour to see them in person.",
    tourHeading: "Virtual tour",
    play: "Start the 360° tour",
    noticeBefore: (provider: string) =>
      `The tour is provided by ${provider} and loads only when you start it, or automatically if you allowed marketing cookies in your `,
    cookieSettings: "cookie settings",
    noticeAfter: ".",
    floorsHeading: "What you will see, floor by floor",
    inPerson: "See it in person",
    times: `${weekdays}, ${weekends.toLowerCase()}. ${duration}.`,
    bookTour: "Book a Tour",
    explore: "Explore Venues",
  },
  de: {
    title: "360°-Rundgang",
    description:
      "SPARK Frankfurt online erkunden: 360°-Rundgang über die Eventetagen Horizon, Liberty und Skyline und die Coworking-Etagen, geladen nach Klick oder Einwilligung.",
    eyebrow: "360°-Ansicht",
    heading: "SPARK von überall aus erkunden",
    lead: "Bewegen Sie sich in Ihrem eigenen Tempo durch Bühnen, Foyers, Studios und über die Dachterrasse – und vereinbaren Sie danach eine Besichtigung vor Ort.",
    tourHeading: "Virtueller Rundgang",
    play: "360°-Rundgang starten",
    noticeBefore: (provider: string) =>
      `Der Rundgang wird von ${provider} bereitgestellt und lädt erst, wenn Sie ihn starten – oder sofort, wenn Sie Marketing-Cookies in Ihren `,
    cookieSettings: "Cookie-Einstellungen",
    noticeAfter: " erlaubt haben.",
    floorsHeading: "Was Sie sehen, Etage für Etage",
    inPerson: "Vor Ort erleben",
    times: `Montag bis Freitag, ${hours.replace("-", "–")} Uhr, am Wochenende nach Vereinbarung. Eine Besichtigung dauert ${minutes.replace("-", "–")} Minuten.`,
    bookTour: "Besichtigung vereinbaren",
    explore: "Locations entdecken",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/360-view", locale });
};

// HTML with one React island, the tour's embed (docs/decisions/0692).
export const handle = islandsPage;

export default function VirtualTourPage() {
  const locale = useLocale();
  const t = words[locale];
  const tour = inLocale(virtualTour, locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} />

      <section aria-labelledby="tour-heading" className="container-page pb-16">
        <h2 id="tour-heading" className="sr-only">
          {t.tourHeading}
        </h2>
        <Island
          name="ConsentEmbed"
          component={ConsentEmbed}
          props={{
            src: tour.src,
            title: tour.title,
            poster: tour.poster,
            posterLoad: "priority",
            provider: tour.provider,
            playLabel: t.play,
            aspect: "aspect-[4/5] sm:aspect-video",
            lang: locale,
          }}
        />
        <p className="mt-4 text-sm text-ink-muted">
          {t.noticeBefore(tour.provider)}
          <PageLink to="/cookie-settings" className="text-accent underline underline-offset-4">
            {t.cookieSettings}
          </PageLink>
          {t.noticeAfter}
        </p>
      </section>

      <section aria-labelledby="floors-heading" className="container-page pb-16">
        <h2 id="floors-heading" className="text-title font-semibold">
          {t.floorsHeading}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-2">
          {tour.floors.map((floor) => (
            <li key={floor.id} id={floor.id} className="rounded-card border border-line bg-surface p-6 md:p-8">
              <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{floor.label}</p>
              <h3 className="mt-2 text-2xl font-semibold">{floor.name}</h3>
              <p className="mt-3 text-ink-muted">{floor.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tour-cta" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="tour-cta" className="text-title font-semibold">
            {t.inPerson}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.times}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
            <ButtonLink to="/venues" variant="secondary">
              {t.explore}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
