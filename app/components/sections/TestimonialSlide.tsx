import { useLocale } from "~/lib/i18n/locale";
import { ArtImage, type ArtLoad } from "../media/ArtImage";
import type { Testimonial } from "~/content/testimonials.schema";

/**
 * One testimonial: the portrait, the quote, who said it and the event label. The first slide's
 * portrait is loaded "eager": it is on the first screen, smaller than the quote (0668).
 */
export function TestimonialSlide({ testimonial, load }: { testimonial: Testimonial; load?: ArtLoad }) {
  const locale = useLocale();
  const names = testimonial.people.map((person) => person.name).join(locale === "de" ? " und " : " and ");
  return (
    // The caption is a direct child of the figure (HTML allows it only there): the portrait spans the
    // rows of the event label, the quote and the caption on wider screens.
    <figure className="grid items-center gap-x-8 rounded-card border border-line bg-surface p-6 shadow-card md:grid-cols-[16rem_1fr] md:grid-rows-[1fr_auto_auto_auto_1fr] md:p-10">
      <div className="mx-auto w-48 overflow-hidden rounded-card border border-line md:col-start-1 md:row-span-5 md:row-start-1 md:w-64">
        <ArtImage
          art={testimonial.image}
          alt={locale === "de" ? `Porträt von ${names}` : `Portrait of ${names}`}
          load={load}
          sizes="(min-width: 48rem) 16rem, 12rem"
          className="block aspect-square w-full"
        />
      </div>
      <p className="mt-8 justify-self-start rounded-full border border-glow/40 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-glow md:col-start-2 md:row-start-2 md:mt-0">
        {testimonial.event}
      </p>
      <blockquote className="mt-5 font-display text-xl leading-snug text-ink md:col-start-2 md:row-start-3 md:text-2xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 space-y-1 md:col-start-2 md:row-start-4">
        {testimonial.people.map((person) => (
          <p key={person.name}>
            <span className="font-semibold text-ink">{person.name}</span>
            <span className="text-ink-muted">, {person.role}</span>
          </p>
        ))}
        <p className="text-sm font-semibold text-accent">{testimonial.company}</p>
      </figcaption>
    </figure>
  );
}
