import { BackLink } from "~/components/sections/BackLink";
import { TestimonialCarousel } from "~/components/sections/TestimonialCarousel";
import { ButtonLink } from "~/components/ui/Button";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import { PREVIEW_HEADERS } from "~/features/content/preview.server";
import { referencesPageData } from "~/features/content/references-page.server";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { bilingual, localeOfPath, localizeHref, useLocale } from "~/lib/i18n/locale";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/references";

// Spec section 9: testimonials rotate every 5000 ms.
const TESTIMONIAL_ROTATION_MS = 5000;

const words = bilingual({
  en: {
    title: "References",
    description:
      "What clients say about their events at SPARK Frankfurt: investor days, product launches, hybrid congresses, town halls and leadership workshops.",
    back: "Back to Home",
    heading: "References",
    lead: "Where innovation meets excellence across leading companies",
    ctaTitle: "Your event could be next",
    ctaText:
      "Walk through the stages these teams used, meet the crew that ran their shows and talk about your own plans.",
    bookTour: "Book a Tour",
    useCases: "Explore Use Cases",
  },
  de: {
    title: "Referenzen",
    description:
      "Was Kunden über ihre Veranstaltungen bei SPARK Frankfurt sagen: Investorentage, Produktlaunches, hybride Kongresse, Mitarbeiterversammlungen und Workshops.",
    back: "Zurück zur Startseite",
    heading: "Referenzen",
    lead: "Innovation trifft Exzellenz: Stimmen führender Unternehmen",
    ctaTitle: "Ihre Veranstaltung könnte die nächste sein",
    ctaText:
      "Besichtigen Sie die Bühnen, die diese Teams genutzt haben, lernen Sie die Crew hinter ihren Shows kennen und sprechen Sie mit uns über Ihre eigenen Pläne.",
    bookTour: "Besichtigung vereinbaren",
    useCases: "Formate entdecken",
  },
});

// HTML with one React island, the carousel (docs/decisions/0692); rendered again in every server process
// when a reference is published from the back office (issue 45, handle.content).
export const handle: PageHandle = { ...islandsPage, content: ["testimonial"] };

/** The testimonials as published from the back office; a preview link shows one draft in its place. */
export function loader({ request }: Route.LoaderArgs) {
  return referencesPageData(request);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/references", locale });
};

export default function ReferencesPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <>
      <section className="container-page pb-12 pt-32 md:pt-40">
        <BackLink to={localizeHref("/", locale)}>{t.back}</BackLink>
        <h1 className="mt-6 text-display font-semibold">{t.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted md:text-xl">{t.lead}</p>
      </section>

      <div className="container-page pb-16">
        <Island
          name="TestimonialCarousel"
          component={TestimonialCarousel}
          props={{ testimonials: loaderData.testimonials, autoplayMs: TESTIMONIAL_ROTATION_MS }}
        />
      </div>

      <section aria-labelledby="references-cta" className="container-page pb-24">
        <div className="rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:p-12">
          <h2 id="references-cta" className="text-title font-semibold">
            {t.ctaTitle}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.ctaText}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/book-tour">{t.bookTour}</ButtonLink>
            <ButtonLink to="/use-cases" variant="secondary">
              {t.useCases}
            </ButtonLink>
          </div>
        </div>
      </section>
      <PreviewNotice state={loaderData.preview} />
    </>
  );
}
