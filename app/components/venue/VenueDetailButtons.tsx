import { Button, ButtonLink, ExternalButtonLink } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Tabs } from "~/components/ui/Tabs";
import type { FloorPlan } from "~/content/venues";
import { Island } from "~/islands/Island";
import { FloorPlanDrawing } from "./FloorPlanDrawing";
import { SpecTable } from "./SpecTable";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    consultation: "Request Consultation",
    availability: "Check availability",
    tour: "360° tour",
    floorplan: "Floorplan",
    floorPlan: "Floor Plan",
    planTitle: (name: string) => `${name}: floor plan`,
    floors: "The floors this booking includes, drawn to the same scale.",
    rooms: "Rooms and areas, drawn to scale.",
    floorTabs: "Floors",
    floor: (floor: number) => `Floor ${floor}`,
    detailsTitle: (name: string) => `${name}: technical details`,
    details: "Technical Details",
    caption: (name: string) => `Technical specifications of ${name}`,
    onRequest: "Rigging plots, power distribution drawings and CAD files on request from our technical team.",
  },
  de: {
    consultation: "Beratung anfragen",
    availability: "Verfügbarkeit prüfen",
    tour: "360°-Rundgang",
    floorplan: "Grundriss",
    floorPlan: "Grundriss",
    planTitle: (name: string) => `${name}: Grundriss`,
    floors: "Die Etagen, die diese Buchung umfasst, im selben Maßstab gezeichnet.",
    rooms: "Räume und Flächen, maßstabsgetreu gezeichnet.",
    floorTabs: "Etagen",
    floor: (floor: number) => `${floor}. Etage`,
    detailsTitle: (name: string) => `${name}: technische Details`,
    details: "Technische Details",
    caption: (name: string) => `Technische Daten: ${name}`,
    onRequest: "Rigging-Pläne, Stromverteilungspläne und CAD-Dateien erhalten Sie auf Anfrage von unserem Technikteam.",
  },
});

interface VenueDetailButtonsProps {
  name: string;
  plans: FloorPlan[];
  specifications: Record<string, string>;
  /** The mail draft of 'Request Consultation' (built with ~/lib/mailto). */
  consultationHref?: string;
  /** 'Check availability': the enquiry form with this space chosen (issue 47). */
  enquireHref?: string;
  /** The stage pages say 'Floorplan', the product pages 'Floor Plan' (the spec's words; FloorPlanDialog takes both). */
  floorPlanLabel: "Floorplan" | "Floor Plan";
}

/**
 * The buttons the spec lists without behaviour ('Discover Every Area', 'Get the Details'), given
 * real ones (docs/decisions/0203-venue-buttons.md): Floor plan and Technical Details open dialogs
 * with the content's plan and specification table, Matterport goes to the 360° tour page, and
 * Request Consultation opens a mail draft to the sales team. The stage pages show all four; a
 * product page puts Matterport, Floor Plan and Technical Details together itself (its floor plan is
 * an island, docs/decisions/0692).
 */
export function VenueDetailButtons({
  name,
  plans,
  specifications,
  consultationHref,
  enquireHref,
  floorPlanLabel,
}: VenueDetailButtonsProps) {
  const t = words[useLocale()];
  return (
    <div className="flex flex-wrap gap-3">
      <Island name="FloorPlanDialog" component={FloorPlanDialog} props={{ name, plans, label: floorPlanLabel }} />
      <MatterportLink />
      <TechnicalDetailsDialog name={name} specifications={specifications} />
      {consultationHref ? <ExternalButtonLink href={consultationHref}>{t.consultation}</ExternalButtonLink> : null}
      {enquireHref ? <ButtonLink to={enquireHref}>{t.availability}</ButtonLink> : null}
    </div>
  );
}

/** 'Matterport': the 360° tour page. */
export function MatterportLink() {
  const t = words[useLocale()];
  return (
    <ButtonLink to="/360-view" variant="secondary">
      Matterport <span className="sr-only">{t.tour}</span>
    </ButtonLink>
  );
}

/**
 * 'Floor Plan': the plan of each floor the booking includes, in tabs when there are several. An
 * island on the stage and product pages (app/islands/registry.ts): the tabs need React.
 */
export function FloorPlanDialog({
  name,
  plans,
  label,
}: {
  name: string;
  plans: FloorPlan[];
  label: VenueDetailButtonsProps["floorPlanLabel"];
}) {
  const t = words[useLocale()];
  return (
    <Dialog
      title={t.planTitle(name)}
      description={plans.length > 1 ? t.floors : t.rooms}
      size="xl"
      trigger={<Button variant="secondary">{label === "Floorplan" ? t.floorplan : t.floorPlan}</Button>}
    >
      {plans.length > 1 ? (
        <Tabs
          label={t.floorTabs}
          items={plans.map((plan) => ({
            value: String(plan.floor),
            label: t.floor(plan.floor),
            content: <FloorPlanDrawing plan={plan} />,
          }))}
        />
      ) : plans[0] ? (
        <FloorPlanDrawing plan={plans[0]} />
      ) : null}
    </Dialog>
  );
}

/** 'Technical Details': the specification table. Plain HTML: the browser opens and closes it. */
export function TechnicalDetailsDialog({
  name,
  specifications,
}: {
  name: string;
  specifications: Record<string, string>;
}) {
  const t = words[useLocale()];
  return (
    <Dialog title={t.detailsTitle(name)} size="lg" trigger={<Button variant="secondary">{t.details}</Button>}>
      <SpecTable specifications={specifications} caption={t.caption(name)} />
      <p className="mt-4 text-sm text-ink-muted">{t.onRequest}</p>
    </Dialog>
  );
}
