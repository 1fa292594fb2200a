import { ArtImage } from "~/components/media/ArtImage";
import { ButtonLink } from "~/components/ui/Button";
import type { HomeInLocale } from "~/content/home";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { bookTour: "Book a Tour", contact: "Contact Us" },
  de: { bookTour: "Besichtigung vereinbaren", contact: "Kontakt aufnehmen" },
});

/** 'Ready to Experience SPARK?': the last word of the home page, Book a Tour and Contact Us. */
export function ClosingCta({ content, id }: { content: HomeInLocale["closing"]; id: string }) {
  const t = words[useLocale()];
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="container-page pb-24 pt-8 md:pb-32">
      {/* Image, shade and text stacked in one grid cell (no absolute image: see RotatingUseCases). */}
      <div className="grid overflow-hidden rounded-card border border-line text-center">
        <ArtImage
          art={content.image}
          alt=""
          sizes="(min-width: 80rem) 80rem, 100vw"
          className="col-start-1 row-start-1 block h-full w-full"
        />
        <div
          aria-hidden="true"
          className="col-start-1 row-start-1 bg-gradient-to-b from-canvas/75 via-canvas/45 to-canvas/85"
        />
        <div className="col-start-1 row-start-1 self-center px-6 py-20 md:px-16 md:py-28">
          <h2 id={`${id}-title`} className="mx-auto max-w-4xl text-display font-semibold">
            {content.title}
          </h2>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink">{content.lead}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/book-tour" className="px-8 text-base">
              {t.bookTour}
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary" className="px-8 text-base backdrop-blur">
              {t.contact}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
