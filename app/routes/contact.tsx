import { PageHero } from "~/components/sections/PageHero";
import { ArtImage } from "~/components/media/ArtImage";
import { ExternalButtonLink, ButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { fullAddress, mapsSearchUrl, site, siteWords, whatsappChatUrl } from "../../server/domain/company/site";
import { sendContactMessage } from "~/features/contact/contact.server";
import { ContactForm } from "~/features/contact/ContactForm";
import { whatsappQrSvg } from "~/features/contact/whatsapp-qr.server";
import { art } from "~/lib/art";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";
import { capacityText } from "../../server/domain/company/venue-figures";
import { buildMailto } from "~/lib/mailto";

const de = siteWords("de");
/** "60–90", "9:00–18:00": ranges with an en dash, as German writes them. */
const range = (value: string) => value.replace("-", "–");

// Read on each call: the words name the phone, e-mail, address and WhatsApp number, and an owner may publish
// new company details.
const words = () =>
  bilingual({
    en: {
      title: "Contact",
      description: `Contact SPARK Frankfurt: send us a message, call ${site.phone.display}, write to ${site.email.sales} or chat on WhatsApp. We answer within ${site.responseWindow}.`,
      eyebrow: "Contact",
      heroTitle: "Let's plan your next event",
      lead: `Tell us what you have in mind: a product launch for ${capacityText.triple} guests, a board meeting for 12 or a live stream to thousands. Our venue team answers within ${site.responseWindow}.`,
      venueLabel: "Our venue",
      imageAlt: "The SPARK building in Frankfurt at dusk, its event floors lit behind the glass facade",
      visit: "Visit us",
      mapsLabel: `Open in Maps: ${fullAddress()} (new tab)`,
      maps: "Open in Maps",
      callOrWrite: "Call or write",
      phone: "Phone:",
      email: "E-mail:",
      qrLabel: "QR code that opens a WhatsApp chat with SPARK",
      whatsapp: "Chat on WhatsApp",
      whatsappText: "Scan the code with your phone, or open the chat directly.",
      whatsappOpen: "Open WhatsApp chat",
      whatsappUrl: whatsappChatUrl(),
      hours: "Business hours",
      businessHours: String(site.businessHours.display),
      responsePromise: String(site.responsePromise),
      formHeading: "Send us a message",
      required: "Fields marked * are required.",
      tourHeading: "Book a Tour",
      tourText: `See the stages, LED walls and studios for yourself. ${site.tourAvailability.duration}, ${site.tourAvailability.weekdays}, weekends by arrangement.`,
      tourButton: "Book a Tour",
      view360: "Take the 360° tour",
      helpHeading: "Need help?",
      helpBefore: "Already booked with us? The",
      helpLink: "support page",
      helpAfter:
        "answers the most common questions about access, deliveries and technical set-up. For anything urgent on the day of your event, call us on",
    },
    de: {
      title: "Kontakt",
      description: `So erreichen Sie SPARK Frankfurt: per Formular, Telefon ${site.phone.display}, E-Mail an ${site.email.sales} oder WhatsApp. Wir antworten in ${de.responseWindow}.`,
      eyebrow: "Kontakt",
      heroTitle: "Planen wir Ihre nächste Veranstaltung",
      lead: `Erzählen Sie uns, was Sie vorhaben: einen Produktlaunch mit ${capacityText.triple} Gästen, eine Vorstandssitzung mit 12 Personen oder einen Livestream für Tausende. Unser Location-Team antwortet innerhalb von ${de.responseWindow}.`,
      venueLabel: "Unsere Location",
      imageAlt: "Das SPARK-Gebäude in Frankfurt in der Abenddämmerung, hinter der Glasfassade leuchten die Eventetagen",
      visit: "Besuchen Sie uns",
      mapsLabel: `Auf der Karte öffnen: ${fullAddress()} (neuer Tab)`,
      maps: "Auf der Karte öffnen",
      callOrWrite: "Anrufen oder schreiben",
      phone: "Telefon:",
      email: "E-Mail:",
      qrLabel: "QR-Code, der einen WhatsApp-Chat mit SPARK öffnet",
      whatsapp: "Per WhatsApp schreiben",
      whatsappText: "Scannen Sie den Code mit Ihrem Smartphone oder öffnen Sie den Chat direkt.",
      whatsappOpen: "WhatsApp-Chat öffnen",
      whatsappUrl: `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent("Hallo SPARK-Team, ich möchte mehr über Ihre Locations erfahren.")}`,
      hours: "Geschäftszeiten",
      businessHours: de.businessHours,
      responsePromise: de.responsePromise,
      formHeading: "Schreiben Sie uns",
      required: "Mit * gekennzeichnete Felder sind Pflichtfelder.",
      tourHeading: "Besichtigung vereinbaren",
      tourText: `Erleben Sie Bühnen, LED-Wände und Studios vor Ort. Eine Besichtigung dauert ${range(site.tourAvailability.minutes)} Minuten, Montag bis Freitag ${range(site.tourAvailability.hours)} Uhr, am Wochenende nach Vereinbarung.`,
      tourButton: "Besichtigung vereinbaren",
      view360: "360°-Rundgang starten",
      helpHeading: "Sie brauchen Hilfe?",
      helpBefore: "Sie haben bereits bei uns gebucht? Auf unserer",
      helpLink: "Hilfe-Seite",
      helpAfter:
        "finden Sie Antworten auf die häufigsten Fragen zu Zugang, Anlieferung und technischem Aufbau. Ist am Tag Ihrer Veranstaltung etwas dringend, rufen Sie uns an unter",
    },
  });

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words()[locale];
  return seo({ title: t.title, description: t.description, path: "/contact", locale });
};

export async function loader({ request }: Route.LoaderArgs) {
  return { whatsappQr: await whatsappQrSvg(words()[localeOfPath(new URL(request.url).pathname)].whatsappUrl) };
}

// A page of islands (docs/decisions/0692): the form is the one island, and sends itself (0662).
export const handle = islandsPage;

export function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = words()[useLocale()];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heroTitle} lead={t.lead} />

      <section aria-label={t.venueLabel} className="container-page">
        <div className="overflow-hidden rounded-card border border-line shadow-card">
          <ArtImage
            art={art("facility/spark-frankfurt")}
            alt={t.imageAlt}
            load="priority"
            sizes="(min-width: 80rem) 80rem, 100vw"
            className="block aspect-[16/7] w-full"
          />
        </div>
      </section>

      <section className="container-page grid gap-12 py-20 lg:grid-cols-[1fr_1.3fr]">
        <div className="min-w-0 space-y-10">
          <div>
            <h2 className="text-2xl font-semibold">{t.visit}</h2>
            <address className="mt-3 not-italic text-lg text-ink-muted">
              {site.legalName}
              <br />
              {site.address.street}
              <br />
              {site.address.postalCode} {site.address.city}
            </address>
            <ExternalButtonLink
              href={mapsSearchUrl()}
              newTab
              variant="secondary"
              className="mt-5"
              aria-label={t.mapsLabel}
            >
              {t.maps}
            </ExternalButtonLink>
          </div>

          <div>
            <h2 className="text-2xl font-semibold">{t.callOrWrite}</h2>
            <ul className="mt-3 space-y-2 text-lg">
              <li>
                {t.phone}{" "}
                <a className="text-accent underline-offset-4 hover:underline" href={site.phone.href}>
                  {site.phone.display}
                </a>
              </li>
              <li>
                {t.email}{" "}
                <a
                  className="text-accent underline-offset-4 hover:underline"
                  href={buildMailto({ to: site.email.sales })}
                >
                  {site.email.sales}
                </a>
              </li>
            </ul>
          </div>

          <div className="flex flex-wrap items-center gap-6 rounded-card border border-line bg-surface p-6">
            <div
              className="h-36 w-36 shrink-0 overflow-hidden rounded-lg bg-white p-1"
              role="img"
              aria-label={t.qrLabel}
              dangerouslySetInnerHTML={{ __html: loaderData.whatsappQr }}
            />
            <div className="min-w-48 flex-1">
              <h2 className="text-xl font-semibold">{t.whatsapp}</h2>
              <p className="mt-2 text-sm text-ink-muted">{t.whatsappText}</p>
              <a
                href={t.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                {t.whatsappOpen}
              </a>
            </div>
          </div>

          <div>
            <h2 className="text-2xl font-semibold">{t.hours}</h2>
            <p className="mt-3 text-lg text-ink-muted">{t.businessHours}</p>
            <p className="mt-1 text-ink-muted">{t.responsePromise}</p>
          </div>
        </div>

        <div className="rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
          <h2 id="contact-form-heading" className="text-3xl font-semibold">
            {t.formHeading}
          </h2>
          <p className="mb-8 mt-2 text-ink-muted">{t.required}</p>
          <Island name="ContactForm" component={ContactForm} props={{ result: actionData }} />
        </div>
      </section>

      <section className="container-page grid gap-6 pb-24 md:grid-cols-2">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8">
          <h2 className="text-2xl font-semibold">{t.tourHeading}</h2>
          <p className="mt-3 text-ink-muted">{t.tourText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/book-tour">{t.tourButton}</ButtonLink>
            <ButtonLink to="/360-view" variant="secondary">
              {t.view360}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-card border border-line bg-surface p-8">
          <h2 className="text-2xl font-semibold">{t.helpHeading}</h2>
          <p className="mt-3 text-ink-muted">
            {t.helpBefore}{" "}
            <PageLink to="/support" className="text-accent underline underline-offset-4">
              {t.helpLink}
            </PageLink>{" "}
            {t.helpAfter}{" "}
            <a href={site.phone.href} className="text-accent underline underline-offset-4">
              {site.phone.display}
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}
