import { NumberedSteps } from "~/components/sections/NumberedSteps";
import { PageHero } from "~/components/sections/PageHero";
import { fullAddress, mapsSearchUrl, site } from "../../server/domain/company/site";
import { requestTour } from "~/features/tour/tour.server";
import { TourRequestForm } from "~/features/tour/TourRequestForm";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/book-tour";
import { capacityText } from "../../server/domain/company/venue-figures";
import { tourAvailabilityWords } from "../../server/domain/booking/tour-words";

const words = bilingual({
  en: {
    title: "Book a Tour",
    description: `Request a personal tour of SPARK Frankfurt: three stages, LED walls, studios and offices on floors 4 to 8. ${site.tourAvailability.duration}; we confirm within ${site.responseWindow}.`,
    eyebrow: "Book a Tour",
    heroTitle: "See SPARK with your own eyes",
    lead: `Walk the stages, test the LED walls and meet the team who will run your event. Tell us when suits you and we confirm within ${site.responseWindow}.`,
    formHeading: "Request your tour",
    required: "Fields marked * are required.",
    expect: "What to Expect",
    whereHeading: "Address and availability",
    openMaps: "Open in Maps",
    why: "Why Choose SPARK",
    whatToExpect: [
      {
        title: "A walk through all three stages",
        text: "Skyline, Liberty and Horizon on floors 4, 5 and 6, with their terraces, foyers and breakout rooms.",
      },
      {
        title: "LED walls and studios live",
        text: "We switch on the LED walls and the broadcast studio so you can judge picture, sound and light for yourself.",
      },
      {
        title: "Your event, sketched on the spot",
        text: "Bring your guest numbers and agenda: our event managers suggest set-ups, catering and technology.",
      },
      {
        title: "A clear offer afterwards",
        text: `Within ${site.responseWindow} of the tour you receive a written proposal with availability and prices.`,
      },
    ],
    whyChoose: [
      "Stages from 600 to 1,400 sqm with LED walls of up to 150 sqm",
      `Up to ${capacityText.single} guests per single stage, ${capacityText.double} on a double floor and ${capacityText.triple} across three floors`,
      "In-house broadcast and streaming studios with a production crew",
      "Catering, technology, branding and content from one team",
      "Central Frankfurt location with hotels, trains and the airport close by",
    ],
  },
  de: {
    title: "Besichtigung vereinbaren",
    description: `Besichtigen Sie SPARK Frankfurt: drei Bühnen, LED-Wände, Studios und Büros auf den Etagen 4 bis 8. Wir bestätigen Ihren Termin innerhalb von ${site.de.responseWindow}.`,
    eyebrow: "Besichtigung",
    heroTitle: "Erleben Sie SPARK vor Ort",
    lead: `Gehen Sie über die Bühnen, testen Sie die LED-Wände und lernen Sie das Team kennen, das Ihre Veranstaltung betreut. Nennen Sie uns Ihren Wunschtermin, wir bestätigen ihn innerhalb von ${site.de.responseWindow}.`,
    formHeading: "Besichtigung anfragen",
    required: "Mit * markierte Felder sind Pflichtfelder.",
    expect: "Was Sie erwartet",
    whereHeading: "Adresse und Termine",
    openMaps: "In Google Maps öffnen",
    why: "Warum SPARK",
    whatToExpect: [
      {
        title: "Ein Rundgang über alle drei Bühnen",
        text: "Skyline, Liberty und Horizon auf den Etagen 4, 5 und 6, mit Terrassen, Foyers und Breakout-Räumen.",
      },
      {
        title: "LED-Wände und Studios live",
        text: "Wir schalten die LED-Wände und das Broadcast-Studio ein, damit Sie Bild, Ton und Licht selbst beurteilen können.",
      },
      {
        title: "Ihre Veranstaltung, direkt vor Ort skizziert",
        text: "Bringen Sie Gästezahl und Ablauf mit: Unsere Eventmanager schlagen Bestuhlung, Catering und Technik vor.",
      },
      {
        title: "Danach ein klares Angebot",
        text: `Innerhalb von ${site.de.responseWindow} nach der Besichtigung erhalten Sie ein schriftliches Angebot mit Verfügbarkeit und Preisen.`,
      },
    ],
    whyChoose: [
      "Bühnen von 600 bis 1.400 m² mit LED-Wänden bis 150 m²",
      `Bis zu ${capacityText.single} Gäste pro Bühne, ${capacityText.double.replace("-", "–")} auf einer Doppeletage und ${capacityText.triple} auf drei Etagen`,
      "Eigene Broadcast- und Streaming-Studios mit Produktionsteam",
      "Catering, Technik, Branding und Content aus einer Hand",
      "Zentral in Frankfurt, mit Hotels, Bahn und Flughafen in der Nähe",
    ],
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/book-tour", locale });
};

// A page of islands (docs/decisions/0692): the form is the one island, and sends itself (0662).
export const handle = islandsPage;

export function action({ request, context }: Route.ActionArgs) {
  return requestTour(request, context);
}

export default function BookTourPage({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  const availability = tourAvailabilityWords[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heroTitle} lead={t.lead} />
      <section className="container-page grid gap-12 pb-24 lg:grid-cols-[1.3fr_1fr]">
        <div className="rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
          <h2 id="tour-form-heading" className="text-3xl font-semibold">
            {t.formHeading}
          </h2>
          <p className="mb-8 mt-2 text-ink-muted">{t.required}</p>
          <Island name="TourRequestForm" component={TourRequestForm} props={{ result: actionData }} />
        </div>
        <div className="space-y-8">
          <NumberedSteps id="expect-heading" heading={t.expect} steps={t.whatToExpect} />
          <section aria-labelledby="where-heading" className="rounded-card border border-line bg-surface p-6">
            <h2 id="where-heading" className="text-2xl font-semibold">
              {t.whereHeading}
            </h2>
            <address className="mt-3 not-italic text-ink-muted">
              {site.name}, {fullAddress()}
            </address>
            <a
              href={mapsSearchUrl()}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {t.openMaps}
            </a>
            <ul className="mt-4 space-y-1 text-ink-muted">
              <li>{availability.weekdays}</li>
              <li>{availability.weekends}</li>
              <li>{availability.duration}</li>
            </ul>
          </section>
          <section
            aria-labelledby="why-heading"
            className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-6"
          >
            <h2 id="why-heading" className="text-2xl font-semibold">
              {t.why}
            </h2>
            <ul className="mt-4 space-y-3">
              {t.whyChoose.map((reason) => (
                <li key={reason} className="flex gap-3 text-ink-muted">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent" />
                  {reason}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </section>
    </>
  );
}
