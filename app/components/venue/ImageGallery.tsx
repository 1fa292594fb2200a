import { useState } from "react";
import { ArtImage } from "~/components/media/ArtImage";
import { Lightbox, type LightboxPicture } from "~/components/ui/Lightbox";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    openLarge: (n: number, of: number) => `Open full screen, image ${n} of ${of}: `,
    openThumb: (n: number, of: number, alt: string) => `Open image ${n} of ${of}: ${alt}`,
  },
  de: {
    openLarge: (n: number, of: number) => `Im Vollbild öffnen, Bild ${n} von ${of}: `,
    openThumb: (n: number, of: number, alt: string) => `Bild ${n} von ${of} öffnen: ${alt}`,
  },
});

export type GalleryPicture = LightboxPicture;

/**
 * A large picture with a strip of thumbnails. Each thumbnail (and the large picture) opens the
 * fullscreen lightbox; the large picture follows the last one viewed. Only for 2 or more pictures.
 */
export function ImageGallery({ pictures, label }: { pictures: GalleryPicture[]; label: string }) {
  const t = words[useLocale()];
  const [open, setOpen] = useState(-1);
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  if (!current) return null;

  const openAt = (index: number) => {
    setShown(index);
    setOpen(index);
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => openAt(shown)}
        className="group relative block w-full overflow-hidden rounded-card border border-line"
      >
        <ArtImage
          art={current.image}
          alt=""
          sizes="(min-width: 80rem) 80rem, 100vw"
          className="block aspect-[16/9] w-full"
          imgClassName="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
        />
        <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 bg-gradient-to-t from-black/85 to-transparent px-5 pb-4 pt-16 text-left">
          <span className="text-sm text-ink md:text-base">
            <span className="sr-only">{t.openLarge(shown + 1, pictures.length)}</span>
            {current.alt}
          </span>
          <span
            aria-hidden="true"
            className="shrink-0 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-ink"
          >
            {shown + 1} / {pictures.length} · ⤢
          </span>
        </span>
      </button>
      <ul className="mt-4 flex gap-3 overflow-x-auto pb-2" aria-label={label}>
        {pictures.map((picture, index) => (
          <li key={picture.image} className="shrink-0">
            <button
              type="button"
              onClick={() => openAt(index)}
              aria-label={t.openThumb(index + 1, pictures.length, picture.alt)}
              aria-current={index === shown ? "true" : undefined}
              className="block w-28 overflow-hidden rounded-lg border-2 border-transparent opacity-75 transition hover:opacity-100 aria-[current=true]:border-accent aria-[current=true]:opacity-100 md:w-36"
            >
              <ArtImage art={picture.image} alt="" sizes="9rem" className="block aspect-[16/10] w-full" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        pictures={pictures}
        index={open}
        onIndexChange={(index) => {
          setOpen(index);
          setShown(index);
        }}
        onClose={() => setOpen(-1)}
      />
    </div>
  );
}
