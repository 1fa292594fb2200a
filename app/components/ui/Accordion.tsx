import type { ReactNode } from "react";

export interface AccordionItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions and answers as native <details>: every answer is in the server HTML (for search and
 * for visitors without JavaScript), keyboard operable, announced as expandable by screen readers.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 | 5 | 6 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface">
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-accent [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 font-sans text-base font-semibold tracking-normal">{item.question}</Heading>
            <span aria-hidden="true" className="text-2xl text-accent transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="px-6 pb-6 text-ink-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
