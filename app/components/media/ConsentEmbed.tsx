import { useState } from "react";
import { useDialogShown } from "~/components/ui/Dialog";
import { useConsent } from "~/features/consent/useConsent";
import type { ArtSlot } from "~/lib/art";
import { ArtImage, type ArtLoad } from "./ArtImage";
import { useLocale } from "~/lib/i18n/locale";

interface ConsentEmbedProps {
  /** The third-party player or tour URL (its origin must be in server/security/headers.ts EMBED_ORIGINS). */
  src: string;
  title: string;
  poster: ArtSlot;
  /** "priority" where the poster is the page's largest picture on arrival (ArtImage's `load`). */
  posterLoad?: ArtLoad;
  /** Who serves the embed, named on the button: "Vimeo", "YouTube", "Matterport". */
  provider: string;
  playLabel?: string;
  aspect?: string;
  lang?: "en" | "de";
}

/**
 * A third-party embed (player or tour) that loads nothing from the third party until the visitor
 * clicks, or at once when the visitor has allowed marketing cookies, as the consent texts say
 * (banner, /cookie-settings, privacy section 7, cookie policy section 3): until then a poster and a
 * play button.
 */
export function ConsentEmbed({
  src,
  title,
  poster,
  posterLoad,
  provider,
  playLabel,
  aspect = "aspect-video",
  lang: givenLang,
}: ConsentEmbedProps) {
  const pageLocale = useLocale();
  const lang = givenLang ?? pageLocale;
  const { choice } = useConsent();
  const [played, setPlayed] = useState(false);
  // With marketing consent the embed loads at once; otherwise the visitor's click loads it. Inside a
  // closed dialog it is not loaded (closing one stops the film).
  const loaded = useDialogShown() && (played || Boolean(choice?.marketing));

  if (loaded) {
    return (
      <div className={`relative w-full overflow-hidden rounded-card bg-black ${aspect}`}>
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const notice =
    lang === "de"
      ? `Beim Abspielen lädt ${provider} Inhalte und kann Cookies setzen.`
      : `Playing loads content from ${provider}, which may set cookies.`;
  return (
    <div className={`relative w-full overflow-hidden rounded-card bg-black ${aspect}`}>
      <ArtImage
        art={poster}
        alt=""
        load={posterLoad}
        sizes="(min-width: 64rem) 64rem, 100vw"
        className="absolute inset-0 block h-full w-full opacity-80"
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-t from-black/80 to-black/20 p-6 text-center">
        <button
          type="button"
          onClick={() => setPlayed(true)}
          className="flex min-h-14 items-center gap-3 rounded-full bg-accent px-7 font-semibold text-canvas shadow-card hover:bg-accent-strong"
        >
          <span aria-hidden="true">▶</span>
          {playLabel ?? (lang === "de" ? `${title} abspielen` : `Play ${title}`)}
        </button>
        <p className="max-w-md text-sm text-ink">{notice}</p>
      </div>
    </div>
  );
}
