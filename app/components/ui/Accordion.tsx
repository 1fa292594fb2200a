import { Accordion as RadixAccordion } from "radix-ui";
import type { ReactNode } from "react";

export interface AccordionItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/** Questions and answers: each a heading (h3 unless told) with a button that expands its panel (Radix, keyboard operable). */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 | 5 | 6 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root type="multiple" className="divide-y divide-line rounded-card border border-line bg-surface">
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <Heading className="m-0 text-base">
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-accent">
                {item.question}
                <span aria-hidden="true" className="text-2xl text-accent transition-transform group-data-[state=open]:rotate-45">+</span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-6 pb-6 text-ink-muted">{item.answer}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
