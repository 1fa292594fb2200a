import { useLocale } from "~/lib/i18n/locale";
import type { ArtSlot } from "~/lib/art";
import { ConsentEmbed } from "./ConsentEmbed";

interface VideoPlayerProps {
  /** A local blob: URL (a visitor's own video) or a third-party player URL. */
  src: string;
  title: string;
  poster: ArtSlot;
}

function isLocalVideo(src: string): boolean {
  return src.startsWith("blob:");
}

/** Local (blob) videos play in a native video element; others in an embedded frame after a click (spec section 4). */
export function VideoPlayer({ src, title, poster }: VideoPlayerProps) {
  const locale = useLocale();
  if (isLocalVideo(src)) {
    return (
      // The visitor's own local file, previewed in their browser: no captions exist for it.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video src={src} controls playsInline className="aspect-video w-full rounded-card bg-black" aria-label={title}>
        {locale === "de"
          ? "Ihr Browser kann dieses Video nicht abspielen."
          : "Your browser does not support the video element."}
      </video>
    );
  }
  return <ConsentEmbed src={src} title={title} poster={poster} provider="Vimeo" />;
}
