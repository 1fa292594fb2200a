import { useLocale } from "~/lib/i18n/locale";
import { Carousel } from "~/components/ui/Carousel";
import type { Testimonial } from "~/content/testimonials.schema";
import { TestimonialSlide } from "./TestimonialSlide";

/** The testimonials of /references, rotating (an island of that page, docs/decisions/0692). */
export function TestimonialCarousel({ testimonials, autoplayMs }: { testimonials: Testimonial[]; autoplayMs: number }) {
  return (
    <Carousel
      label={useLocale() === "de" ? "Kundenstimmen" : "Client testimonials"}
      autoplayMs={autoplayMs}
      slideLabels={testimonials.map((t) => t.company)}
      slideClassName="px-1"
      slides={testimonials.map((testimonial, index) => (
        <TestimonialSlide key={testimonial.id} testimonial={testimonial} load={index === 0 ? "eager" : "lazy"} />
      ))}
    />
  );
}
