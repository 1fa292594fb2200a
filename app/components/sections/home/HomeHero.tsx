import { SiteLink } from "~/components/layout/SiteLink";
import { HeroVideo } from "~/components/media/HeroVideo";
import { ButtonLink } from "~/components/ui/Button";
import { Island } from "~/islands/Island";
import { HomeFilm } from "./HomeFilm";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { HomeInLocale } from "~/content/home";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { bookTour: "Book a Tour", discover: "Discover SPARK" },
  de: { bookTour: "Besichtigung vereinbaren", discover: "SPARK entdecken" },
});

type HomeHeroProps = { hero: HomeInLocale["hero"]; film: HomeInLocale["film"]; nextSectionId: string };

/** The opening of the home page: the stage in motion, the promise, Book a Tour and the film. */
export function HomeHero({ hero, film, nextSectionId }: HomeHeroProps) {
  const t = words[useLocale()];
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden pb-14 pt-32 md:pb-20"
    >
      <Island
        name="HeroVideo"
        component={HeroVideo}
        props={{
          still: hero.still,
          stillAlt: hero.stillAlt,
          sources: hero.video,
          className: "absolute inset-x-0 bottom-16 top-0 -z-20",
        }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-canvas via-canvas/30 to-canvas/0"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-canvas/75 via-canvas/15 to-transparent"
      />
      <div className="container-page">
        <p className="flex items-center gap-3 font-display text-[0.7rem] font-semibold uppercase tracking-[0.22em] text-accent sm:text-sm sm:tracking-[0.32em]">
          <span aria-hidden="true" className="hidden h-px w-10 bg-accent sm:block" />
          {hero.eyebrow}
        </p>
        <h1
          id="home-hero-title"
          className="mt-5 max-w-4xl text-[clamp(2.4rem,4.4vw+1rem,4.75rem)] font-semibold leading-[1.03]"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink [text-shadow:0_1px_18px_rgb(0_0_0/0.55)] md:text-xl">
          {hero.lead}
        </p>
        <div className="mt-9 flex flex-wrap gap-3">
          <ButtonLink to="/book-tour" className="px-7 text-base">
            {t.bookTour}
          </ButtonLink>
          <Island name="HomeFilm" component={HomeFilm} props={{ film }} />
        </div>
        <dl className="mt-10 grid max-w-3xl grid-cols-3 gap-4 border-t border-ink/15 pt-6 md:mt-12">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-xs text-ink-muted md:text-sm">{stat.label}</dt>
              <dd className="font-display text-2xl font-semibold text-ink md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <SiteLink
        href={`/#${nextSectionId}`}
        className="absolute bottom-8 right-24 hidden min-h-11 items-center gap-2 rounded-full px-4 text-sm text-ink-muted hover:text-ink lg:flex"
      >
        {t.discover}
        <ChevronDownIcon size={16} className="motion-safe:animate-bounce" />
      </SiteLink>
    </section>
  );
}
