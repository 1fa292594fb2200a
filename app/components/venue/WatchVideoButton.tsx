import { VideoPlayer } from "~/components/media/VideoPlayer";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import type { ArtSlot } from "~/lib/art";

/** 'Watch Video' in a hero: a dialog with the film (embedded after a click) or the visitor's own video. */
export function WatchVideoButton({ src, name, poster }: { src: string; name: string; poster: ArtSlot }) {
  return (
    <Dialog
      title={`${name}: video`}
      size="xl"
      trigger={
        <Button variant="secondary">
          <span aria-hidden="true">▶</span> Watch Video
        </Button>
      }
    >
      <VideoPlayer src={src} title={`${name} video`} poster={poster} />
    </Dialog>
  );
}
