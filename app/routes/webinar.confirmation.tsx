import { Link } from "react-router";
import { ExternalButtonLink } from "~/components/ui/Button";
import { ConfirmationStep } from "~/components/webinar/ConfirmationStep";
import { FormResultBanner } from "~/components/webinar/FormResultBanner";
import { WebinarFooter, WebinarHeader } from "~/components/webinar/WebinarChrome";
import { webinar } from "~/content/webinar";
import { CalendarDownload } from "~/features/webinar-confirmation/CalendarDownload";
import { Countdown } from "~/features/webinar-confirmation/Countdown";
import { InviteColleagues } from "~/features/webinar-confirmation/InviteColleagues";
import { SurveyStep } from "~/features/webinar-confirmation/SurveyStep";
import { requestSmsReminder } from "~/features/webinar-sms-reminder/webinar-sms-reminder.server";
import { SmsReminderForm } from "~/features/webinar-sms-reminder/SmsReminderForm";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo";
import { keepFormOnTransitFailure } from "~/features/form-kit/transit";
import { smsReminderMessages } from "~/features/webinar-sms-reminder/messages";
import type { Route } from "./+types/webinar.confirmation";

export const handle: PageHandle = { lang: "de", chrome: "minimal" };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Anmeldung bestätigt: Webinar LED-Wall-Events",
    description: `Ihre Anmeldung zum Live-Webinar am ${webinar.date} um ${webinar.time} Uhr ist bestätigt: Termin speichern, SMS-Erinnerung aktivieren, Kolleginnen und Kollegen einladen.`,
    path: webinar.confirmationPath,
    locale: "de_DE",
    noindex: true,
  });

// The SMS reminder (step 3) posts here.
export function action({ request, context }: Route.ActionArgs) {
  return requestSmsReminder(request, context);
}

// A request lost on its way keeps the page and the typed values, with the form's failure toast.
export const clientAction = keepFormOnTransitFailure(smsReminderMessages.failure);

export default function WebinarConfirmationPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <WebinarHeader />
      <aside aria-label="Hinweis zu Cookies und Tracking" className="border-b border-line bg-surface">
        <p className="container-page py-3 text-sm text-ink-muted">
          Diese Seite setzt keine Tracking- oder Werbe-Cookies. Ihre Umfrage-Antwort bleibt nur in Ihrem Browser
          gespeichert. Mehr dazu in unserer{" "}
          <Link to="/privacy" className="font-semibold text-ink underline underline-offset-4">
            Datenschutzerklärung
          </Link>
          .
        </p>
      </aside>

      <FormResultBanner result={actionData} formId="sms-erinnerung" linkText="Zur SMS-Erinnerung" />
      <div className="container-page max-w-4xl space-y-10 py-10 md:py-16">
        <section
          aria-labelledby="bestaetigung-heading"
          className="rounded-card border border-success/50 bg-success/10 p-6 md:p-8"
        >
          <p className="flex items-center gap-3 font-semibold text-success">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-success text-canvas"
            >
              ✓
            </span>
            Anmeldung erfolgreich
          </p>
          <h1 id="bestaetigung-heading" className="mt-4 text-title font-semibold">
            Sie sind dabei!
          </h1>
          <p className="mt-3 text-lg text-ink">
            Ihr Platz im Live-Webinar „{webinar.title}“ am {webinar.dateLong} um {webinar.time} Uhr ist reserviert. Mit
            den fünf Schritten unten sind Sie bestens vorbereitet.
          </p>
        </section>

        <section aria-labelledby="countdown-heading">
          <h2 id="countdown-heading" className="text-center text-2xl font-semibold">
            Bis zum Start
          </h2>
          <p className="mb-6 mt-2 text-center text-ink-muted">
            {webinar.dateLong}, {webinar.time}-{webinar.endTime} Uhr, online
          </p>
          <Countdown start={webinar.start} end={webinar.end} dateText={webinar.date} />
        </section>

        <ol className="space-y-6">
          <ConfirmationStep
            id="umfrage"
            number={1}
            title="Kurze Frage vorab"
            lead="Damit wir die Beispiele im Webinar auf Ihre Erfahrung abstimmen können."
          >
            <SurveyStep />
          </ConfirmationStep>

          <ConfirmationStep
            id="kalender"
            number={2}
            title="Termin im Kalender speichern"
            lead="Die Kalenderdatei passt zu Outlook, Google Kalender und Apple Kalender und enthält den Link zum Live-Raum."
          >
            <CalendarDownload />
          </ConfirmationStep>

          <ConfirmationStep
            id="sms-erinnerung"
            number={3}
            title="SMS-Erinnerung aktivieren"
            lead={`Wir schicken Ihnen ${webinar.smsReminderMinutesBefore} Minuten vor Beginn eine SMS, damit Sie den Start nicht verpassen. Ihre Nummer nutzen wir nur dafür.`}
          >
            <SmsReminderForm result={actionData} labelledBy="sms-erinnerung-heading" />
          </ConfirmationStep>

          <ConfirmationStep
            id="einladen"
            number={4}
            title="Kolleginnen und Kollegen einladen"
            lead="Gemeinsam planen Sie besser: Teilen Sie das Webinar mit Ihrem Team. Die Einladung öffnet sich als Entwurf in Ihrem eigenen E-Mail-Programm."
          >
            <InviteColleagues />
          </ConfirmationStep>

          <ConfirmationStep
            id="live-raum"
            number={5}
            title="Am Webinartag: Live-Raum betreten"
            lead={`Am ${webinar.date} um ${webinar.time} Uhr geht es los. Bitte betreten Sie den Raum ${webinar.earlyJoinMinutes} Minuten vor Beginn; Sie brauchen nur Ihren Browser.`}
          >
            <ExternalButtonLink
              href={webinar.joinUrl}
              newTab
              className="min-h-12 px-7 text-base"
              aria-label="Live-Raum jetzt betreten! (öffnet in neuem Tab)"
            >
              Live-Raum jetzt betreten!
            </ExternalButtonLink>
          </ConfirmationStep>
        </ol>
      </div>

      <WebinarFooter />
    </>
  );
}
