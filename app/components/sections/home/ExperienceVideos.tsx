import { ArtImage } from "~/components/media/ArtImage";
import { SectionIntro } from "~/components/sections/SectionIntro";
import { ExternalButtonLink } from "~/components/ui/Button";
import { ArrowUpRightIcon, PlayIcon } from "~/components/ui/icons";
import type { HomeInLocale } from "~/content/home";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { site } from "../../../../server/domain/company/site";

const words = bilingual({
  en: {
    onVimeo: "Watch on Vimeo",
    onLinkedIn: "Watch on LinkedIn",
    allVideos: "View All Videos",
    newTab: "(opens in a new tab)",
    duration: "Duration ",
  },
  de: {
    onVimeo: "Auf Vimeo ansehen",
    onLinkedIn: "Auf LinkedIn ansehen",
    allVideos: "Alle Videos ansehen",
    newTab: "(öffnet in einem neuen Tab)",
    duration: "Dauer ",
  },
});

type Words = (typeof words)["en"];
type Video = HomeInLocale["experience"]["videos"][number];

/** Where a video card leads: the external video page, else the social post (spec). */
function videoCardTarget(video: Pick<Video, "vimeoUrl" | "linkedinUrl">, t: Words): { href: string; label: string } {
  return video.vimeoUrl ? { href: video.vimeoUrl, label: t.onVimeo } : { href: video.linkedinUrl, label: t.onLinkedIn };
}

/** 'Experience SPARK': video cards that open in a new tab, and 'View All Videos'. */
export function ExperienceVideos({ content, id }: { content: HomeInLocale["experience"]; id: string }) {
  const t = words[useLocale()];
  // The company's YouTube profile, read on each render: an owner may publish new company details.
  const allVideosHref = site.social.find((network) => network.name === "YouTube")!.href;
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="border-y border-line bg-surface/60 py-20 md:py-28 render-near-screen [--estimated-height:125rem] md:[--estimated-height:74rem] lg:[--estimated-height:83rem] xl:[--estimated-height:51rem]"
    >
      <div className="container-page">
        <SectionIntro
          id={`${id}-title`}
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
          action={
            <ExternalButtonLink
              href={allVideosHref}
              newTab
              variant="secondary"
              aria-label={`${t.allVideos} ${t.newTab}`}
            >
              {t.allVideos}
              <ArrowUpRightIcon size={16} />
            </ExternalButtonLink>
          }
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {content.videos.map((video) => {
            const target = videoCardTarget(video, t);
            return (
              <li key={video.id}>
                <a
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-colors hover:border-accent/60"
                >
                  <div className="relative">
                    <ArtImage
                      art={video.thumbnail}
                      alt=""
                      sizes="(min-width: 80rem) 20rem, (min-width: 40rem) 50vw, 100vw"
                      className="block aspect-video w-full"
                      imgClassName="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
                    />
                    <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-canvas/70 text-ink ring-1 ring-ink/30 backdrop-blur transition-colors group-hover:bg-accent group-hover:text-canvas">
                        <PlayIcon size={20} />
                      </span>
                    </span>
                    <span className="absolute bottom-3 right-3 rounded-md bg-canvas/85 px-2 py-0.5 font-display text-xs font-semibold text-ink">
                      <span className="sr-only">{t.duration}</span>
                      {video.duration}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <p className="text-xs font-semibold uppercase tracking-[0.2em] text-glow">{video.category}</p>
                    <h3 className="mt-2 text-lg font-semibold leading-snug">{video.title}</h3>
                    <p className="mt-2 flex-1 text-sm text-ink-muted">{video.description}</p>
                    <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
                      {target.label}
                      <ArrowUpRightIcon size={14} />
                      <span className="sr-only">{t.newTab}</span>
                    </span>
                  </div>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
