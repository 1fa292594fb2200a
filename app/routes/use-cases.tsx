import { LineIcon } from "~/components/media/LineIcon";
import { PageHero } from "~/components/sections/PageHero";
import { UseCaseCard } from "~/components/sections/UseCaseCard";
import { ButtonLink } from "~/components/ui/Button";
import { useCaseGroups as useCaseGroupContent } from "~/content/use-cases";
import { art } from "~/lib/art";
import { bilingual, inLocale, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/use-cases";
import { capacityText } from "../../server/domain/company/venue-figures";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

const words = bilingual({
  en: {
    title: "Use Cases",
    description:
      "Eighteen ways to use SPARK Frankfurt: product launches, town halls, award ceremonies, board meetings, innovation sprints, virtual keynotes and hybrid events.",
    eyebrow: "Use Cases",
    heading: "One building, every kind of event",
    lead: `From a board meeting for twelve to a product launch for ${capacityText.triple} guests and a stream to thousands: find the format you are planning and see how SPARK sets it up.`,
    groups: "Use case groups",
    ctaTitle: "Your event is not on the list?",
    ctaText:
      "Most of our events are a mix of these formats. Tell us what you have in mind, or see the spaces for yourself on a tour.",
    bookTour: "Book a Tour",
    contact: "Contact Us",
  },
  de: {
    title: "Veranstaltungsformate",
    description:
      "Achtzehn Formate bei SPARK Frankfurt: Produktlaunch, Mitarbeiterversammlung, Preisverleihung, Vorstandssitzung, Innovationssprint, Keynote und hybride Events.",
    eyebrow: "Formate",
    heading: "Ein Haus für jede Art von Veranstaltung",
    lead: `Von der Vorstandssitzung im kleinen Kreis über den Produktlaunch für ${capacityText.triple} Gäste bis zum Stream für Tausende: Finden Sie Ihr Format und sehen Sie, wie SPARK es umsetzt.`,
    groups: "Formatgruppen",
    ctaTitle: "Ihre Veranstaltung ist nicht dabei?",
    ctaText:
      "Die meisten Veranstaltungen bei uns verbinden mehrere dieser Formate. Erzählen Sie uns, was Sie vorhaben, oder sehen Sie sich die Räume bei einer Besichtigung selbst an.",
    bookTour: "Besichtigung vereinbaren",
    contact: "Kontakt aufnehmen",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/use-cases", locale });
};

export default function UseCasesPage() {
  const locale = useLocale();
  const t = words[locale];
  const useCaseGroups = inLocale(useCaseGroupContent, locale);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} image={art("hero/use-cases-horizon")}>
        <nav aria-label={t.groups} className="w-full">
          <ul className="grid gap-3 sm:grid-cols-3">
            {useCaseGroups.map((group) => (
              <li key={group.sectionId}>
                <a
                  href={`#${group.sectionId}`}
                  className="flex min-h-16 items-center gap-4 rounded-card border border-line bg-surface/80 px-5 py-4 font-semibold text-ink backdrop-blur transition-colors hover:border-accent"
                >
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
                    <LineIcon name={group.icon} />
                  </span>
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {useCaseGroups.map((group) => (
        <section
          key={group.sectionId}
          id={group.sectionId}
          aria-labelledby={`${group.sectionId}-heading`}
          className="container-page py-16"
        >
          <div className="flex items-center gap-4">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent/15 text-accent">
              <LineIcon name={group.icon} />
            </span>
            <h2 id={`${group.sectionId}-heading`} className="text-title font-semibold">
              {group.title}
            </h2>
          </div>
          <p className="mt-4 max-w-3xl text-lg text-ink-muted">{group.lead}</p>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.cases.map((useCase) => (
              <UseCaseCard key={useCase.id} useCase={useCase} />
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="use-cases-cta" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="use-cases-cta" className="text-title font-semibold">
            {t.ctaTitle}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.ctaText}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {t.contact}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
