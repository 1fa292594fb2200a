import { ContentSection, SectionHeader } from "./SectionHeader";

interface Tier {
  name: string;
  lead: string;
  items: string[];
}

/** Packages or tiers side by side, each with what it includes. */
export function TierList({
  id,
  heading,
  lead,
  tiers,
  accent = false,
}: {
  id: string;
  heading: string;
  lead: string;
  tiers: Tier[];
  accent?: boolean;
}) {
  return (
    <ContentSection id={id}>
      <SectionHeader id={id} heading={heading} lead={lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {tiers.map((tier, index) => (
          <li
            key={tier.name}
            className={`flex flex-col rounded-card border p-6 md:p-8 ${accent && index === tiers.length - 1 ? "border-accent/60 bg-gradient-to-b from-accent/10 to-surface" : "border-line bg-surface"}`}
          >
            <h3 className="text-2xl font-semibold">{tier.name}</h3>
            <p className="mt-2 text-ink-muted">{tier.lead}</p>
            <ul className="mt-6 space-y-3 border-t border-line pt-6">
              {tier.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <span aria-hidden="true" className="text-accent">
                    ✓
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
