import { ArtImage } from "~/components/media/ArtImage";
import type { Card, CardSection } from "~/content/gated/schema";
import { ContentLink } from "./ContentLink";
import { ContentSection, SectionHeader } from "./SectionHeader";

const columnClass = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

function CardBody({ card }: { card: Card }) {
  return (
    <>
      {card.image ? (
        <ArtImage
          art={card.image}
          alt={card.imageAlt ?? ""}
          sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
          className="block aspect-[16/10] w-full overflow-hidden"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {card.meta ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">{card.meta}</p> : null}
        <h3 className="mt-2 text-xl font-semibold">
          {card.title}
          {card.href ? (
            <span
              aria-hidden="true"
              className="ml-2 inline-block text-accent transition-transform group-hover:translate-x-1"
            >
              →
            </span>
          ) : null}
        </h3>
        <p className="mt-3 text-ink-muted">{card.text}</p>
        {card.items?.length ? (
          <ul className="mt-4 space-y-2 text-sm">
            {card.items.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">
                  •
                </span>
                {item}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

/** Cards in a responsive grid; a card with an href is one big link. */
function CardList({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`mt-10 grid gap-6 ${columnClass[columns]}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex">
          {card.href ? (
            <ContentLink
              href={card.href}
              className="group flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors hover:border-accent focus-visible:border-accent"
            >
              <CardBody card={card} />
            </ContentLink>
          ) : (
            <div className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
              <CardBody card={card} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function CardGrid({
  section,
  columns = 3,
  className,
}: {
  section: CardSection;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ContentSection id={section.id} className={className}>
      <SectionHeader id={section.id} heading={section.heading} lead={section.lead} />
      <CardList cards={section.cards} columns={columns} />
    </ContentSection>
  );
}
