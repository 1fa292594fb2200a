import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
}

/** The h2 that opens a section of an inner page, with an optional eyebrow and lead. */
export function SectionHeading({ id, eyebrow, title, lead, align = "left" }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-3 text-title font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}
