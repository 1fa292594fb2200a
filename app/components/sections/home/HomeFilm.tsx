import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { PlayIcon } from "~/components/ui/icons";
import type { HomeInLocale } from "~/content/home";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { close: "Close film", watch: "Watch the Film", play: "Play the film" },
  de: { close: "Film schließen", watch: "Film ansehen", play: "Film abspielen" },
});

/** 'Watch the Film': the film in a dialog, embedded once the visitor presses play (an island). */
export function HomeFilm({ film }: { film: HomeInLocale["film"] }) {
  const locale = useLocale();
  const t = words[locale];
  return (
    <Dialog
      title={film.title}
      description={film.description}
      size="xl"
      closeLabel={t.close}
      trigger={
        <Button variant="secondary" className="px-6 text-base backdrop-blur">
          <PlayIcon size={16} className="text-accent" />
          {t.watch}
          <span className="font-normal text-ink-muted">{film.duration}</span>
        </Button>
      }
    >
      <ConsentEmbed
        src={film.src}
        title={film.title}
        poster={film.poster}
        provider={film.provider}
        playLabel={t.play}
        lang={locale}
      />
    </Dialog>
  );
}
