import { ArtImage } from "~/components/media/ArtImage";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import type { DevelopmentPage } from "~/content/gated/schema";

export function FloorPlanDialog({ floorPlans }: { floorPlans: DevelopmentPage["floorPlans"] }) {
  return (
    <Dialog
      title={floorPlans.dialogTitle}
      size="full"
      trigger={<Button variant="secondary">{floorPlans.buttonLabel}</Button>}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {floorPlans.plans.map((plan) => (
          <li key={plan.image}>
            <figure className="overflow-hidden rounded-card border border-line bg-canvas">
              <ArtImage
                art={plan.image}
                alt={plan.alt}
                sizes="(min-width: 48rem) 45vw, 92vw"
                className="block aspect-[16/10] w-full"
              />
              <figcaption className="px-5 py-3 text-sm text-ink-muted">{plan.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
