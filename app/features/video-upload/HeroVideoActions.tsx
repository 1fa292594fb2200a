import { buttonClass } from "~/components/ui/Button";
import { WatchVideoButton } from "~/components/venue/WatchVideoButton";
import type { ArtSlot } from "~/lib/art";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";
import { heroVideoSource } from "./hero-video";
import { ManageVideoDialog, VideoStatus } from "./ManageVideoDialog";
import { useLocalVideo } from "./useLocalVideo";

const words = bilingual({ en: { bookTour: "Book Tour" }, de: { bookTour: "Besichtigung vereinbaren" } });

/**
 * A product page's hero buttons: Book Tour, Watch Video (the page's film, or the visitor's own once
 * chosen) and Manage Video, with the chosen video's status below. One island of the product page
 * (docs/decisions/0692): no router here, so Book Tour is a plain link.
 */
export function HeroVideoActions({
  name,
  videoUrl,
  horizonFilmUrl,
  poster,
}: {
  name: string;
  videoUrl?: string;
  horizonFilmUrl: string;
  poster: ArtSlot;
}) {
  const locale = useLocale();
  const video = useLocalVideo();
  const heroVideo = heroVideoSource({ name, videoUrl, localVideoUrl: video.url }, horizonFilmUrl);
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      <a href={localizeHref("/book-tour", locale)} className={buttonClass()}>
        {words[locale].bookTour}
      </a>
      {heroVideo ? <WatchVideoButton src={heroVideo} name={name} poster={poster} /> : null}
      <ManageVideoDialog video={video} />
      {/* Its own line below the buttons (16 px: the row's gap and 4 px), kept free so nothing moves. */}
      <div className="mt-1 min-h-11 basis-full">
        <VideoStatus video={video} compact />
      </div>
    </div>
  );
}
