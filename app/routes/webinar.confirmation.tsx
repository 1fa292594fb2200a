import { Link } from "react-router";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { ConfirmationStep } from "~/components/webinar/ConfirmationStep";
import { FormResultBanner } from "~/components/webinar/FormResultBanner";
import { WebinarFooter, WebinarHeader } from "~/components/webinar/WebinarChrome";
import { webinar } from "../../server/domain/webinar/webinar";
import { CalendarDownload } from "~/features/webinar-confirmation/CalendarDownload";
import { Countdown } from "~/features/webinar-confirmation/Countdown";
import { InviteColleagues } from "~/features/webinar-confirmation/InviteColleagues";
import { SurveyStep } from "~/features/webinar-confirmation/SurveyStep";
import { CALENDAR_FILE_PATH } from "../../server/domain/webinar/calendar";
import { registrationFromRequest } from "~/features/webinar-confirmation/registration-session.server";
import { smsRefusal, requestSmsReminder } from "~/features/webinar-sms-reminder/webinar-sms-reminder.server";
import { SmsReminderForm } from "~/features/webinar-sms-reminder/SmsReminderForm";
import { sessionState } from "../../server/domain/webinar/sessions";
import { toSessionView, viewSchedule } from "../../server/domain/webinar/session-view";
import type { PageHandle } from "~/lib/page-handle";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/webinar.confirmation";

// A page of islands (docs/decisions/0692, 0662): the countdown and the four steps that need script.
export const handle: PageHandle = { chrome: "minimal", ...islandsPage };

// Reached through the registrant's signed link, ?t=<token> (docs/decisions/1002-webinar-confirmation-link.md):
// rendered per request for that registration's session. Without a valid link: a neutral page.
export async function loader({ request }: Route.LoaderArgs) {
  const found = await registrationFromRequest(request);
  if (!found) return { registration: null };
  const { registrationId, session } = found;
  return {
    registration: {
      id: registrationId,
      token: new URL(request.url).searchParams.get("t") ?? "",
      session: { ...toSessionView(session), joinUrl: session.joinUrl, calendarSequence: session.calendarSequence },
      state: sessionState(session),
      // Whether an SMS reminder can still be asked for (not started, held or cancelled).
      smsOpen: smsRefusal(session) === undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    // Without a valid link nothing is confirmed: the neutral page says what it is for.
    title: loaderData?.registration
      ? "Anmeldung bestätigt: Webinar LED-Wall-Events"
      : "Ihre Webinar-Anmeldung: LED-Wall-Events",
    description:
      "Ihre Anmeldung zum Live-Webinar LED-Wall-Events: Termin speichern, SMS-Erinnerung aktivieren, Kolleginnen und Kollegen einladen.",
    path: webinar.confirmationPath,
    noindex: true,
  });

// The SMS reminder (step 3) posts here, with the signed link's token in the URL.
export function action({ request, context }: Route.ActionArgs) {
  return requestSmsReminder(request, context);
}

const cookieNote = (
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
);

/** Without a valid link: nothing about anyone's registration, a way to the landing page. */
function NoRegistration() {
  return (
    <>
      <WebinarHeader />
      <div className="container-page max-w-3xl py-16 md:py-24">
        <section
          aria-labelledby="bestaetigung-heading"
          className="rounded-card border border-line bg-surface p-6 md:p-10"
        >
          <h1 id="bestaetigung-heading" className="text-title font-semibold">
            Ihre Webinar-Anmeldung
          </h1>
          <p className="mt-4 text-lg text-ink-muted">
            Diese Seite zeigt Ihre Anmeldung, wenn Sie sie über den Link aus Ihrer Bestätigungs-E-Mail öffnen. Der
            aufgerufene Link ist unvollständig oder ungültig.
          </p>
          <p className="mt-4 text-lg text-ink-muted">
            Zum Webinar „{webinar.title}“ mit allen Terminen und der Anmeldung geht es hier:
          </p>
          <ButtonLink to={webinar.landingPath} className="mt-8 min-h-12 px-7 text-base">
            Zur Webinar-Seite
          </ButtonLink>
        </section>
      </div>
      <WebinarFooter />
    </>
  );
}

export default function WebinarConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const registration = loaderData.registration;
  if (!registration) return <NoRegistration />;
  const { session, state, token } = registration;
  const schedule = viewSchedule(session);
  const confirmationUrl = `${webinar.confirmationPath}?t=${token}`;
  const calendarSession = {
    slug: session.slug,
    startsAt: session.startsAt,
    durationMinutes: session.durationMinutes,
    joinUrl: session.joinUrl,
    registrationId: registration.id,
    sequence: session.calendarSequence,
  };
  return (
    <>
      <WebinarHeader />
      {cookieNote}

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
            Ihr Platz im Live-Webinar „{session.topic}“ am {schedule.dateLong} um {schedule.time} Uhr ist reserviert.
            Mit den fünf Schritten unten sind Sie bestens vorbereitet.
          </p>
        </section>

        <section aria-labelledby="countdown-heading">
          <h2 id="countdown-heading" className="text-center text-2xl font-semibold">
            Bis zum Start
          </h2>
          <p className="mb-6 mt-2 text-center text-ink-muted">
            {schedule.dateLong}, {schedule.time}-{schedule.endTime} Uhr, online
          </p>
          {state === "cancelled" || state === "held" ? (
            <p
              role="status"
              data-testid="session-status"
              className="rounded-card border border-line bg-surface-raised p-6 text-center text-lg"
            >
              {state === "cancelled" ? (
                <>
                  Dieser Termin wurde abgesagt. Einen neuen Termin finden Sie auf der{" "}
                  <Link to={webinar.landingPath} className="font-semibold text-accent underline underline-offset-4">
                    Webinar-Seite
                  </Link>
                  .
                </>
              ) : (
                `Dieses Webinar hat am ${schedule.date} stattgefunden.`
              )}
            </p>
          ) : (
            <Island
              name="Countdown"
              component={Countdown}
              props={{ start: schedule.start, end: schedule.end, dateText: schedule.date }}
            />
          )}
        </section>

        <ol className="space-y-6">
          <ConfirmationStep
            id="umfrage"
            number={1}
            title="Kurze Frage vorab"
            lead="Damit wir die Beispiele im Webinar auf Ihre Erfahrung abstimmen können."
          >
            <Island name="SurveyStep" component={SurveyStep} props={{ sessionSlug: session.slug }} />
          </ConfirmationStep>

          <ConfirmationStep
            id="kalender"
            number={2}
            title="Termin im Kalender speichern"
            lead="Die Kalenderdatei passt zu Outlook, Google Kalender und Apple Kalender und enthält den Link zum Live-Raum."
          >
            <Island
              name="CalendarDownload"
              component={CalendarDownload}
              props={{ session: calendarSession, href: `${CALENDAR_FILE_PATH}?t=${token}` }}
            />
          </ConfirmationStep>

          <ConfirmationStep
            id="sms-erinnerung"
            number={3}
            title="SMS-Erinnerung aktivieren"
            lead={`Wir schicken Ihnen ${webinar.smsReminderMinutesBefore} Minuten vor Beginn eine SMS, damit Sie den Start nicht verpassen. Ihre Nummer nutzen wir nur dafür.`}
          >
            {registration.smsOpen ? (
              <Island
                name="SmsReminderForm"
                component={SmsReminderForm}
                props={{ action: confirmationUrl, result: actionData, labelledBy: "sms-erinnerung-heading" }}
              />
            ) : (
              <p className="text-ink-muted">
                {state === "cancelled"
                  ? "Dieser Termin wurde abgesagt: Eine SMS-Erinnerung ist nicht möglich."
                  : "Dieser Termin hat bereits begonnen oder stattgefunden: Eine SMS-Erinnerung ist nicht mehr möglich."}
              </p>
            )}
          </ConfirmationStep>

          <ConfirmationStep
            id="einladen"
            number={4}
            title="Kolleginnen und Kollegen einladen"
            lead="Gemeinsam planen Sie besser: Teilen Sie das Webinar mit Ihrem Team. Die Einladung öffnet sich als Entwurf in Ihrem eigenen E-Mail-Programm."
          >
            <Island name="InviteColleagues" component={InviteColleagues} props={{ session }} />
          </ConfirmationStep>

          <ConfirmationStep
            id="live-raum"
            number={5}
            title="Am Webinartag: Live-Raum betreten"
            lead={`Am ${schedule.date} um ${schedule.time} Uhr geht es los. Bitte betreten Sie den Raum ${webinar.earlyJoinMinutes} Minuten vor Beginn; Sie brauchen nur Ihren Browser.`}
          >
            <ExternalButtonLink
              href={session.joinUrl}
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
