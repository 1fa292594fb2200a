import type { ProseSection } from "~/content/gated/schema";
import { ContentLink, inlineLinkClass } from "./ContentLink";
import { ContentSection, SectionHeader } from "./SectionHeader";

/** Paragraphs, an optional bullet list and onward links under one heading. */
export function ProseBlock({ section, aside }: { section: ProseSection; aside?: React.ReactNode }) {
  return (
    <ContentSection id={section.id}>
      <div className={aside ? "grid gap-10 lg:grid-cols-[1.4fr_1fr]" : ""}>
        <div>
          <SectionHeader id={section.id} heading={section.heading} lead={section.lead} />
          <div className="mt-6 max-w-3xl space-y-4 text-ink-muted">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.bullets?.length ? (
            <ul className="mt-6 max-w-3xl space-y-3">
              {section.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {section.links?.length ? (
            <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
              {section.links.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href} className={`inline-flex min-h-11 items-center ${inlineLinkClass}`}>
                    {link.label} <span aria-hidden="true">&nbsp;→</span>
                  </ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside}
      </div>
    </ContentSection>
  );
}
