import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { PageLink } from "~/components/ui/PageLink";
import { careers as careersContent } from "~/content/careers";
import type { RoleType } from "~/content/careers.schema";
import { site } from "../../server/domain/company/site";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { buildMailto } from "~/lib/mailto";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/careers";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Careers",
    description:
      "Work at SPARK Frankfurt: open roles for event technicians, event managers, venue sales and marketing. Real shows from week one and fair hours.",
    eyebrow: "Careers",
    heading: "Make the show happen with us",
    seeRoles: "See open roles",
    culture: "Our culture",
    perks: "Why people stay",
    roles: "Open roles",
    roleTypes: {
      "Full-time": "Full-time",
      "Part-time": "Part-time",
      "Working student": "Working student",
      Apprenticeship: "Apprenticeship",
    } satisfies Record<RoleType, string>,
    applicationSubject: (role: string) => `Application: ${role}`,
    apply: "Apply by e-mail",
    tasks: "What you will do",
    profile: "What you bring",
    howToApply: "How to apply",
    openApplicationSubject: "Open application",
    openApplication: "Send an open application",
    privacyBefore: "How we handle your application data is explained in our",
    privacyLink: "privacy policy",
  },
  de: {
    title: "Karriere",
    description:
      "Arbeiten bei SPARK Frankfurt: offene Stellen in Veranstaltungstechnik, Eventmanagement, Vertrieb und Marketing. Echte Shows ab Woche eins, faire Arbeitszeiten.",
    eyebrow: "Karriere",
    heading: "Machen Sie mit uns die Show möglich",
    seeRoles: "Offene Stellen ansehen",
    culture: "Unsere Kultur",
    perks: "Warum man bei uns bleibt",
    roles: "Offene Stellen",
    roleTypes: {
      "Full-time": "Vollzeit",
      "Part-time": "Teilzeit",
      "Working student": "Werkstudium",
      Apprenticeship: "Ausbildung",
    },
    applicationSubject: (role: string) => `Bewerbung: ${role}`,
    apply: "Per E-Mail bewerben",
    tasks: "Ihre Aufgaben",
    profile: "Ihr Profil",
    howToApply: "So bewerben Sie sich",
    openApplicationSubject: "Initiativbewerbung",
    openApplication: "Initiativbewerbung senden",
    privacyBefore: "Wie wir mit Ihren Bewerbungsdaten umgehen, erklärt unsere",
    privacyLink: "Datenschutzerklärung",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/careers", locale });
};

export default function CareersPage() {
  const locale = useLocale();
  const t = words[locale];
  const careers = inLocale(careersContent, locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={careers.intro} image={art("hero/careers-horizon")}>
        <ExternalButtonLink href="#open-roles" variant="primary">
          {t.seeRoles}
        </ExternalButtonLink>
        <ButtonLink to="/company-culture" variant="secondary">
          {t.culture}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="perks-heading" className="container-page pb-16">
        <h2 id="perks-heading" className="text-title font-semibold">
          {t.perks}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {careers.perks.map((perk) => (
            <li key={perk.title} className="rounded-card border border-line bg-surface p-6">
              <h3 className="text-lg font-semibold">{perk.title}</h3>
              <p className="mt-2 text-ink-muted">{perk.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="open-roles" aria-labelledby="roles-heading" className="container-page pb-16">
        <h2 id="roles-heading" className="text-title font-semibold">
          {t.roles}
        </h2>
        <div className="mt-8 grid gap-6">
          {careers.roles.map((role) => (
            <article
              key={role.id}
              id={role.id}
              aria-labelledby={`${role.id}-title`}
              className="rounded-card border border-line bg-surface p-6 md:p-8"
            >
              <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                <div>
                  <h3 id={`${role.id}-title`} className="text-2xl font-semibold">
                    {role.title}
                  </h3>
                  <p className="mt-2 text-sm font-semibold text-glow">
                    {role.team} · {t.roleTypes[role.type]} · {role.location}
                  </p>
                  <p className="mt-3 max-w-3xl text-ink-muted">{role.summary}</p>
                </div>
                <ExternalButtonLink
                  href={buildMailto({ to: site.email.careers, subject: t.applicationSubject(role.title) })}
                  className="shrink-0"
                  aria-describedby={`${role.id}-title`}
                >
                  <LineIcon name="mail" className="h-4 w-4" />
                  {t.apply}
                </ExternalButtonLink>
              </div>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                <div>
                  <h4 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">
                    {t.tasks}
                  </h4>
                  <ul className="mt-3 space-y-2">
                    {role.responsibilities.map((item) => (
                      <li key={item} className="flex gap-2 text-sm">
                        <LineIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">
                    {t.profile}
                  </h4>
                  <ul className="mt-3 space-y-2">
                    {role.profile.map((item) => (
                      <li key={item} className="flex gap-2 text-sm">
                        <LineIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="apply-heading" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="apply-heading" className="text-title font-semibold">
            {t.howToApply}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-4">
            {careers.applicationSteps.map((step, index) => (
              <li key={step.title}>
                <p className="font-display text-3xl font-semibold text-accent">{index + 1}</p>
                <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{step.description}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 max-w-3xl text-ink-muted">{careers.initiativeNote}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            <ExternalButtonLink href={buildMailto({ to: site.email.careers, subject: t.openApplicationSubject })}>
              <LineIcon name="mail" className="h-4 w-4" />
              {t.openApplication}
            </ExternalButtonLink>
          </div>
          <p className="mt-6 text-sm text-ink-muted">
            {t.privacyBefore}{" "}
            <PageLink to="/privacy" className="text-accent underline underline-offset-4">
              {t.privacyLink}
            </PageLink>
            .
          </p>
        </div>
      </section>
    </>
  );
}
