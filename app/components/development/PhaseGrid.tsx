import type { DevelopmentPage } from "~/content/gated/schema";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { phase: "Phase", tools: "Tools", output: "Output" },
  de: { phase: "Phase", tools: "Methoden", output: "Ergebnis" },
});

type Phase = DevelopmentPage["phases"]["phases"][number];

/** The six phases of engagement: number, title, header text, description, tools and output. */
export function PhaseGrid({ phases }: { phases: Phase[] }) {
  const t = words[useLocale()];
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {phases.map((phase) => (
        <li key={phase.number} className="flex flex-col rounded-card border border-line bg-surface p-6 md:p-8">
          <p aria-hidden="true" className="font-display text-5xl font-bold text-accent/80">
            {phase.number}
          </p>
          <h3 className="mt-4 text-2xl font-semibold">
            <span className="sr-only">
              {t.phase} {Number(phase.number)}:{" "}
            </span>
            {phase.title}
          </h3>
          <p className="mt-1 font-semibold text-glow">{phase.headerText}</p>
          <p className="mt-4 text-ink-muted">{phase.description}</p>
          <dl className="mt-6 space-y-4 border-t border-line pt-6 text-sm">
            <div>
              <dt className="font-semibold uppercase tracking-[0.15em] text-ink-muted">{t.tools}</dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-2">
                  {phase.tools.map((tool) => (
                    <li key={tool} className="rounded-full border border-line px-3 py-1">
                      {tool}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="font-semibold uppercase tracking-[0.15em] text-ink-muted">{t.output}</dt>
              <dd className="mt-2 text-base font-semibold text-ink">{phase.output}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
