import { NumberedSteps } from "~/components/sections/NumberedSteps";
import { PageHero } from "~/components/sections/PageHero";
import { AvailabilityCalendar } from "~/features/enquiry/AvailabilityCalendar";
import { EnquiryForm } from "~/features/enquiry/EnquiryForm";
import { enquiryFormLabels } from "~/features/enquiry/form-words";
import { sendEnquiry } from "~/features/enquiry/enquiry.server";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { site } from "../../server/domain/company/site";
import { frankfurtDay } from "../../server/domain/company/venue-time";
import { yearCalendar } from "../../server/domain/enquiries/availability";
import { enquirableDays, OPTION_DAYS } from "../../server/domain/enquiries/option-rules";
import { priceListInForce } from "../../server/domain/enquiries/price-list-settings";
import { eventSpace, eventSpaces } from "../../server/domain/enquiries/spaces";
import type { Route } from "./+types/enquire";

// The event enquiry (issue 47, decisions 1135, 1138): rendered per request, for the price list the
// team edits; the form is the one island. Sent for free dates, it holds them as an option at once.

const words = bilingual({
  en: {
    title: "Enquire about your event",
    description: `Ask for a stage, a double floor or all three: see an estimate as you type, hold your date as an option and hear from us within ${site.responseWindow}.`,
    eyebrow: "Enquire",
    heroTitle: "Plan your event at SPARK",
    lead: "Tell us the space, the date and your guests: you see an estimate as you type and hold your date as an option at once.",
    formHeading: "Your event",
    required: "Fields marked * are required. Looking for a free day?",
    seeCalendar: "See the calendar",
    how: "How it works",
    howItWorks: [
      {
        title: "Your date is held at once",
        text: `Free dates are held for you as a first option for ${OPTION_DAYS} days. If someone holds a date already, you take the second option and move up when it is released.`,
      },
      {
        title: "An estimate, straight away",
        text: "The form works out the price as you go: the space's rate, your add-ons and VAT. It comes with your confirmation e-mail too.",
      },
      {
        title: "An offer from our team",
        text: `We reply within ${site.responseWindow} with an offer. The option becomes a booking when you sign it.`,
      },
    ],
  },
  de: {
    title: "Veranstaltung anfragen",
    description: `Bühne, Doppeletage oder alle drei anfragen: Kostenschätzung direkt beim Ausfüllen, Termin sofort als Option gesichert, Antwort innerhalb von ${site.de.responseWindow}.`,
    eyebrow: "Anfrage",
    heroTitle: "Planen Sie Ihre Veranstaltung bei SPARK",
    lead: "Nennen Sie uns Fläche, Datum und Personenzahl: Sie sehen die Kosten schon beim Ausfüllen und sichern Ihren Termin sofort als Option.",
    formHeading: "Ihre Veranstaltung",
    required: "Mit * markierte Felder sind Pflichtfelder. Sie suchen einen freien Tag?",
    seeCalendar: "Zum Kalender",
    how: "So funktioniert es",
    howItWorks: [
      {
        title: "Ihr Termin ist sofort gesichert",
        text: `Freie Termine halten wir ${OPTION_DAYS} Tage lang als 1. Option für Sie. Ist ein Termin bereits optioniert, erhalten Sie die 2. Option und rücken nach, sobald er freigegeben wird.`,
      },
      {
        title: "Sofort eine Kostenschätzung",
        text: "Das Formular berechnet den Preis schon beim Ausfüllen: Flächenpreis, Zusatzleistungen und MwSt. Sie erhalten die Schätzung auch mit Ihrer Bestätigung per E-Mail.",
      },
      {
        title: "Ein Angebot von unserem Team",
        text: `Wir antworten innerhalb von ${site.de.responseWindow} mit einem Angebot. Mit Ihrer Unterschrift wird aus der Option eine verbindliche Buchung.`,
      },
    ],
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/enquire", locale });
};

export const handle = islandsPage;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const nameOf = (space: { name: string; nameDe: string }) => (locale === "de" ? space.nameDe : space.name);
  const asked = eventSpace(url.searchParams.get("space") ?? "");
  const today = frankfurtDay();
  const { first, last } = enquirableDays(today);
  // A day chosen in the calendar fills the form's first date (only a day the form would take).
  const date = url.searchParams.get("date") ?? "";
  const { db } = await database();
  const { prices } = await priceListInForce(db);
  const shown = asked ?? eventSpaces[0]!;
  return {
    spaces: eventSpaces.map((space) => ({ id: space.id, name: nameOf(space), maxGuests: space.maxGuests })),
    prices,
    space: asked?.id,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= first && date <= last ? date : undefined,
    firstDay: first,
    lastDay: last,
    labels: enquiryFormLabels[locale],
    calendar: { space: { id: shown.id, name: nameOf(shown) }, months: await yearCalendar(db, shown, today) },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return sendEnquiry(request, context);
}

export default function EnquirePage({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, ...form } = loaderData;
  const t = words[useLocale()];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heroTitle} lead={t.lead} />
      <section className="container-page grid gap-12 pb-24 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
          <h2 id="enquiry-form-heading" className="text-3xl font-semibold">
            {t.formHeading}
          </h2>
          <p className="mb-8 mt-2 text-ink-muted">
            {t.required}{" "}
            <a href="#availability" className="text-accent underline">
              {t.seeCalendar}
            </a>
            .
          </p>
          <Island name="EnquiryForm" component={EnquiryForm} props={{ ...form, result: actionData }} />
        </div>
        <NumberedSteps id="how-heading" heading={t.how} steps={t.howItWorks} />
      </section>
      <AvailabilityCalendar space={calendar.space} spaces={form.spaces} months={calendar.months} />
    </>
  );
}
