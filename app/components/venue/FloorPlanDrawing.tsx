import type { FloorPlan } from "~/content/venues";
import { bilingual, inLocale, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { planOf: (title: string) => `Floor plan of ${title}` },
  de: { planOf: (title: string) => `Grundriss: ${title}` },
});

const fills = {
  stage: "fill-accent/25 stroke-accent",
  room: "fill-glow/15 stroke-glow",
  lounge: "fill-violet/20 stroke-violet",
  outdoor: "fill-success/15 stroke-success",
  service: "fill-ink/5 stroke-line",
} as const;

const legend = {
  stage: "bg-accent/40",
  room: "bg-glow/30",
  lounge: "bg-violet/40",
  outdoor: "bg-success/30",
  service: "bg-ink/15",
} as const;

/** A schematic floor plan drawn from the content (rooms on a 100 x 60 grid), with a readable list beside it. */
export function FloorPlanDrawing({ plan: content }: { plan: FloorPlan }) {
  const locale = useLocale();
  const t = words[locale];
  const plan = inLocale(content, locale);
  return (
    <figure className="space-y-4">
      <svg
        viewBox="0 0 100 60"
        role="img"
        aria-label={t.planOf(plan.title)}
        className="w-full rounded-xl border border-line bg-canvas"
      >
        {plan.zones.map((zone) => (
          <g key={zone.name}>
            <rect
              x={zone.x}
              y={zone.y}
              width={zone.w}
              height={zone.h}
              rx={0.8}
              strokeWidth={0.3}
              className={fills[zone.kind]}
            />
            {zone.w >= 12 && zone.h >= 8 ? (
              <text
                x={zone.x + zone.w / 2}
                y={zone.y + zone.h / 2}
                textAnchor="middle"
                dominantBaseline="middle"
                className="fill-ink"
                fontSize={zone.w >= 30 ? 2.8 : 2.1}
              >
                {zone.name}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption>
        <p className="font-semibold">{plan.title}</p>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {plan.zones.map((zone) => (
            <li key={zone.name} className="flex items-center gap-2 text-ink-muted">
              <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${legend[zone.kind]}`} />
              <span className="text-ink">{zone.name}</span> · {zone.area}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
