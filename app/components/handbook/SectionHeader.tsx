import type { ReactNode } from "react";

interface SectionHeaderProps {
  id: string;
  heading: string;
  lead?: string;
  children?: ReactNode;
}

/** The h2 and lead of a content section; the id doubles as the section's anchor. */
export function SectionHeader({ id, heading, lead, children }: SectionHeaderProps) {
  return (
    <div className="max-w-3xl">
      <h2 id={`${id}-heading`} className="text-title font-semibold">
        {heading}
      </h2>
      {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
      {children}
    </div>
  );
}

/** A page section with its anchor, labelled by its heading. */
export function ContentSection({
  id,
  className = "",
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`container-page py-14 md:py-20 ${className}`}>
      {children}
    </section>
  );
}
