import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { PlayIcon } from "~/components/ui/icons";
import type { home } from "~/content/home";

/** 'Watch the Film': the film in a dialog, embedded once the visitor presses play (an island). */
export function HomeFilm({ film }: { film: typeof home.film }) {
  return (
    <Dialog
      title={film.title}
      description={film.description}
      size="xl"
      closeLabel="Close film"
      trigger={
        <Button variant="secondary" className="px-6 text-base backdrop-blur">
          <PlayIcon size={16} className="text-accent" />
          Watch the Film
          <span className="font-normal text-ink-muted">{film.duration}</span>
        </Button>
      }
    >
      <ConsentEmbed
        src={film.src}
        title={film.title}
        poster={film.poster}
        provider={film.provider}
        playLabel="Play the film"
      />
    </Dialog>
  );
}
