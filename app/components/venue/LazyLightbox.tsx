import { lazy, Suspense, useState } from "react";
import type { LightboxImage } from "~/components/ui/Lightbox";

// The lightbox library is loaded on the first open, not with the page (client JS budget).
const Lightbox = lazy(() => import("~/components/ui/Lightbox").then((module) => ({ default: module.Lightbox })));

interface LazyLightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The shared Lightbox, fetched when a visitor first opens an image and kept mounted afterwards. */
export function LazyLightbox(props: LazyLightboxProps) {
  const [wanted, setWanted] = useState(false);
  if (props.index >= 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
