import { useReducer, useState } from "react";
import { ArtImage } from "~/components/media/ArtImage";
import { VideoPlayer } from "~/components/media/VideoPlayer";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Tabs } from "~/components/ui/Tabs";
import { EquipmentIcon } from "./EquipmentIcon";
import {
  explorerReducer,
  initialExplorerState,
  spacesForFilter,
  type ExplorerSpace,
  type LocalExplorerFilter,
} from "./explorer-state";
import { useStableId } from "~/islands/island-ids";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    filter: "Filter spaces",
    position: (index: number, count: number, name: string) => `Space ${index} of ${count}: ${name}`,
    area: "Area",
    capacity: "Capacity",
    hideDetails: "Hide Details",
    showDetails: "Show Details",
    film: (name: string) => `${name}: the film`,
    filmTitle: (name: string) => `${name} film`,
    watchVideo: "Watch Video",
    inDetail: (name: string) => `${name} in detail`,
    equipment: "Equipment",
    setUps: "Set-ups",
    previous: "Previous space",
    next: "Next space",
    show: (index: number, name: string) => `Show space ${index}: ${name}`,
  },
  de: {
    filter: "Räume filtern",
    position: (index: number, count: number, name: string) => `Raum ${index} von ${count}: ${name}`,
    area: "Fläche",
    capacity: "Kapazität",
    hideDetails: "Details ausblenden",
    showDetails: "Details anzeigen",
    film: (name: string) => `${name}: der Film`,
    filmTitle: (name: string) => `Film über ${name}`,
    watchVideo: "Video ansehen",
    inDetail: (name: string) => `${name} im Detail`,
    equipment: "Ausstattung",
    setUps: "Bestuhlung",
    previous: "Vorheriger Raum",
    next: "Nächster Raum",
    show: (index: number, name: string) => `Raum ${index} zeigen: ${name}`,
  },
});

interface SpaceExplorerProps {
  spaces: ExplorerSpace[];
  filters: LocalExplorerFilter[];
}

/**
 * The stage pages' space explorer: filter tabs, one space at a time with previous/next that wrap,
 * dots, a Show Details / Hide Details equipment panel, and a Watch Video dialog where a space has a film.
 */
export function SpaceExplorer({ spaces, filters }: SpaceExplorerProps) {
  const [state, dispatch] = useReducer(explorerReducer, filters, initialExplorerState);
  const filter = filters.find((candidate) => candidate.id === state.filterId);
  const visible = spacesForFilter(spaces, filter);
  const t = words[useLocale()];

  return (
    <Tabs
      label={t.filter}
      value={state.filterId}
      onValueChange={(filterId) => dispatch({ type: "filter", filterId })}
      items={filters.map((candidate) => ({
        value: candidate.id,
        label: candidate.label,
        content:
          candidate.id === state.filterId ? (
            <ExplorerSlides
              spaces={visible}
              index={Math.min(state.index, visible.length - 1)}
              detailsOpen={state.detailsOpen}
              onStep={(step) => dispatch({ type: "step", step, count: visible.length })}
              onGo={(index) => dispatch({ type: "go", index })}
              onToggleDetails={() => dispatch({ type: "toggle-details" })}
            />
          ) : null,
      }))}
    />
  );
}

interface ExplorerSlidesProps {
  spaces: ExplorerSpace[];
  index: number;
  detailsOpen: boolean;
  onStep: (step: 1 | -1) => void;
  onGo: (index: number) => void;
  onToggleDetails: () => void;
}

function ExplorerSlides({ spaces, index, detailsOpen, onStep, onGo, onToggleDetails }: ExplorerSlidesProps) {
  const locale = useLocale();
  const t = words[locale];
  const detailsId = useStableId();
  const [videoOpen, setVideoOpen] = useState(false);
  const space = spaces[index];
  if (!space) return null;
  const count = spaces.length;

  return (
    <div data-testid="space-explorer-slide">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t.position(index + 1, count, space.name)}
      </p>
      <div className="grid gap-8 lg:grid-cols-[1.15fr_1fr] lg:items-start">
        <div className="relative overflow-hidden rounded-card border border-line bg-surface shadow-card">
          <ArtImage
            art={space.image}
            alt={space.imageAlt}
            sizes="(min-width: 64rem) 42rem, 100vw"
            className="block aspect-[16/10] w-full"
          />
          <p
            className="absolute left-4 top-4 rounded-full bg-canvas/85 px-3 py-1 font-display text-sm font-semibold text-ink"
            aria-hidden="true"
          >
            {index + 1} / {count}
          </p>
        </div>

        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{space.subtitle}</p>
          <h3 className="mt-3 text-3xl font-semibold md:text-4xl">{space.name}</h3>
          <p className="mt-4 text-ink-muted">{space.description}</p>

          <dl className="mt-6 grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-line bg-surface px-4 py-3">
              <dt className="text-xs uppercase tracking-wider text-ink-muted">{t.area}</dt>
              <dd className="mt-1 font-display text-lg font-semibold">{space.area}</dd>
            </div>
            <div className="rounded-xl border border-line bg-surface px-4 py-3">
              <dt className="text-xs uppercase tracking-wider text-ink-muted">{t.capacity}</dt>
              <dd className="mt-1 font-display text-lg font-semibold">{space.capacity}</dd>
            </div>
          </dl>
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-glow">
            <EquipmentIcon name="spark" className="h-4 w-4" />
            {space.highlight}
          </p>

          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" aria-expanded={detailsOpen} aria-controls={detailsId} onClick={onToggleDetails}>
              {detailsOpen ? t.hideDetails : t.showDetails}
            </Button>
            {space.videoUrl ? (
              <Dialog
                open={videoOpen}
                onOpenChange={setVideoOpen}
                title={t.film(space.name)}
                titleLevel={4}
                size="xl"
                trigger={
                  <Button>
                    <span aria-hidden="true">▶</span> {t.watchVideo}
                  </Button>
                }
              >
                <VideoPlayer src={space.videoUrl} title={t.filmTitle(space.name)} poster={space.image} />
              </Dialog>
            ) : null}
            {space.productId ? (
              <a
                href={localizeHref(`/venues/${space.productId}`, locale)}
                className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                {t.inDetail(space.name)} <span aria-hidden="true">&nbsp;→</span>
              </a>
            ) : null}
          </div>

          <div id={detailsId} hidden={!detailsOpen} className="mt-6 rounded-card border border-line bg-surface p-5">
            <h4 className="font-display text-lg font-semibold">{t.equipment}</h4>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {space.equipment.map((item) => (
                <li key={item.label} className="flex items-center gap-3 text-sm text-ink">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
                    <EquipmentIcon name={item.icon} />
                  </span>
                  {item.label}
                </li>
              ))}
            </ul>
            <h4 className="mt-5 font-display text-lg font-semibold">{t.setUps}</h4>
            <p className="mt-1 text-sm text-ink-muted">{space.configuration}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {space.features.map((feature) => (
                <li key={feature} className="rounded-full border border-line px-3 py-1 text-xs text-ink-muted">
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      {count > 1 ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => onStep(-1)}
            aria-label={t.previous}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-accent"
          >
            <span aria-hidden="true">←</span>
          </button>
          <div className="flex items-center">
            {spaces.map((candidate, dot) => (
              <button
                key={candidate.id}
                type="button"
                onClick={() => onGo(dot)}
                aria-label={t.show(dot + 1, candidate.name)}
                aria-current={dot === index ? "true" : undefined}
                className="flex h-11 w-8 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${dot === index ? "w-6 bg-accent" : "w-2 bg-ink/40"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => onStep(1)}
            aria-label={t.next}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-accent"
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
