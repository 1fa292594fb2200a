import type { StepSection } from "~/content/gated/schema";
import { ContentSection, SectionHeader } from "./SectionHeader";

/** Steps in order on a vertical line: when, what, and what it means for you. */
export function StepTimeline({ section }: { section: StepSection }) {
  return (
    <ContentSection id={section.id}>
      <SectionHeader id={section.id} heading={section.heading} lead={section.lead} />
      <ol className="relative mt-10 space-y-6 border-l border-line pl-8 md:ml-40">
        {section.steps.map((step) => (
          <li key={`${step.when}-${step.title}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[2.4rem] top-1.5 h-3.5 w-3.5 rounded-full border-2 border-accent bg-canvas"
            />
            <p className="text-sm font-semibold uppercase tracking-[0.15em] text-glow md:absolute md:-left-[12.5rem] md:top-0.5 md:w-40 md:text-right">
              {step.when}
            </p>
            <h3 className="mt-1 text-xl font-semibold md:mt-0">{step.title}</h3>
            <p className="mt-2 max-w-2xl text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
