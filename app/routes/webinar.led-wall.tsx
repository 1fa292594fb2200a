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
import { site } from "~/content/site";
import { webinar } from "~/content/webinar";
import { webinarLanding } from "~/content/webinar-landing";
import {
  RegisterButton,
  RegistrationDialogProvider,
  REGISTRATION_SECTION_ID,
} from "~/features/webinar-registration/RegistrationDialog";
import { RegistrationForm } from "~/features/webinar-registration/RegistrationForm";
import { registerForWebinar } from "~/features/webinar-registration/webinar-registration.server";
import type { PageHandle } from "~/lib/page-handle";
import { absoluteUrl, seo, shareCardOf } from "~/lib/seo";
import { shareCardPath } from "~/lib/share-card";
import { keepFormOnTransitFailure } from "~/features/form-kit/transit";
import { registrationMessages } from "~/features/webinar-registration/messages";
import type { Route } from "./+types/webinar.led-wall";

export const handle: PageHandle = { lang: "de", chrome: "minimal" };

const description = `Kostenfreies Live-Webinar am ${webinar.date} um ${webinar.time} Uhr: LED-Wall-Events planen, budgetieren und inszenieren. ${webinar.durationMinutes} Minuten mit ${webinar.host.name}, nur ${webinar.seats} Plätze.`;

/** The webinar as a schema.org Event: online, free, with start and end. */
const eventJsonLd = {
  "@context": "https://schema.org",
  "@type": "Event",
  name: webinar.title,
  description,
  startDate: webinar.start,
  endDate: webinar.end,
  eventStatus: "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
  isAccessibleForFree: true,
  inLanguage: "de",
  maximumAttendeeCapacity: webinar.seats,
  location: { "@type": "VirtualLocation", url: absoluteUrl(webinar.landingPath) },
  image: absoluteUrl(shareCardPath(shareCardOf({ path: webinar.landingPath })!)),
  organizer: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
  performer: { "@type": "Person", name: webinar.host.name, jobTitle: webinar.host.role },
  offers: {
    "@type": "Offer",
    price: "0",
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
    url: absoluteUrl(webinar.landingPath),
  },
};

export const meta: Route.MetaFunction = () =>
  seo({
    title: `Webinar: ${webinar.title}`,
    description,
    path: webinar.landingPath,
    locale: "de_DE",
    type: "event",
    jsonLd: [eventJsonLd],
  });

export function action({ request, context }: Route.ActionArgs) {
  return registerForWebinar(request, context);
}

// A request lost on its way keeps the page and the typed values, with the form's failure toast.
export const clientAction = keepFormOnTransitFailure(registrationMessages.failure);

export default function WebinarLandingPage({ actionData }: Route.ComponentProps) {
  const content = webinarLanding;
  return (
    <RegistrationDialogProvider>
      <WebinarHeader
        action={
          <span className="hidden sm:block">
            <RegisterButton />
          </span>
        }
      />
      <FormResultBanner result={actionData} formId={REGISTRATION_SECTION_ID} linkText="Zum Anmeldeformular" />
      <LandingHero hero={content.hero} freeLabel={content.freeLabel} action={<RegisterButton />} />
      <StatsBand stats={content.stats} />
      <LearningPoints items={content.learningPoints} action={<RegisterButton />} />
      <Agenda
        items={content.agenda}
        duration={`${webinar.dateLong}, ${webinar.time}-${webinar.endTime} Uhr, live und online.`}
      />
      <TargetAudience items={content.audience} />
      <Testimonials items={content.testimonials} />
      <HostSection host={content.host} />
      <ParticipationSteps steps={content.steps} action={<RegisterButton />} />
      <RegistrationSection
        id={REGISTRATION_SECTION_ID}
        privacyNote={content.privacyNote}
        privacyEmail={site.email.privacy}
        summary={`${webinar.dateLong}, ${webinar.time} Uhr · ${webinar.durationMinutes} Minuten live · nur ${webinar.seats} Plätze · ${content.freeLabel}.`}
      >
        <RegistrationForm result={actionData} labelledBy={`${REGISTRATION_SECTION_ID}-heading`} />
      </RegistrationSection>
      <WebinarFooter />
    </RegistrationDialogProvider>
  );
}
