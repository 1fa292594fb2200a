import { Link } from "react-router";
import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { Accordion } from "~/components/ui/Accordion";
import { ButtonLink } from "~/components/ui/Button";
import { site, whatsappChatUrl } from "../../server/domain/company/site";
import { supportFaqGroups } from "~/content/support";
import { art } from "~/lib/art";
import { buildMailto } from "~/lib/mailto";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/support";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Support",
    description: `Help for SPARK clients: deadlines, deliveries, technology and recordings, plus phone, e-mail and WhatsApp support. ${site.responsePromise}`,
    path: "/support",
  });

const channelClass = "flex h-full flex-col rounded-card border border-line bg-surface p-6";

export default function SupportPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="How can we help?"
        lead="Answers for clients preparing an event at SPARK, and the fastest way to reach our team before, during and after your event."
        image={art("hero/support-liberty")}
      />

      <section aria-labelledby="channels-heading" className="container-page pb-16">
        <h2 id="channels-heading" className="text-title font-semibold">
          Reach our team
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">
          {site.responsePromise} On your event day, your event manager and the duty manager are on site and reachable by
          phone.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li className={channelClass}>
            <LineIcon name="phone" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">Phone</h3>
            <p className="mt-2 text-sm text-ink-muted">For urgent questions and on your event day.</p>
            <a
              href={site.phone.href}
              className="mt-auto pt-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {site.phone.display}
            </a>
          </li>
          <li className={channelClass}>
            <LineIcon name="mail" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">E-mail</h3>
            <p className="mt-2 text-sm text-ink-muted">For files, changes to your booking and anything in writing.</p>
            <a
              href={buildMailto({ to: site.email.info, subject: "Support request" })}
              className="mt-auto break-all pt-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {site.email.info}
            </a>
          </li>
          <li className={channelClass}>
            <LineIcon name="chat" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">WhatsApp</h3>
            <p className="mt-2 text-sm text-ink-muted">Quick questions from your phone, answered by the same team.</p>
            <a
              href={whatsappChatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto pt-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              Open WhatsApp chat
            </a>
          </li>
          <li className={channelClass}>
            <LineIcon name="clock" className="h-7 w-7 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">Office hours</h3>
            <p className="mt-2 text-sm text-ink-muted">{site.businessHours.display}</p>
            <p className="mt-auto pt-4 text-sm text-ink-muted">
              Outside these hours, leave a message: we reply on the next working day.
            </p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="container-page pb-16">
        <h2 id="faq-heading" className="text-title font-semibold">
          Frequently asked questions
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
            Planning a new event?
          </h2>
          <p className="mt-3 max-w-2xl text-ink-muted">
            For new enquiries, use the{" "}
            <Link to="/contact" className="text-accent underline underline-offset-4">
              contact form
            </Link>{" "}
            or book a tour of the venue. Booked clients find deadlines, catering and signage details in the event
            planners handbook.
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <ButtonLink to="/contact">Contact Us</ButtonLink>
            <ButtonLink to="/book-tour" variant="secondary">
              Book a Tour
            </ButtonLink>
            <ButtonLink to="/event-planners" variant="secondary">
              Event Planners Handbook
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
