import { artFormat, artSrc, artSrcSet, type ArtSlot } from "~/lib/art";

interface ArtImageProps {
  art: ArtSlot;
  alt: string;
  /** How wide the image is shown, for the browser's pick from srcset. */
  sizes?: string;
  /** The page's largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/** A responsive picture of one art slot: AVIF and WebP, width/height set, lazy below the fold. */
export function ArtImage({ art, alt, sizes = "100vw", priority = false, className, imgClassName }: ArtImageProps) {
  const format = artFormat(art);
  const middle = format.widths[Math.min(1, format.widths.length - 1)]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={artSrcSet(art, "avif")} sizes={sizes} />
      <img
        src={artSrc(art, middle)}
        srcSet={artSrcSet(art)}
        sizes={sizes}
        width={format.width}
        height={format.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={imgClassName ?? "h-full w-full object-cover"}
      />
    </picture>
  );
}
