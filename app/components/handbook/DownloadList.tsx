import type { DownloadSection } from "~/content/gated/schema";
import { DownloadLink } from "./DownloadLink";
import { ContentSection, SectionHeader } from "./SectionHeader";

export function DownloadList({ section }: { section: DownloadSection }) {
  return (
    <ContentSection id={section.id}>
      <SectionHeader id={section.id} heading={section.heading} lead={section.lead} />
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {section.downloads.map((download) => (
          <li
            key={download.file}
            lang={download.language}
            className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6"
          >
            <div>
              <p className="text-xl font-semibold">{download.label}</p>
              <p className="mt-1 text-sm text-ink-muted">{download.description}</p>
            </div>
            <DownloadLink download={download} variant="secondary" />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
