import { useEffect, useRef } from "react";
import YarlLightbox from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";

export interface LightboxImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

interface LightboxProps {
  images: LightboxImage[];
  /** The open image, or -1 when closed. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A fullscreen lightbox (yet-another-react-lightbox): previous/next wrap, Left/Right keys,
 * Escape closes, arrows hidden with one image, and focus returns to the thumbnail that opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const opener = useRef<HTMLElement | null>(null);
  const open = index >= 0;
  useEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);

  return (
    <YarlLightbox
      open={open}
      index={Math.max(0, index)}
      close={() => {
        onClose();
        const target = opener.current;
        window.setTimeout(() => target?.focus(), 0);
      }}
      on={{ view: ({ index: current }) => onIndexChange(current) }}
      slides={images.map((image) => ({ src: image.src, alt: image.alt, width: image.width, height: image.height }))}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: "Previous image",
        Next: "Next image",
        Close: "Close",
        Lightbox: "Image viewer",
        Carousel: "Images",
      }}
    />
  );
}
