import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import type { Hero } from "~/content/gated/schema";

/** The opening of a handbook page; sub pages get a way back to the overview. */
export function HandbookHero({ hero, backTo }: { hero: Hero; backTo?: { label: string; href: string } }) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} imageAlt={hero.imageAlt}>
      {backTo ? (
        <Link
          to={backTo.href}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {backTo.label}
        </Link>
      ) : null}
    </PageHero>
  );
}
