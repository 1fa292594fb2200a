import { ArtImage } from "~/components/media/ArtImage";
import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { ExternalButtonLink } from "~/components/ui/Button";
import { services as serviceContent } from "~/content/services";
import { siteWords } from "../../server/domain/company/site";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { buildServiceEnquiryMailto } from "~/lib/mail-drafts";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/services";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Services",
    description:
      "Venue as a Service, full-service event management, LED and broadcast technology and creative content from one team at SPARK Frankfurt. Send us an enquiry.",
    eyebrow: "Services",
    heading: "Everything your event needs, from one team",
    lead: "Space, people, technology and content: book the venue on its own or let us take care of as much as you like. One contact, one quote, one invoice.",
    getStarted: "Get Started",
    getStartedLabel: "Get Started (opens an e-mail draft in a new window)",
    ctaLabel: (button: string, service: string) => `${button}: ${service} (opens an e-mail draft in a new window)`,
    nav: "Our services",
    notSure: "Not sure which service you need?",
    notSureText: "Describe your event in a few lines and we put the right package together.",
  },
  de: {
    title: "Leistungen",
    description:
      "Location as a Service, Rundum-Service, LED- und Broadcast-Technik und kreative Inhalte aus einer Hand: SPARK Frankfurt. Senden Sie uns Ihre Anfrage.",
    eyebrow: "Leistungen",
    heading: "Alles für Ihre Veranstaltung aus einer Hand",
    lead: "Raum, Menschen, Technik und Inhalte: Buchen Sie nur die Location oder überlassen Sie uns so viel, wie Sie möchten. Eine Ansprechperson, ein Angebot, eine Rechnung.",
    getStarted: "Anfrage starten",
    getStartedLabel: "Anfrage starten (öffnet einen E-Mail-Entwurf in einem neuen Fenster)",
    ctaLabel: (button: string, service: string) =>
      `${button}: ${service} (öffnet einen E-Mail-Entwurf in einem neuen Fenster)`,
    nav: "Unsere Leistungen",
    notSure: "Sie wissen noch nicht, welche Leistung Sie brauchen?",
    notSureText: "Beschreiben Sie Ihre Veranstaltung in wenigen Zeilen, und wir stellen das passende Paket zusammen.",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/services", locale });
};

export default function ServicesPage() {
  const locale = useLocale();
  const t = words[locale];
  const services = inLocale(serviceContent, locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} image={art("hero/services-skyline")}>
        <ExternalButtonLink href={buildServiceEnquiryMailto()} newTab aria-label={t.getStartedLabel}>
          {t.getStarted}
        </ExternalButtonLink>
      </PageHero>

      <nav aria-label={t.nav} className="container-page">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={`#${service.id}`}
                className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface px-5 py-4 font-semibold hover:border-accent"
              >
                <LineIcon name={service.icon} className="h-6 w-6 shrink-0 text-accent" />
                {service.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {services.map((service, index) => (
        <section
          key={service.id}
          id={service.id}
          aria-labelledby={`${service.id}-heading`}
          className="container-page py-16 md:py-20"
        >
          <div
            className={`grid items-start gap-10 lg:grid-cols-2 ${index % 2 === 1 ? "lg:[&>*:first-child]:order-2" : ""}`}
          >
            <div className="overflow-hidden rounded-card border border-line shadow-card">
              <ArtImage
                art={service.image}
                alt=""
                sizes="(min-width: 64rem) 38rem, 100vw"
                className="block aspect-[16/10] w-full"
              />
            </div>
            <div>
              <p className="flex items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
                <LineIcon name={service.icon} className="h-5 w-5" />
                {`0${index + 1}`}
              </p>
              <h2 id={`${service.id}-heading`} className="mt-3 text-title font-semibold">
                {service.title}
              </h2>
              <p className="mt-4 text-lg text-ink">{service.description}</p>
              <p className="mt-4 text-ink-muted">{service.longDescription}</p>
            </div>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {service.features.map((feature) => (
              <li key={feature.title} className="rounded-card border border-line bg-surface p-6">
                <h3 className="text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{feature.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-6 rounded-card border border-accent/40 bg-gradient-to-r from-accent/15 to-transparent p-6 md:flex-row md:items-center md:justify-between md:p-8">
            <div>
              <h3 className="text-xl font-semibold">{service.cta.title}</h3>
              <p className="mt-2 max-w-2xl text-ink-muted">{service.cta.description}</p>
            </div>
            <ExternalButtonLink
              href={buildServiceEnquiryMailto(service)}
              newTab
              className="shrink-0"
              aria-label={t.ctaLabel(service.cta.buttonText, service.title)}
            >
              <LineIcon name="mail" className="h-4 w-4" />
              {service.cta.buttonText}
            </ExternalButtonLink>
          </div>
        </section>
      ))}

      <section aria-labelledby="services-get-started" className="container-page pb-24">
        <div className="rounded-card border border-line bg-surface p-8 text-center md:p-12">
          <h2 id="services-get-started" className="text-title font-semibold">
            {t.notSure}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
            {t.notSureText} {siteWords(locale).responsePromise}
          </p>
          <ExternalButtonLink href={buildServiceEnquiryMailto()} newTab className="mt-8" aria-label={t.getStartedLabel}>
            {t.getStarted}
          </ExternalButtonLink>
        </div>
      </section>
    </>
  );
}
