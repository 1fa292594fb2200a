import { ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { ConfirmationStep } from "~/components/webinar/ConfirmationStep";
import { FormResultBanner } from "~/components/webinar/FormResultBanner";
import { WebinarFooter, WebinarHeader } from "~/components/webinar/WebinarChrome";
import { webinar, webinarWords } from "../../server/domain/webinar/webinar";
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
import { PageLink } from "~/components/ui/PageLink";
import { bilingual, localeOfPath, localizeHref, useLocale } from "~/lib/i18n/locale";
import type { Route } from "./+types/webinar.confirmation";

// A page of islands (docs/decisions/0692, 0662): the countdown and the four steps that need script.
export const handle: PageHandle = { chrome: "minimal", ...islandsPage };

type Schedule = ReturnType<typeof viewSchedule>;

// The spec wrote this page in German (/webinar/confirmation); its English twin is /en/webinar/confirmation.
const words = bilingual({
  en: {
    titleConfirmed: "Registration confirmed: LED wall events webinar",
    titleNeutral: "Your webinar registration: LED wall events",
    description:
      "Your registration for the live webinar on LED wall events: save the date, activate an SMS reminder, invite colleagues.",
    cookieLabel: "Note on cookies and tracking",
    cookieText:
      "This page sets no tracking or advertising cookies. Your survey answer is only stored in your browser. Find out more in our",
    policy: "privacy policy",
    neutralHeading: "Your webinar registration",
    neutralText:
      "This page shows your registration when you open it from the link in your confirmation email. The link you followed is incomplete or invalid.",
    neutralLink: `For the webinar “${webinarWords.en.title}” with all dates and registration, go here:`,
    neutralButton: "Go to the webinar page",
    toSms: "Go to the SMS reminder",
    success: "Registration successful",
    heading: "You're in!",
    reserved: (topic: string, s: Schedule) =>
      `Your place in the live webinar “${topic}” on ${s.dateLong} at ${s.time} (${s.zone}) is reserved. The five steps below will get you well prepared.`,
    countdown: "Until the start",
    when: (s: Schedule) => `${s.dateLong}, ${s.time}-${s.endTime} (${s.zone}), online`,
    cancelledBefore: "This session has been cancelled. You will find a new date on the",
    webinarPage: "webinar page",
    held: (s: Schedule) => `This webinar took place on ${s.date}.`,
    surveyTitle: "A quick question first",
    surveyLead: "So that we can match the examples in the webinar to your experience.",
    calendarTitle: "Save the date in your calendar",
    calendarLead:
      "The calendar file works with Outlook, Google Calendar and Apple Calendar and contains the link to the live room.",
    smsTitle: "Activate an SMS reminder",
    smsLead: `We will send you an SMS ${webinar.smsReminderMinutesBefore} minutes before the start so that you don't miss it. We use your number for this purpose only.`,
    smsCancelled: "This session has been cancelled: an SMS reminder is not possible.",
    smsPast: "This session has already started or taken place: an SMS reminder is no longer possible.",
    inviteTitle: "Invite colleagues",
    inviteLead:
      "Planning works better together: share the webinar with your team. The invitation opens as a draft in your own email program.",
    roomTitle: "On the day: enter the live room",
    roomLead: (s: Schedule) =>
      `We start on ${s.date} at ${s.time} (${s.zone}). Please enter the room ${webinar.earlyJoinMinutes} minutes before the start; all you need is your browser.`,
    roomButton: "Enter the live room now!",
    roomLabel: "Enter the live room now! (opens in a new tab)",
  },
  de: {
    titleConfirmed: "Anmeldung bestätigt: Webinar LED-Wall-Events",
    titleNeutral: "Ihre Webinar-Anmeldung: LED-Wall-Events",
    description:
      "Ihre Anmeldung zum Live-Webinar LED-Wall-Events: Termin speichern, SMS-Erinnerung aktivieren, Kolleginnen und Kollegen einladen.",
    cookieLabel: "Hinweis zu Cookies und Tracking",
    cookieText:
      "Diese Seite setzt keine Tracking- oder Werbe-Cookies. Ihre Umfrage-Antwort bleibt nur in Ihrem Browser gespeichert. Mehr dazu in unserer",
    policy: "Datenschutzerklärung",
    neutralHeading: "Ihre Webinar-Anmeldung",
    neutralText:
      "Diese Seite zeigt Ihre Anmeldung, wenn Sie sie über den Link aus Ihrer Bestätigungs-E-Mail öffnen. Der aufgerufene Link ist unvollständig oder ungültig.",
    neutralLink: `Zum Webinar „${webinar.title}“ mit allen Terminen und der Anmeldung geht es hier:`,
    neutralButton: "Zur Webinar-Seite",
    toSms: "Zur SMS-Erinnerung",
    success: "Anmeldung erfolgreich",
    heading: "Sie sind dabei!",
    reserved: (topic: string, s: Schedule) =>
      `Ihr Platz im Live-Webinar „${topic}“ am ${s.dateLong} um ${s.time} Uhr ist reserviert. Mit den fünf Schritten unten sind Sie bestens vorbereitet.`,
    countdown: "Bis zum Start",
    when: (s: Schedule) => `${s.dateLong}, ${s.time}-${s.endTime} Uhr, online`,
    cancelledBefore: "Dieser Termin wurde abgesagt. Einen neuen Termin finden Sie auf der",
    webinarPage: "Webinar-Seite",
    held: (s: Schedule) => `Dieses Webinar hat am ${s.date} stattgefunden.`,
    surveyTitle: "Kurze Frage vorab",
    surveyLead: "Damit wir die Beispiele im Webinar auf Ihre Erfahrung abstimmen können.",
    calendarTitle: "Termin im Kalender speichern",
    calendarLead:
      "Die Kalenderdatei passt zu Outlook, Google Kalender und Apple Kalender und enthält den Link zum Live-Raum.",
    smsTitle: "SMS-Erinnerung aktivieren",
    smsLead: `Wir schicken Ihnen ${webinar.smsReminderMinutesBefore} Minuten vor Beginn eine SMS, damit Sie den Start nicht verpassen. Ihre Nummer nutzen wir nur dafür.`,
    smsCancelled: "Dieser Termin wurde abgesagt: Eine SMS-Erinnerung ist nicht möglich.",
    smsPast: "Dieser Termin hat bereits begonnen oder stattgefunden: Eine SMS-Erinnerung ist nicht mehr möglich.",
    inviteTitle: "Kolleginnen und Kollegen einladen",
    inviteLead:
      "Gemeinsam planen Sie besser: Teilen Sie das Webinar mit Ihrem Team. Die Einladung öffnet sich als Entwurf in Ihrem eigenen E-Mail-Programm.",
    roomTitle: "Am Webinartag: Live-Raum betreten",
    roomLead: (s: Schedule) =>
      `Am ${s.date} um ${s.time} Uhr geht es los. Bitte betreten Sie den Raum ${webinar.earlyJoinMinutes} Minuten vor Beginn; Sie brauchen nur Ihren Browser.`,
    roomButton: "Live-Raum jetzt betreten!",
    roomLabel: "Live-Raum jetzt betreten! (öffnet in neuem Tab)",
  },
});

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

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({
    // Without a valid link nothing is confirmed: the neutral page says what it is for.
    title: loaderData?.registration ? t.titleConfirmed : t.titleNeutral,
    description: t.description,
    path: webinar.confirmationPath,
    locale,
    noindex: true,
  });
};

// The SMS reminder (step 3) posts here, with the signed link's token in the URL.
export function action({ request, context }: Route.ActionArgs) {
  return requestSmsReminder(request, context);
}

function CookieNote() {
  const t = words[useLocale()];
  return (
    <aside aria-label={t.cookieLabel} className="border-b border-line bg-surface">
      <p className="container-page py-3 text-sm text-ink-muted">
        {t.cookieText}{" "}
        <PageLink to="/privacy" className="font-semibold text-ink underline underline-offset-4">
          {t.policy}
        </PageLink>
        .
      </p>
    </aside>
  );
}

/** Without a valid link: nothing about anyone's registration, a way to the landing page. */
function NoRegistration() {
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <WebinarHeader />
      <div className="container-page max-w-3xl py-16 md:py-24">
        <section
          aria-labelledby="bestaetigung-heading"
          className="rounded-card border border-line bg-surface p-6 md:p-10"
        >
          <h1 id="bestaetigung-heading" className="text-title font-semibold">
            {t.neutralHeading}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{t.neutralText}</p>
          <p className="mt-4 text-lg text-ink-muted">{t.neutralLink}</p>
          <ButtonLink to={localizeHref(webinar.landingPath, locale)} className="mt-8 min-h-12 px-7 text-base">
            {t.neutralButton}
          </ButtonLink>
        </section>
      </div>
      <WebinarFooter />
    </>
  );
}

export default function WebinarConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  const registration = loaderData.registration;
  if (!registration) return <NoRegistration />;
  const { session, state, token } = registration;
  const schedule = viewSchedule(session, locale);
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
      <CookieNote />

      <FormResultBanner result={actionData} formId="sms-erinnerung" linkText={t.toSms} />
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
            {t.success}
          </p>
          <h1 id="bestaetigung-heading" className="mt-4 text-title font-semibold">
            {t.heading}
          </h1>
          <p className="mt-3 text-lg text-ink">{t.reserved(session.topic, schedule)}</p>
        </section>

        <section aria-labelledby="countdown-heading">
          <h2 id="countdown-heading" className="text-center text-2xl font-semibold">
            {t.countdown}
          </h2>
          <p className="mb-6 mt-2 text-center text-ink-muted">{t.when(schedule)}</p>
          {state === "cancelled" || state === "held" ? (
            <p
              role="status"
              data-testid="session-status"
              className="rounded-card border border-line bg-surface-raised p-6 text-center text-lg"
            >
              {state === "cancelled" ? (
                <>
                  {t.cancelledBefore}{" "}
                  <PageLink to={webinar.landingPath} className="font-semibold text-accent underline underline-offset-4">
                    {t.webinarPage}
                  </PageLink>
                  .
                </>
              ) : (
                t.held(schedule)
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
          <ConfirmationStep id="umfrage" number={1} title={t.surveyTitle} lead={t.surveyLead}>
            <Island name="SurveyStep" component={SurveyStep} props={{ sessionSlug: session.slug }} />
          </ConfirmationStep>

          <ConfirmationStep id="kalender" number={2} title={t.calendarTitle} lead={t.calendarLead}>
            <Island
              name="CalendarDownload"
              component={CalendarDownload}
              props={{
                session: calendarSession,
                href: `${CALENDAR_FILE_PATH}?t=${token}${locale === "en" ? "&lang=en" : ""}`,
              }}
            />
          </ConfirmationStep>

          <ConfirmationStep id="sms-erinnerung" number={3} title={t.smsTitle} lead={t.smsLead}>
            {registration.smsOpen ? (
              <Island
                name="SmsReminderForm"
                component={SmsReminderForm}
                props={{ action: confirmationUrl, result: actionData, labelledBy: "sms-erinnerung-heading" }}
              />
            ) : (
              <p className="text-ink-muted">{state === "cancelled" ? t.smsCancelled : t.smsPast}</p>
            )}
          </ConfirmationStep>

          <ConfirmationStep id="einladen" number={4} title={t.inviteTitle} lead={t.inviteLead}>
            <Island name="InviteColleagues" component={InviteColleagues} props={{ session }} />
          </ConfirmationStep>

          <ConfirmationStep id="live-raum" number={5} title={t.roomTitle} lead={t.roomLead(schedule)}>
            <ExternalButtonLink
              href={session.joinUrl}
              newTab
              className="min-h-12 px-7 text-base"
              aria-label={t.roomLabel}
            >
              {t.roomButton}
            </ExternalButtonLink>
          </ConfirmationStep>
        </ol>
      </div>

      <WebinarFooter />
    </>
  );
}
