import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtImage } from "~/components/media/ArtImage";
import type { WebinarLanding as WebinarLandingTexts } from "~/content/webinar-landing";
import { bilingual, localizeHref, useLocale, type InLocale } from "~/lib/i18n/locale";
import { buildMailto } from "~/lib/mailto";

/** The landing copy in the page's language (the route resolves it with inLocale). */
type WebinarLanding = InLocale<WebinarLandingTexts>;

const words = bilingual({
  en: {
    stats: "SPARK in figures",
    benefitEyebrow: "Your benefits",
    benefitTitle: "What you will learn in the webinar",
    agendaEyebrow: "Agenda",
    agendaTitle: "Five topics in one hour",
    audienceEyebrow: "Who it is for",
    audienceTitle: "Who is the webinar for?",
    voicesEyebrow: "Voices",
    voicesTitle: "What participants say",
    quote: (text: string) => `“${text}”`,
    portrait: (name: string) => `Portrait of ${name}`,
    hostEyebrow: "Your host",
    stepsEyebrow: "It's that simple",
    stepsTitle: "Three steps to join",
    registrationEyebrow: "Registration",
    registrationHeading: "Save your place",
    privacy: "Data protection",
    withdraw: "You can withdraw your consent at any time by writing to",
    more: "More in our",
    policy: "privacy policy",
  },
  de: {
    stats: "SPARK in Zahlen",
    benefitEyebrow: "Ihr Nutzen",
    benefitTitle: "Das lernen Sie im Webinar",
    agendaEyebrow: "Agenda",
    agendaTitle: "Fünf Themen in einer Stunde",
    audienceEyebrow: "Zielgruppe",
    audienceTitle: "Für wen ist das Webinar?",
    voicesEyebrow: "Stimmen",
    voicesTitle: "Was Teilnehmende sagen",
    quote: (text: string) => `„${text}“`,
    portrait: (name: string) => `Porträt von ${name}`,
    hostEyebrow: "Ihr Host",
    stepsEyebrow: "So einfach geht's",
    stepsTitle: "In drei Schritten dabei",
    registrationEyebrow: "Anmeldung",
    registrationHeading: "Sichern Sie sich Ihren Platz",
    privacy: "Datenschutz",
    withdraw: "Widerruf jederzeit an",
    more: "Mehr in unserer",
    policy: "Datenschutzerklärung",
  },
});

// The sections of the webinar landing page (routes/webinar.led-wall.tsx), fed from
// content/webinar-landing.ts. Calls to action are passed in, so this file holds no behaviour.

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-3xl">
      <p className="font-display text-sm font-semibold uppercase tracking-[0.25em] text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-title font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}

export function LandingHero({
  hero,
  freeLabel,
  action,
}: {
  hero: WebinarLanding["hero"];
  freeLabel: string;
  action: ReactNode;
}) {
  return (
    <section aria-labelledby="webinar-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(255_122_46/0.2),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(92_200_242/0.14),transparent_50%)]"
      />
      <div className="container-page grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/50 bg-accent/10 px-4 py-2 text-sm font-semibold text-ink">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent" />
            {hero.eyebrow}
          </p>
          <h1
            id="webinar-title"
            className="mt-6 text-[clamp(2.25rem,3.5vw+1.25rem,4.25rem)] leading-[1.05] font-semibold"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {action}
            <span className="rounded-full bg-success/15 px-4 py-2 text-sm font-semibold text-success">{freeLabel}</span>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            {hero.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-glow">
                  ✓
                </span>
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <div className="overflow-hidden rounded-card border border-line shadow-card">
          <ArtImage
            art={hero.image}
            alt={hero.imageAlt}
            // Beside the text on a desktop's first screen, below it on a phone's (0668).
            load="eager"
            sizes="(min-width: 64rem) 36rem, 100vw"
            className="block aspect-[16/10] w-full"
          />
        </div>
      </div>
    </section>
  );
}

export function StatsBand({ stats }: { stats: WebinarLanding["stats"] }) {
  const t = words[useLocale()];
  return (
    <section aria-label={t.stats} className="border-y border-line bg-surface">
      <dl className="container-page grid grid-cols-3 gap-4 py-10 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col">
            <dt className="text-sm text-ink-muted md:text-base">{stat.label}</dt>
            <dd className="order-first font-display text-3xl font-semibold text-ink md:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function LearningPoints({ items, action }: { items: WebinarLanding["learningPoints"]; action: ReactNode }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="lernen-heading" className="container-page py-16 md:py-24">
      <SectionHeading id="lernen-heading" eyebrow={t.benefitEyebrow} title={t.benefitTitle} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.title} className="rounded-card border border-line bg-surface p-6 md:p-8">
            <span aria-hidden="true" className="font-display text-sm font-semibold text-glow">
              0{index + 1}
            </span>
            <h3 className="mt-2 text-xl font-semibold">{item.title}</h3>
            <p className="mt-3 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10">{action}</div>
    </section>
  );
}

export function Agenda({
  items,
  duration,
}: {
  items: (WebinarLanding["agenda"][number] & { time: string; dateTime: string })[];
  duration: string;
}) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="agenda-heading" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="agenda-heading" eyebrow={t.agendaEyebrow} title={t.agendaTitle} lead={duration} />
        <ol className="mt-10 space-y-4">
          {items.map((item) => (
            <li
              key={item.title}
              className="grid gap-3 rounded-card border border-line bg-surface-raised p-6 md:grid-cols-[7rem_1fr] md:p-8"
            >
              <p className="font-display text-2xl font-semibold text-accent">
                <time dateTime={item.dateTime}>{item.time}</time>
              </p>
              <div>
                <h3 className="text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 text-ink-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TargetAudience({ items }: { items: WebinarLanding["audience"] }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="zielgruppe-heading" className="container-page py-16 md:py-24">
      <SectionHeading id="zielgruppe-heading" eyebrow={t.audienceEyebrow} title={t.audienceTitle} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="rounded-card border border-line bg-surface p-6">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials({ items }: { items: WebinarLanding["testimonials"] }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="stimmen-heading" className="container-page pb-16 md:pb-24">
      <SectionHeading id="stimmen-heading" eyebrow={t.voicesEyebrow} title={t.voicesTitle} />
      <div className="mt-10 grid gap-5 md:grid-cols-2">
        {items.map((item) => (
          <figure key={item.name} className="flex flex-col rounded-card border border-line bg-surface p-6 md:p-8">
            <blockquote className="flex-1 text-lg text-ink">{t.quote(item.quote)}</blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <ArtImage
                art={item.portrait}
                alt=""
                sizes="4rem"
                className="block h-16 w-16 shrink-0 overflow-hidden rounded-full"
              />
              <span>
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-sm text-ink-muted">{item.role}</span>
                <span className="block text-sm text-glow">{item.event}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

export function HostSection({ host }: { host: WebinarLanding["host"] }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="host-heading" className="bg-surface py-16 md:py-24">
      <div className="container-page grid items-center gap-10 md:grid-cols-[18rem_1fr]">
        <div className="mx-auto w-56 overflow-hidden rounded-card border border-line shadow-card md:w-full">
          <ArtImage
            art={host.portrait}
            alt={t.portrait(host.name)}
            sizes="(min-width: 48rem) 18rem, 14rem"
            className="block aspect-square w-full"
          />
        </div>
        <div>
          <p className="font-display text-sm font-semibold uppercase tracking-[0.25em] text-accent">{t.hostEyebrow}</p>
          <h2 id="host-heading" className="mt-3 text-title font-semibold">
            {host.name}
          </h2>
          <p className="mt-1 text-lg text-glow">{host.role}</p>
          <p className="mt-5 text-lg text-ink-muted">{host.bio}</p>
          <ul className="mt-6 space-y-2">
            {host.facts.map((fact) => (
              <li key={fact} className="flex gap-3">
                <span aria-hidden="true" className="text-accent">
                  ✓
                </span>
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function ParticipationSteps({ steps, action }: { steps: WebinarLanding["steps"]; action: ReactNode }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby="ablauf-heading" className="container-page py-16 md:py-24">
      <SectionHeading id="ablauf-heading" eyebrow={t.stepsEyebrow} title={t.stepsTitle} />
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line bg-surface p-6">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 items-center justify-center rounded-full bg-accent font-display text-lg font-semibold text-canvas"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10">{action}</div>
    </section>
  );
}

interface RegistrationSectionProps {
  id: string;
  privacyNote: string;
  privacyEmail: string;
  summary: string;
  /** Defaults to the registration's heading; the "notify me" form names itself. */
  heading?: string;
  children: ReactNode;
}

/** The form in the page: where every call to action leads without JavaScript. */
export function RegistrationSection({
  id,
  privacyNote,
  privacyEmail,
  summary,
  heading,
  children,
}: RegistrationSectionProps) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6 bg-surface py-16 md:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="font-display text-sm font-semibold uppercase tracking-[0.25em] text-accent">
            {t.registrationEyebrow}
          </p>
          <h2 id={`${id}-heading`} className="mt-3 text-title font-semibold">
            {heading ?? t.registrationHeading}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{summary}</p>
          <div className="mt-8 rounded-card border border-line bg-surface-raised p-6">
            <h3 className="font-semibold">{t.privacy}</h3>
            <p className="mt-2 text-sm text-ink-muted">
              {privacyNote} {t.withdraw}{" "}
              <a href={buildMailto({ to: privacyEmail })} className="text-ink underline underline-offset-4">
                {privacyEmail}
              </a>
              . {t.more}{" "}
              <Link to={localizeHref("/privacy", locale)} className="text-ink underline underline-offset-4">
                {t.policy}
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="rounded-card border border-line bg-canvas p-6 shadow-card md:p-10">{children}</div>
      </div>
    </section>
  );
}
