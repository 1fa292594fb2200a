import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { ArtImage } from "~/components/media/ArtImage";
import { ExternalButtonLink, ButtonLink } from "~/components/ui/Button";
import { fullAddress, mapsSearchUrl, site, whatsappChatUrl } from "../../server/domain/company/site";
import { sendContactMessage } from "~/features/contact/contact.server";
import { ContactForm } from "~/features/contact/ContactForm";
import { whatsappQrSvg } from "~/features/contact/whatsapp-qr.server";
import { art } from "~/lib/art";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";
import { capacityText } from "../../server/domain/company/venue-figures";
import { buildMailto } from "~/lib/mailto";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Contact",
    description: `Contact SPARK Frankfurt: send us a message, call ${site.phone.display}, write to ${site.email.sales} or chat on WhatsApp. We answer within ${site.responseWindow}.`,
    path: "/contact",
  });

export async function loader() {
  return { whatsappQr: await whatsappQrSvg() };
}

// A page of islands (docs/decisions/0692): the form is the one island, and sends itself (0662).
export const handle = islandsPage;

export function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(request, context);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's plan your next event"
        lead={`Tell us what you have in mind: a product launch for ${capacityText.triple} guests, a board meeting for 12 or a live stream to thousands. Our venue team answers within ${site.responseWindow}.`}
      />

      <section aria-label="Our venue" className="container-page">
        <div className="overflow-hidden rounded-card border border-line shadow-card">
          <ArtImage
            art={art("facility/spark-frankfurt")}
            alt="The SPARK building in Frankfurt at dusk, its event floors lit behind the glass facade"
            load="priority"
            sizes="(min-width: 80rem) 80rem, 100vw"
            className="block aspect-[16/7] w-full"
          />
        </div>
      </section>

      <section className="container-page grid gap-12 py-20 lg:grid-cols-[1fr_1.3fr]">
        <div className="min-w-0 space-y-10">
          <div>
            <h2 className="text-2xl font-semibold">Visit us</h2>
            <address className="mt-3 not-italic text-lg text-ink-muted">
              {site.legalName}
              <br />
              {site.address.street}
              <br />
              {site.address.postalCode} {site.address.city}
            </address>
            <ExternalButtonLink
              href={mapsSearchUrl}
              newTab
              variant="secondary"
              className="mt-5"
              aria-label={`Open in Maps: ${fullAddress} (new tab)`}
            >
              Open in Maps
            </ExternalButtonLink>
          </div>

          <div>
            <h2 className="text-2xl font-semibold">Call or write</h2>
            <ul className="mt-3 space-y-2 text-lg">
              <li>
                Phone:{" "}
                <a className="text-accent underline-offset-4 hover:underline" href={site.phone.href}>
                  {site.phone.display}
                </a>
              </li>
              <li>
                E-mail:{" "}
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
              aria-label="QR code that opens a WhatsApp chat with SPARK"
              dangerouslySetInnerHTML={{ __html: loaderData.whatsappQr }}
            />
            <div className="min-w-48 flex-1">
              <h2 className="text-xl font-semibold">Chat on WhatsApp</h2>
              <p className="mt-2 text-sm text-ink-muted">Scan the code with your phone, or open the chat directly.</p>
              <a
                href={whatsappChatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                Open WhatsApp chat
              </a>
            </div>
          </div>

          <div>
            <h2 className="text-2xl font-semibold">Business hours</h2>
            <p className="mt-3 text-lg text-ink-muted">{site.businessHours.display}</p>
            <p className="mt-1 text-ink-muted">{site.responsePromise}</p>
          </div>
        </div>

        <div className="rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
          <h2 id="contact-form-heading" className="text-3xl font-semibold">
            Send us a message
          </h2>
          <p className="mb-8 mt-2 text-ink-muted">Fields marked * are required.</p>
          <Island name="ContactForm" component={ContactForm} props={{ result: actionData }} />
        </div>
      </section>

      <section className="container-page grid gap-6 pb-24 md:grid-cols-2">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8">
          <h2 className="text-2xl font-semibold">Book a Tour</h2>
          <p className="mt-3 text-ink-muted">
            See the stages, LED walls and studios for yourself. {site.tourAvailability.duration},{" "}
            {site.tourAvailability.weekdays}, weekends by arrangement.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/book-tour">Book a Tour</ButtonLink>
            <ButtonLink to="/360-view" variant="secondary">
              Take the 360° tour
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-card border border-line bg-surface p-8">
          <h2 className="text-2xl font-semibold">Need help?</h2>
          <p className="mt-3 text-ink-muted">
            Already booked with us? The{" "}
            <Link to="/support" className="text-accent underline underline-offset-4">
              support page
            </Link>{" "}
            answers the most common questions about access, deliveries and technical set-up. For anything urgent on the
            day of your event, call us on{" "}
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
