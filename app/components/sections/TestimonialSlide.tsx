import { ArtImage } from "../media/ArtImage";
import type { Testimonial } from "~/content/testimonials.schema";

/** One testimonial: the portrait, the quote, who said it and the event label. */
export function TestimonialSlide({ testimonial, priority = false }: { testimonial: Testimonial; priority?: boolean }) {
  const names = testimonial.people.map((person) => person.name).join(" and ");
  return (
    <figure className="grid items-center gap-8 rounded-card border border-line bg-surface p-6 shadow-card md:grid-cols-[16rem_1fr] md:p-10">
      <div className="mx-auto w-48 overflow-hidden rounded-card border border-line md:w-64">
        <ArtImage
          art={testimonial.image}
          alt={`Portrait of ${names}`}
          priority={priority}
          sizes="(min-width: 48rem) 16rem, 12rem"
          className="block aspect-square w-full"
        />
      </div>
      <div>
        <p className="inline-block rounded-full border border-glow/40 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-glow">
          {testimonial.event}
        </p>
        <blockquote className="mt-5 font-display text-xl leading-snug text-ink md:text-2xl">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 space-y-1">
          {testimonial.people.map((person) => (
            <p key={person.name}>
              <span className="font-semibold text-ink">{person.name}</span>
              <span className="text-ink-muted">, {person.role}</span>
            </p>
          ))}
          <p className="text-sm font-semibold text-accent">{testimonial.company}</p>
        </figcaption>
      </div>
    </figure>
  );
}
