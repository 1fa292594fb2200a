import { ArtImage } from "~/components/media/ArtImage";
import { SectionIntro } from "~/components/sections/SectionIntro";
import { buttonClass } from "~/components/ui/Button";
import { Carousel } from "~/components/ui/Carousel";
import { ArrowRightIcon } from "~/components/ui/icons";
import type { HomeInLocale } from "~/content/home";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { label: "Services", learnMore: "Learn More", about: (service: string) => ` about ${service}` },
  de: { label: "Leistungen", learnMore: "Mehr erfahren", about: (service: string) => ` zu ${service}` },
});

/** The services carousel: loops in both directions, each service with 'Learn More'. */
export function ServicesCarousel({ content, id }: { content: HomeInLocale["services"]; id: string }) {
  const locale = useLocale();
  const t = words[locale];
  const count = content.slides.length;
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="container-page py-20 md:py-28 render-near-screen [--estimated-height:72rem] md:[--estimated-height:62rem] lg:[--estimated-height:59rem] xl:[--estimated-height:58rem]"
    >
      <SectionIntro id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Carousel
        label={t.label}
        slideLabels={content.slides.map((slide) => slide.title)}
        className="mt-12"
        slides={content.slides.map((slide, index) => (
          <article key={slide.id} className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
            <div className="overflow-hidden rounded-card border border-line">
              <ArtImage
                art={slide.image}
                alt=""
                sizes="(min-width: 48rem) 40rem, 100vw"
                className="block aspect-[16/10] w-full"
              />
            </div>
            <div>
              <p className="font-display text-sm font-semibold tracking-[0.2em] text-ink-muted">
                <span className="text-accent">{String(index + 1).padStart(2, "0")}</span> /{" "}
                {String(count).padStart(2, "0")}
              </p>
              <h3 className="mt-3 text-3xl font-semibold md:text-4xl">{slide.title}</h3>
              <p className="mt-4 text-lg text-ink-muted">{slide.description}</p>
              <ul className="mt-6 space-y-3">
                {slide.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-center gap-3">
                    <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent" />
                    {highlight}
                  </li>
                ))}
              </ul>
              <a href={localizeHref("/services", locale)} className={buttonClass("primary", "mt-8")}>
                {t.learnMore}
                <span className="sr-only">{t.about(slide.title)}</span>
                <ArrowRightIcon size={16} />
              </a>
            </div>
          </article>
        ))}
      />
    </section>
  );
}
