import type { ReactNode } from "react";
import { ArtImage } from "../media/ArtImage";
import type { ArtSlot } from "~/lib/art";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  image?: ArtSlot;
  imageAlt?: string;
  children?: ReactNode;
}

/** The opening of an inner page: eyebrow, title, lead, optional art behind, optional actions. */
export function PageHero({ eyebrow, title, lead, image, imageAlt = "", children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden pb-16 pt-36 md:pb-24 md:pt-44">
      {image ? (
        <div className="absolute inset-0 -z-10">
          <ArtImage art={image} alt={imageAlt} load="priority" sizes="100vw" className="block h-full w-full" />
          <div className="absolute inset-0 bg-gradient-to-b from-canvas/70 via-canvas/80 to-canvas" />
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(255_122_46/0.18),transparent_60%)]"
        />
      )}
      <div className="container-page">
        {eyebrow ? (
          <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{eyebrow}</p>
        ) : null}
        <h1 className="mt-4 max-w-4xl text-display font-semibold">{title}</h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{lead}</p> : null}
        {children ? <div className="mt-10 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  );
}
