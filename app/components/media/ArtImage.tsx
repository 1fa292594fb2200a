import { createContext, useContext, type ReactNode } from "react";
import { artFormat, artSrc, artSrcSet, PUBLIC_ART_BASE, type ArtSlot } from "~/lib/art";
import { gates, type GateName } from "~/content/gates";
import { useLocale } from "~/lib/i18n/locale";
import { focalPosition, photoSrcOf, photoSrcSet, type SitePhotos } from "../../../server/domain/media/placed-photo";

/**
 * The folder the pictures below come from: public art, or a gate's own art route (docs/decisions/0950).
 * An island inside a gated page carries it over to its own React root (app/islands/Island.tsx).
 */
export const ArtBase = createContext(PUBLIC_ART_BASE);

/**
 * The photos the team placed in slots (server/domain/media/placed-photo.ts), from the root's loader; an island
 * carries the ones it shows over to its own React root (app/islands/Island.tsx).
 */
export const PlacedPhotos = createContext<SitePhotos>({});

/** Wraps a gated page: its pictures are fetched through the gate (`/development/art/...`), with the cookie. */
export function GatedArt({ gate, children }: { gate: GateName; children: ReactNode }) {
  return <ArtBase.Provider value={`${gates[gate].basePath}/art`}>{children}</ArtBase.Provider>;
}

/**
 * How a picture is fetched (0668): "lazy" below a phone's first screen (the default); "eager" on it
 * beside a larger one, at once at the browser's own priority; "priority" the page's largest picture on
 * arrival, at once with high priority.
 */
export type ArtLoad = "lazy" | "eager" | "priority";

interface ArtImageProps {
  art: ArtSlot;
  alt: string;
  /** How wide the image is shown, for the browser's pick from srcset. */
  sizes?: string;
  load?: ArtLoad;
  className?: string;
  imgClassName?: string;
}

/**
 * A responsive picture of one art slot: AVIF and WebP, width/height set, lazy below the fold. A slot
 * the team placed a photo in shows that photo (its own alt text, cropped around its focal point).
 */
export function ArtImage({ art, alt, sizes = "100vw", load = "lazy", className, imgClassName }: ArtImageProps) {
  const base = useContext(ArtBase);
  const photo = useContext(PlacedPhotos)[art];
  const locale = useLocale();
  const format = artFormat(art);
  if (photo) {
    return (
      <picture className={className}>
        <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
        <img
          src={photoSrcOf(photo, 800)}
          srcSet={photoSrcSet(photo, "webp")}
          sizes={sizes}
          // The slot's shape, not the photo's: the page's layout stays as with the art; the photo is cropped into it.
          width={format.width}
          height={format.height}
          alt={alt === "" ? "" : photo.alt[locale]}
          loading={load === "lazy" ? "lazy" : "eager"}
          fetchPriority={load === "priority" ? "high" : "auto"}
          decoding="async"
          className={imgClassName ?? "h-full w-full object-cover"}
          style={{ objectPosition: focalPosition(photo) }}
        />
      </picture>
    );
  }
  const middle = format.widths[Math.min(1, format.widths.length - 1)]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={artSrcSet(art, "avif", base)} sizes={sizes} />
      <img
        src={artSrc(art, middle, "webp", base)}
        srcSet={artSrcSet(art, "webp", base)}
        sizes={sizes}
        width={format.width}
        height={format.height}
        alt={alt}
        loading={load === "lazy" ? "lazy" : "eager"}
        fetchPriority={load === "priority" ? "high" : "auto"}
        decoding="async"
        className={imgClassName ?? "h-full w-full object-cover"}
      />
    </picture>
  );
}
