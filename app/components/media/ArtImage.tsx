import { createContext, useContext, type ReactNode } from "react";
import { artFormat, artSrc, artSrcSet, PUBLIC_ART_BASE, type ArtSlot } from "~/lib/art";
import { gates, type GateName } from "~/content/gates";

/**
 * The folder the pictures below come from: public art, or a gate's own art route (docs/decisions/0950).
 * An island inside a gated page carries it over to its own React root (app/islands/Island.tsx).
 */
export const ArtBase = createContext(PUBLIC_ART_BASE);

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

/** A responsive picture of one art slot: AVIF and WebP, width/height set, lazy below the fold. */
export function ArtImage({ art, alt, sizes = "100vw", load = "lazy", className, imgClassName }: ArtImageProps) {
  const base = useContext(ArtBase);
  const format = artFormat(art);
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
