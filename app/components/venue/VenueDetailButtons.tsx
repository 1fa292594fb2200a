import { Button, ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Tabs } from "~/components/ui/Tabs";
import type { FloorPlan } from "~/content/venues";
import { FloorPlanDrawing } from "./FloorPlanDrawing";
import { SpecTable } from "./SpecTable";

interface VenueDetailButtonsProps {
  name: string;
  plans: FloorPlan[];
  specifications: Record<string, string>;
  /** The mail draft of 'Request Consultation' (built with ~/lib/mailto); omitted on product pages. */
  consultationHref?: string;
  /** The stage pages say 'Floorplan', the product pages 'Floor Plan' (the spec's words). */
  floorPlanLabel: "Floorplan" | "Floor Plan";
  order: "stage" | "product";
}

/**
 * The buttons the spec lists without behaviour ('Discover Every Area', 'Get the Details'), given
 * real ones (docs/decisions/0203-venue-buttons.md): Floor plan and Technical Details open dialogs
 * with the content's plan and specification table, Matterport goes to the 360° tour page, and
 * Request Consultation opens a mail draft to the sales team.
 */
export function VenueDetailButtons({
  name,
  plans,
  specifications,
  consultationHref,
  floorPlanLabel,
  order,
}: VenueDetailButtonsProps) {
  const floorPlan = (
    <Dialog
      key="plan"
      title={`${name}: floor plan`}
      description={
        plans.length > 1
          ? "The floors this booking includes, drawn to the same scale."
          : "Rooms and areas, drawn to scale."
      }
      size="xl"
      trigger={<Button variant="secondary">{floorPlanLabel}</Button>}
    >
      {plans.length > 1 ? (
        <Tabs
          label="Floors"
          items={plans.map((plan) => ({
            value: String(plan.floor),
            label: `Floor ${plan.floor}`,
            content: <FloorPlanDrawing plan={plan} />,
          }))}
        />
      ) : plans[0] ? (
        <FloorPlanDrawing plan={plans[0]} />
      ) : null}
    </Dialog>
  );
  const matterport = (
    <ButtonLink key="tour" to="/360-view" variant="secondary">
      Matterport <span className="sr-only">360° tour</span>
    </ButtonLink>
  );
  const technical = (
    <Dialog
      key="tech"
      title={`${name}: technical details`}
      size="lg"
      trigger={<Button variant="secondary">Technical Details</Button>}
    >
      <SpecTable specifications={specifications} caption={`Technical specifications of ${name}`} />
      <p className="mt-4 text-sm text-ink-muted">
        Rigging plots, power distribution drawings and CAD files on request from our technical team.
      </p>
    </Dialog>
  );
  const consultation = consultationHref ? (
    <ExternalButtonLink key="consult" href={consultationHref}>
      Request Consultation
    </ExternalButtonLink>
  ) : null;

  const buttons =
    order === "stage" ? [floorPlan, matterport, technical, consultation] : [matterport, floorPlan, technical];
  return <div className="flex flex-wrap gap-3">{buttons}</div>;
}
