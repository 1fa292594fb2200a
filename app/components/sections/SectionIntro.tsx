import type { ReactNode } from "react";

interface SectionIntroProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A call to action beside the heading on wide screens, below it on phones. */
  action?: ReactNode;
}

/** The opening of a page section: eyebrow, h2 (its id names the section), lead and an action. */
export function SectionIntro({ id, eyebrow, title, lead, action }: SectionIntroProps) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        <p className="flex items-center gap-3 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">
          <span aria-hidden="true" className="h-px w-8 bg-accent" />
          {eyebrow}
        </p>
        <h2 id={id} className="mt-4 text-title font-semibold">
          {title}
        </h2>
        {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
      </div>
      {action ? <div className="flex shrink-0 flex-wrap gap-3">{action}</div> : null}
    </div>
  );
}
