import { ArtImage } from "~/components/media/ArtImage";
import { buttonClass } from "~/components/ui/Button";
import type { HomeInLocale } from "~/content/home";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";
import { RotatingShowcase } from "./RotatingShowcase";

const words = bilingual({
  en: { label: "Use cases", explore: "Explore Use Cases", formats: (name: string) => `${name} formats` },
  de: { label: "Formate", explore: "Formate entdecken", formats: (name: string) => `Beispiele für ${name}` },
});

/** The use-cases hero: rotates every 4 s over the three formats, 'Explore Use Cases' beside it. */
export function RotatingUseCases({ content, id }: { content: HomeInLocale["useCases"]; id: string }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="container-page py-20 md:py-28">
      <RotatingShowcase
        id={id}
        intro={content}
        label={t.label}
        action={
          <a href={localizeHref("/use-cases", locale)} className={buttonClass()}>
            {t.explore}
          </a>
        }
        slides={content.slides}
        slide={(slide) => (
          // Image, shade and text share one grid cell: an absolutely positioned image here made
          // Chromium count the off-screen slide as the page's LCP.
          <article
            key={slide.id}
            className="grid min-h-[34rem] overflow-hidden rounded-card border border-line md:min-h-[30rem]"
          >
            <ArtImage
              art={slide.image}
              alt=""
              sizes="(min-width: 80rem) 80rem, 100vw"
              className="col-start-1 row-start-1 block h-full w-full"
            />
            <div
              aria-hidden="true"
              className="col-start-1 row-start-1 bg-gradient-to-t from-canvas via-canvas/70 to-canvas/0 md:bg-gradient-to-r md:from-canvas/95 md:via-canvas/60 md:to-canvas/0"
            />
            <div className="col-start-1 row-start-1 max-w-xl self-end p-6 md:p-12">
              <p className="font-display text-xs font-semibold uppercase tracking-[0.3em] text-glow">{slide.name}</p>
              <h3 className="mt-3 text-3xl font-semibold md:text-4xl">{slide.title}</h3>
              <p className="mt-4 text-ink-muted md:text-lg">{slide.description}</p>
              <ul className="mt-6 flex flex-wrap gap-2" aria-label={t.formats(slide.name)}>
                {slide.features.map((feature) => (
                  <li
                    key={feature}
                    className="rounded-full border border-ink/20 bg-canvas/50 px-3 py-1.5 text-sm text-ink backdrop-blur"
                  >
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        )}
      />
    </section>
  );
}
