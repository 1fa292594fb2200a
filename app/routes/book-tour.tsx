import { NumberedSteps } from "~/components/sections/NumberedSteps";
import { PageHero } from "~/components/sections/PageHero";
import { fullAddress, mapsSearchUrl, site } from "../../server/domain/company/site";
import { requestTour } from "~/features/tour/tour.server";
import { TourRequestForm } from "~/features/tour/TourRequestForm";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/book-tour";
import { capacityText } from "../../server/domain/company/venue-figures";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Book a Tour",
    description: `Request a personal tour of SPARK Frankfurt: three stages, LED walls, studios and offices on floors 4 to 8. ${site.tourAvailability.duration}; we confirm within ${site.responseWindow}.`,
    path: "/book-tour",
  });

// A page of islands (docs/decisions/0692): the form is the one island, and sends itself (0662).
export const handle = islandsPage;

export function action({ request, context }: Route.ActionArgs) {
  return requestTour(request, context);
}

const whatToExpect = [
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
];

const whyChoose = [
  "Stages from 600 to 1,400 sqm with LED walls of up to 150 sqm",
  `Up to ${capacityText.single} guests per single stage, ${capacityText.double} on a double floor and ${capacityText.triple} across three floors`,
  "In-house broadcast and streaming studios with a production crew",
  "Catering, technology, branding and content from one team",
  "Central Frankfurt location with hotels, trains and the airport close by",
];

export default function BookTourPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Book a Tour"
        title="See SPARK with your own eyes"
        lead={`Walk the stages, test the LED walls and meet the team who will run your event. Tell us when suits you and we confirm within ${site.responseWindow}.`}
      />
      <section className="container-page grid gap-12 pb-24 lg:grid-cols-[1.3fr_1fr]">
        <div className="rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
          <h2 id="tour-form-heading" className="text-3xl font-semibold">
            Request your tour
          </h2>
          <p className="mb-8 mt-2 text-ink-muted">Fields marked * are required.</p>
          <Island name="TourRequestForm" component={TourRequestForm} props={{ result: actionData }} />
        </div>
        <div className="space-y-8">
          <NumberedSteps id="expect-heading" heading="What to Expect" steps={whatToExpect} />
          <section aria-labelledby="where-heading" className="rounded-card border border-line bg-surface p-6">
            <h2 id="where-heading" className="text-2xl font-semibold">
              Address and availability
            </h2>
            <address className="mt-3 not-italic text-ink-muted">
              {site.name}, {fullAddress}
            </address>
            <a
              href={mapsSearchUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              Open in Maps
            </a>
            <ul className="mt-4 space-y-1 text-ink-muted">
              <li>{site.tourAvailability.weekdays}</li>
              <li>{site.tourAvailability.weekends}</li>
              <li>{site.tourAvailability.duration}</li>
            </ul>
          </section>
          <section
            aria-labelledby="why-heading"
            className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-6"
          >
            <h2 id="why-heading" className="text-2xl font-semibold">
              Why Choose SPARK
            </h2>
            <ul className="mt-4 space-y-3">
              {whyChoose.map((reason) => (
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
