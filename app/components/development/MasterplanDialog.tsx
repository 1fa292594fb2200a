import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import type { DevelopmentPage } from "~/content/gated/schema";

/** The masterplan film in a dialog; the player itself loads only after the visitor presses play. */
export function MasterplanDialog({ masterplan }: { masterplan: DevelopmentPage["masterplan"] }) {
  const { video } = masterplan;
  return (
    <Dialog
      title={masterplan.dialogTitle}
      description={masterplan.dialogDescription}
      size="xl"
      trigger={
        <Button>
          <span aria-hidden="true">▶</span>
          {masterplan.buttonLabel}
        </Button>
      }
    >
      <ConsentEmbed src={video.src} title={video.title} provider={video.provider} poster={video.poster} />
    </Dialog>
  );
}
