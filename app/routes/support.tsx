import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { Accordion } from "~/components/ui/Accordion";
import { ButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { site, siteWords, whatsappChatUrl } from "../../server/domain/company/site";
import { supportFaqGroups as faqContent } from "~/content/support";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { buildMailto } from "~/lib/mailto";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/support";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Support",
    description: `Help for SPARK clients: deadlines, deliveries, technology and recordings, plus phone, e-mail and WhatsApp support. ${site.responsePromise}`,
    eyebrow: "Support",
    heading: "How can we help?",
    lead: "Answers for clients preparing an event at SPARK, and the fastest way to reach our team before, during and after your event.",
    channels: "Reach our team",
    onTheDay: "On your event day, your event manager and the duty manager are on site and reachable by phone.",
    phone: "Phone",
    phoneText: "For urgent questions and on your event day.",
    email: "E-mail",
    emailText: "For files, changes to your booking and anything in writing.",
    emailSubject: "Support request",
    whatsappText: "Quick questions from your phone, answered by the same team.",
    whatsappLink: "Open WhatsApp chat",
    hours: "Office hours",
    afterHours: "Outside these hours, leave a message: we reply on the next working day.",
    faq: "Frequently asked questions",
    moreTitle: "Planning a new event?",
    moreBefore: "For new enquiries, use the",
    moreLink: "contact form",
    moreAfter:
      "or book a tour of the venue. Booked clients find deadlines, catering and signage details in the event planners handbook.",
    contact: "Contact Us",
    bookTour: "Book a Tour",
    handbook: "Event Planners Handbook",
  },
  de: {
    title: "Hilfe & Support",
    description: `Hilfe für SPARK-Kunden: Fristen, Lieferungen, Technik und Aufzeichnungen, dazu Support per Telefon, E-Mail und WhatsApp. Antwort binnen ${site.de.responseWindow}.`,
    eyebrow: "Hilfe",
    heading: "Wie können wir helfen?",
    lead: "Antworten für Kunden, die eine Veranstaltung bei SPARK vorbereiten, und der schnellste Weg zu unserem Team: vor, während und nach Ihrer Veranstaltung.",
    channels: "So erreichen Sie uns",
    onTheDay:
      "Am Veranstaltungstag sind Ihre Ansprechperson aus dem Eventmanagement und die diensthabende Hausleitung vor Ort und telefonisch erreichbar.",
    phone: "Telefon",
    phoneText: "Für dringende Fragen und an Ihrem Veranstaltungstag.",
    email: "E-Mail",
    emailText: "Für Dateien, Änderungen an Ihrer Buchung und alles Schriftliche.",
    emailSubject: "Support-Anfrage",
    whatsappText: "Kurze Fragen vom Smartphone, beantwortet vom selben Team.",
    whatsappLink: "WhatsApp-Chat öffnen",
    hours: "Bürozeiten",
    afterHours: "Außerhalb dieser Zeiten hinterlassen Sie uns eine Nachricht: Wir antworten am nächsten Werktag.",
    faq: "Häufige Fragen",
    moreTitle: "Sie planen eine neue Veranstaltung?",
    moreBefore: "Für neue Anfragen nutzen Sie bitte das",
    moreLink: "Kontaktformular",
    moreAfter:
      "oder vereinbaren Sie eine Besichtigung. Kunden mit Buchung finden Fristen sowie Details zu Catering und Beschilderung im Handbuch für Eventplaner.",
    contact: "Kontakt aufnehmen",
    bookTour: "Besichtigung vereinbaren",
    handbook: "Handbuch für Eventplaner",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/support", locale });
};

const channelClass = "flex h-full flex-col rounded-card border border-line bg-surface p-6";

export default function SupportPage() {
  const locale = useLocale();
  const t = words[locale];
  const ours = siteWords(locale);
  const supportFaqGroups = inLocale(faqContent, locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} image={art("hero/support-liberty")} />

      <section aria-labelledby="channels-heading" className="container-page pb-16">
        <h2 id="channels-heading" className="text-title font-semibold">
          {t.channels}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">
          {ours.responsePromise} {t.onTheDay}
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li className={channelClass}>
            <LineIcon name="phone" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">{t.phone}</h3>
            <p className="mt-2 text-sm text-ink-muted">{t.phoneText}</p>
            <a
              href={site.phone.href}
              className="mt-auto pt-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {site.phone.display}
            </a>
          </li>
          <li className={channelClass}>
            <LineIcon name="mail" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">{t.email}</h3>
            <p className="mt-2 text-sm text-ink-muted">{t.emailText}</p>
            <a
              href={buildMailto({ to: site.email.info, subject: t.emailSubject })}
              className="mt-auto break-all pt-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {site.email.info}
            </a>
          </li>
          <li className={channelClass}>
            <LineIcon name="chat" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">WhatsApp</h3>
            <p className="mt-2 text-sm text-ink-muted">{t.whatsappText}</p>
            <a
              href={whatsappChatUrl()}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto pt-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {t.whatsappLink}
            </a>
          </li>
          <li className={channelClass}>
            <LineIcon name="clock" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">{t.hours}</h3>
            <p className="mt-2 text-sm text-ink-muted">{ours.businessHours}</p>
            <p className="mt-auto pt-4 text-sm text-ink-muted">{t.afterHours}</p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="container-page pb-16">
        <h2 id="faq-heading" className="text-title font-semibold">
          {t.faq}
        </h2>
        <div className="mt-8 grid gap-10">
          {supportFaqGroups.map((group) => (
            <div key={group.id}>
              <h3 id={group.id} className="mb-4 text-xl font-semibold">
                {group.title}
              </h3>
              <Accordion
                items={group.questions.map((item) => ({
                  id: item.id,
                  question: item.question,
                  answer: <p>{item.answer}</p>,
                }))}
              />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="support-more" className="container-page pb-24">
        <div className="rounded-card border border-line bg-surface p-8 md:p-12">
          <h2 id="support-more" className="text-2xl font-semibold">
            {t.moreTitle}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-muted">
            {t.moreBefore}{" "}
            <PageLink to="/contact" className="text-accent underline underline-offset-4">
              {t.moreLink}
            </PageLink>{" "}
            {t.moreAfter}
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <ButtonLink to="/contact">{t.contact}</ButtonLink>
            <ButtonLink to="/book-tour" variant="secondary">
              {t.bookTour}
            </ButtonLink>
            <ButtonLink to="/event-planners" variant="secondary">
              {t.handbook}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
