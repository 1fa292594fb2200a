import { ArtImage } from "~/components/media/ArtImage";
import { buttonClass } from "~/components/ui/Button";
import { ArrowRightIcon } from "~/components/ui/icons";
import type { HomeInLocale } from "~/content/home";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";
import { RotatingShowcase } from "./RotatingShowcase";

const words = bilingual({
  en: { label: "Venues", all: "Discover All Stages", explore: (name: string) => `Explore ${name}` },
  de: { label: "Locations", all: "Alle Bühnen entdecken", explore: (name: string) => `${name} entdecken` },
});

/** The venue hero: Horizon Stage, Liberty Stage, Sky Lounge, Sky Terrace, every 4 s, each with its button. */
export function RotatingVenues({ content, id }: { content: HomeInLocale["venues"]; id: string }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="py-20 md:py-28 render-near-screen [--estimated-height:76rem] md:[--estimated-height:87rem] lg:[--estimated-height:63.5rem] xl:[--estimated-height:60.5rem]"
    >
      <div className="container-page">
        <RotatingShowcase
          id={id}
          intro={content}
          label={t.label}
          action={
            <a href={localizeHref("/venues", locale)} className={buttonClass("secondary")}>
              {t.all}
            </a>
          }
          slides={content.slides}
          slide={(slide) => (
            <article
              key={slide.id}
              className="grid overflow-hidden rounded-card border border-line bg-surface lg:grid-cols-[1.5fr_1fr]"
            >
              <ArtImage
                art={slide.image}
                alt=""
                sizes="(min-width: 64rem) 60vw, 100vw"
                className="block aspect-[16/10] w-full lg:aspect-auto lg:h-full"
              />
              <div className="flex flex-col justify-center p-6 md:p-10">
                <p className="font-display text-xs font-semibold uppercase tracking-[0.3em] text-accent">
                  {slide.tagline}
                </p>
                <h3 className="mt-3 text-3xl font-semibold md:text-4xl">{slide.name}</h3>
                <p className="mt-4 text-ink-muted">{slide.description}</p>
                <dl className="mt-6 grid grid-cols-3 gap-3 border-y border-line py-5">
                  {slide.facts.map((fact) => (
                    <div key={fact.label} className="flex flex-col-reverse">
                      <dt className="mt-1 text-xs uppercase tracking-wider text-ink-muted">{fact.label}</dt>
                      <dd className="font-display text-sm font-semibold text-ink md:text-base">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                <a href={localizeHref(slide.href, locale)} className={buttonClass("primary", "mt-7 self-start")}>
                  {t.explore(slide.name)}
                  <ArrowRightIcon size={16} />
                </a>
              </div>
            </article>
          )}
        />
      </div>
    </section>
  );
}
