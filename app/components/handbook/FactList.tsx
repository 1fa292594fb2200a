import type { FactSection } from "~/content/gated/schema";
import { ContentSection, SectionHeader } from "./SectionHeader";

/** Figures as label / value pairs (a description list), each with an optional note. */
export function FactList({ section, highlight = false }: { section: FactSection; highlight?: boolean }) {
  return (
    <ContentSection id={section.id}>
      <SectionHeader id={section.id} heading={section.heading} lead={section.lead} />
      <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.facts.map((fact) => (
          <div
            key={fact.label}
            className={`flex flex-col rounded-card border p-6 ${highlight ? "border-accent/40 bg-gradient-to-br from-accent/10 to-surface" : "border-line bg-surface"}`}
          >
            <dt className="text-sm font-semibold uppercase tracking-[0.15em] text-ink-muted">{fact.label}</dt>
            <dd className="mt-3 font-display text-2xl font-semibold text-ink">{fact.value}</dd>
            {fact.note ? <dd className="mt-2 text-sm text-ink-muted">{fact.note}</dd> : null}
          </div>
        ))}
      </dl>
      {section.footnote ? <p className="mt-6 max-w-3xl text-sm text-ink-muted">{section.footnote}</p> : null}
    </ContentSection>
  );
}
