import { VideoPlayer } from "~/components/media/VideoPlayer";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import type { ArtSlot } from "~/lib/art";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { title: (name: string) => `${name}: video`, watch: "Watch Video", video: (name: string) => `${name} video` },
  de: { title: (name: string) => `${name}: Video`, watch: "Video ansehen", video: (name: string) => `Video: ${name}` },
});

/** 'Watch Video' in a hero: a dialog with the film (embedded after a click) or the visitor's own video. */
export function WatchVideoButton({ src, name, poster }: { src: string; name: string; poster: ArtSlot }) {
  const t = words[useLocale()];
  return (
    <Dialog
      title={t.title(name)}
      size="xl"
      trigger={
        <Button variant="secondary">
          <span aria-hidden="true">▶</span> {t.watch}
        </Button>
      }
    >
      <VideoPlayer src={src} title={t.video(name)} poster={poster} />
    </Dialog>
  );
}
