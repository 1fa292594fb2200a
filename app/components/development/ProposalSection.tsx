import { ContentSection, SectionHeader } from "~/components/handbook/SectionHeader";
import { ExternalButtonLink } from "~/components/ui/Button";
import type { DevelopmentPage } from "~/content/gated/schema";
import { buildMailto } from "~/lib/mailto";

/** The call to action: a mail draft to the named partnership contact, with what to include. */
export function ProposalSection({ proposal }: { proposal: DevelopmentPage["proposal"] }) {
  return (
    <ContentSection id={proposal.id}>
      <div className="grid gap-10 rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 via-surface to-surface p-6 md:p-12 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeader id={proposal.id} heading={proposal.heading} lead={proposal.lead} />
          <ul className="mt-6 space-y-3">
            {proposal.checklist.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="text-accent">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-4 rounded-card border border-line bg-canvas/60 p-6">
          <p className="text-xl font-semibold">{proposal.contact.name}</p>
          <p className="text-ink-muted">{proposal.contact.role}</p>
          <a
            href={buildMailto({ to: proposal.contact.email })}
            className="break-all text-accent underline-offset-4 hover:underline"
          >
            {proposal.contact.email}
          </a>
          <ExternalButtonLink href={proposal.mailto} newTab className="mt-2">
            {proposal.buttonLabel}
          </ExternalButtonLink>
        </div>
      </div>
    </ContentSection>
  );
}
