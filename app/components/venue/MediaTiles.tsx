import { useState, type ReactNode } from "react";
import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { Dialog } from "~/components/ui/Dialog";
import { Lightbox } from "~/components/ui/Lightbox";
import { Tabs } from "~/components/ui/Tabs";
import { buttonClass } from "~/components/ui/Button";
import type { FloorPlan } from "~/content/venues";
import type { ArtSlot } from "~/lib/art";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";
import { FloorPlanDrawing } from "./FloorPlanDrawing";
import type { GalleryPicture } from "./ImageGallery";

interface MediaFilm {
  id: string;
  title: string;
  description: string;
  duration: string;
  thumbnail: ArtSlot;
  embedUrl: string;
}

interface MediaTilesProps {
  photos: GalleryPicture[];
  films: MediaFilm[];
  tour: { src: string; title: string; poster: ArtSlot };
  plans: FloorPlan[];
}

const words = bilingual({
  en: {
    heading: "Photos, videos, 360° tour and floor plans",
    photos: "Photos",
    photosDetail: (n: number) => `${n} photos, fullscreen`,
    videos: "Videos",
    videosDescription: "Films from our stages. Each plays from our video channel after you press play.",
    filmsDetail: (n: number) => `${n} films`,
    allFilms: "All films",
    tour: "360° Tour",
    tourDescription: "Walk through floors 4 to 6 from your desk: every stage, room and the terrace, in 360°.",
    tourDetail: "Floors 4, 5 and 6",
    startTour: "Start the 360° tour",
    guided:
      "Prefer a guided walk? The 360° tour page describes each floor as you go, or book a tour with our venue team.",
    tourPage: "Open the 360° tour page",
    bookTour: "Book a Tour",
    floorPlan: "Floor Plan",
    floorPlanDescription: "The three event floors, drawn to the same scale.",
    floorsDetail: (n: number) => `${n} event floors`,
    floors: "Floors",
    floor: (n: number) => `Floor ${n}`,
  },
  de: {
    heading: "Fotos, Videos, 360°-Rundgang und Grundrisse",
    photos: "Fotos",
    photosDetail: (n: number) => `${n} Fotos, im Vollbild`,
    videos: "Videos",
    videosDescription:
      "Filme von unseren Bühnen. Jeder Film wird erst nach Ihrem Klick von unserem Videokanal abgespielt.",
    filmsDetail: (n: number) => `${n} Filme`,
    allFilms: "Alle Filme",
    tour: "360°-Rundgang",
    tourDescription:
      "Erkunden Sie die Etagen 4 bis 6 vom Schreibtisch aus: jede Bühne, jeden Raum und die Terrasse, in 360°.",
    tourDetail: "Etagen 4, 5 und 6",
    startTour: "360°-Rundgang starten",
    guided:
      "Lieber mit Erläuterungen? Die Seite zum 360°-Rundgang beschreibt jede Etage – oder vereinbaren Sie eine Besichtigung mit unserem Location-Team.",
    tourPage: "Seite zum 360°-Rundgang öffnen",
    bookTour: "Besichtigung vereinbaren",
    floorPlan: "Grundriss",
    floorPlanDescription: "Die drei Eventetagen, im selben Maßstab gezeichnet.",
    floorsDetail: (n: number) => `${n} Eventetagen`,
    floors: "Etagen",
    floor: (n: number) => `Etage ${n}`,
  },
});

const tileClass =
  "group flex min-h-36 w-full flex-col justify-between rounded-card border border-line bg-surface p-6 text-left shadow-card transition-colors hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2";

function Tile({ icon, title, detail }: { icon: ReactNode; title: string; detail: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent/15 text-accent"
      >
        {icon}
      </span>
      <span className="mt-6 block">
        <span className="block font-display text-xl font-semibold text-ink">{title}</span>
        <span className="mt-1 block text-sm text-ink-muted">{detail}</span>
      </span>
    </>
  );
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className="h-6 w-6"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.7}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

/**
 * The media tile row of /venues/gallery (spec section 2): Photos, Videos, 360° Tour, Floor Plan.
 * An island of the product page (docs/decisions/0692): no router here, so its links are plain ones.
 */
export function MediaTiles({ photos, films, tour, plans }: MediaTilesProps) {
  const locale = useLocale();
  const t = words[locale];
  const [photoIndex, setPhotoIndex] = useState(-1);
  const [filmId, setFilmId] = useState(films[0]?.id);
  const film = films.find((candidate) => candidate.id === filmId) ?? films[0];

  return (
    <section aria-labelledby="media-heading" className="container-page py-12">
      <h2 id="media-heading" className="sr-only">
        {t.heading}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <li>
          <Lightbox
            pictures={photos}
            index={photoIndex}
            onIndexChange={setPhotoIndex}
            onClose={() => setPhotoIndex(-1)}
            trigger={
              <button type="button" className={tileClass}>
                <Tile
                  icon={icon("M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M15.5 9.5h.01")}
                  title={t.photos}
                  detail={t.photosDetail(photos.length)}
                />
              </button>
            }
          />
        </li>
        <li>
          <Dialog
            title={t.videos}
            description={t.videosDescription}
            size="xl"
            trigger={
              <button type="button" className={tileClass}>
                <Tile
                  icon={icon("M3 7h12v10H3z M15 10l6-3v10l-6-3")}
                  title={t.videos}
                  detail={t.filmsDetail(films.length)}
                />
              </button>
            }
          >
            {film ? (
              <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
                <div>
                  <ConsentEmbed
                    key={film.id}
                    src={film.embedUrl}
                    title={film.title}
                    poster={film.thumbnail}
                    provider="Vimeo"
                    lang={locale}
                  />
                  <h3 className="mt-4 text-xl font-semibold">{film.title}</h3>
                  <p className="mt-1 text-sm text-ink-muted">{film.description}</p>
                </div>
                <ul className="max-h-[60dvh] space-y-2 overflow-y-auto pr-1" aria-label={t.allFilms}>
                  {films.map((candidate) => (
                    <li key={candidate.id}>
                      <button
                        type="button"
                        onClick={() => setFilmId(candidate.id)}
                        aria-current={candidate.id === film.id ? "true" : undefined}
                        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 text-left text-sm hover:border-accent/60 aria-[current=true]:border-accent aria-[current=true]:bg-accent/10"
                      >
                        <span className="font-semibold text-ink">{candidate.title}</span>
                        <span className="shrink-0 text-ink-muted">{candidate.duration}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Dialog>
        </li>
        <li>
          <Dialog
            title={t.tour}
            description={t.tourDescription}
            size="xl"
            trigger={
              <button type="button" className={tileClass}>
                <Tile
                  icon={icon(
                    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M3 12h18 M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9 M12 3C9.5 5.5 8.2 8.5 8.2 12s1.3 6.5 3.8 9",
                  )}
                  title={t.tour}
                  detail={t.tourDetail}
                />
              </button>
            }
          >
            <ConsentEmbed
              src={tour.src}
              title={tour.title}
              poster={tour.poster}
              provider="Matterport"
              playLabel={t.startTour}
              lang={locale}
            />
            <p className="mt-4 text-sm text-ink-muted">{t.guided}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href={localizeHref("/360-view", locale)} className={buttonClass("secondary")}>
                {t.tourPage}
              </a>
              <a href={localizeHref("/book-tour", locale)} className={buttonClass()}>
                {t.bookTour}
              </a>
            </div>
          </Dialog>
        </li>
        <li>
          <Dialog
            title={t.floorPlan}
            description={t.floorPlanDescription}
            size="xl"
            trigger={
              <button type="button" className={tileClass}>
                <Tile
                  icon={icon("M3 4h18v16H3z M3 12h8 M11 4v16 M15 12h6 M15 12v8")}
                  title={t.floorPlan}
                  detail={t.floorsDetail(plans.length)}
                />
              </button>
            }
          >
            <Tabs
              label={t.floors}
              items={plans.map((plan) => ({
                value: String(plan.floor),
                label: t.floor(plan.floor),
                content: <FloorPlanDrawing plan={plan} />,
              }))}
            />
          </Dialog>
        </li>
      </ul>
    </section>
  );
}
