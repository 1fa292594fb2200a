import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import type { Hero } from "~/content/gated/schema";
import { overviewLabel } from "~/features/gate/gated-meta";
import { localizeHref, useLocale } from "~/lib/i18n/locale";

/** The opening of a handbook page; sub pages get a way back to the overview. */
export function HandbookHero({ hero, backToOverview = false }: { hero: Hero; backToOverview?: boolean }) {
  const locale = useLocale();
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} imageAlt={hero.imageAlt}>
      {backToOverview ? (
        <Link
          to={localizeHref("/event-planners", locale)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {overviewLabel[locale]}
        </Link>
      ) : null}
    </PageHero>
  );
}
