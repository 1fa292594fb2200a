import {
  LandingHero,
  LearningPoints,
  Agenda,
  TargetAudience,
  Testimonials,
  HostSection,
  ParticipationSteps,
  RegistrationSection,
  StatsBand,
} from "~/components/webinar/LandingSections";
import { FormResultBanner } from "~/components/webinar/FormResultBanner";
import { WebinarFooter, WebinarHeader } from "~/components/webinar/WebinarChrome";
import { site } from "../../server/domain/company/site";
import { webinar, webinarWords } from "../../server/domain/webinar/webinar";
import { webinarLandingInForce } from "~/content/webinar-landing-in-force.server";
import { PREVIEW_HEADERS, previewOf, previewState, withPreview } from "~/features/content/preview.server";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import {
  RegisterButton,
  RegistrationDialogProvider,
  REGISTRATION_SECTION_ID,
} from "~/features/webinar-registration/RegistrationDialog";
import { RegistrationForm } from "~/features/webinar-registration/RegistrationForm";
import { answerLandingForm } from "~/features/webinar-registration/landing-form.server";
import { NotifyForm } from "~/features/webinar-interest/NotifyForm";
import { sessionEventJsonLd } from "~/features/webinar-sessions/event-json-ld";
import { dateOptions, landingTexts, noSessionTexts } from "~/features/webinar-sessions/landing-texts";
import { landingSessions } from "~/features/webinar-sessions/landing-sessions.server";
import type { PageHandle } from "~/lib/page-handle";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import type { Route } from "./+types/webinar.led-wall";

// A page of islands (docs/decisions/0692, 0662): the registration form (in the dialog and in the
// section) or the "notify me" form; the buttons open the native dialog by themselves. Its texts are
// edited from the back office (issue 45, decision 1153: kind webinar-landing).
export const handle: PageHandle = { chrome: "minimal", ...islandsPage, content: ["webinar-landing"] };

// The spec wrote this page in German (/webinar/led-wall); its English twin is /en/webinar/led-wall.
const words = bilingual({
  en: { title: `Webinar: ${webinarWords.en.title}`, toForm: "Go to the registration form" },
  de: { title: `Webinar: ${webinar.title}`, toForm: "Zum Anmeldeformular" },
});

// Rendered per request (docs/decisions/1001-webinar-landing-live-sessions.md): the open sessions come
// from the database through a short in-process cache, so every date on the page is the session's. The
// texts as published from the back office, from the process's memory (issue 45); a preview link shows
// their draft.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [sessions, preview] = await Promise.all([landingSessions(), previewOf(request)]);
  const landing = webinarLandingInForce(preview.state === "draft" ? preview : undefined);
  return withPreview(preview, { sessions, landing: inLocale(landing, locale), preview: previewState(preview) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const texts = landingTexts(loaderData?.sessions ?? [], locale, loaderData?.landing);
  // The Event describes the next open session; with none open there is no Event.
  const event = texts.session ? [sessionEventJsonLd(texts.session, texts.description, locale)] : [];
  return seo({
    title: words[locale].title,
    description: texts.description,
    path: webinar.landingPath,
    locale,
    type: "event",
    jsonLd: event,
  });
};

export function action({ request, context }: Route.ActionArgs) {
  return answerLandingForm(request, context);
}

export default function WebinarLandingPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  const content = loaderData.landing;
  const texts = landingTexts(loaderData.sessions, locale, content);
  const options = dateOptions(loaderData.sessions, locale);
  const open = options.length > 0;
  const none = noSessionTexts[locale];
  const action = open ? <RegisterButton /> : <RegisterButton>{none.callToAction}</RegisterButton>;
  const page = (
    <>
      <WebinarHeader action={<span className="hidden sm:block">{action}</span>} />
      <FormResultBanner result={actionData} formId={REGISTRATION_SECTION_ID} linkText={t.toForm} />
      <LandingHero
        hero={{ ...content.hero, eyebrow: texts.eyebrow, facts: texts.facts }}
        freeLabel={content.freeLabel}
        action={action}
      />
      <StatsBand stats={content.stats} />
      <LearningPoints items={content.learningPoints} action={action} />
      <Agenda items={texts.agenda} duration={texts.agendaLead} />
      <TargetAudience items={content.audience} />
      <Testimonials items={content.testimonials} />
      <HostSection host={content.host} />
      <ParticipationSteps steps={content.steps} action={action} />
      <RegistrationSection
        id={REGISTRATION_SECTION_ID}
        heading={open ? undefined : none.heading}
        privacyNote={content.privacyNote}
        privacyEmail={site.email.privacy}
        summary={texts.summary}
      >
        {open ? (
          <Island
            name="RegistrationForm"
            component={RegistrationForm}
            props={{ dateOptions: options, result: actionData, labelledBy: `${REGISTRATION_SECTION_ID}-heading` }}
          />
        ) : (
          <Island
            name="NotifyForm"
            component={NotifyForm}
            props={{ result: actionData, labelledBy: `${REGISTRATION_SECTION_ID}-heading` }}
          />
        )}
      </RegistrationSection>
      <WebinarFooter />
      <PreviewNotice state={loaderData.preview} />
    </>
  );
  // Without a session to offer, every button leads to the "notify me" form in the page.
  if (!open) return page;
  return (
    <RegistrationDialogProvider dateOptions={options} description={texts.dialogDescription}>
      {page}
    </RegistrationDialogProvider>
  );
}
