import type { TableSection } from "~/content/gated/schema";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { ContentSection, SectionHeader } from "./SectionHeader";

/** A real table (caption, column headers, row headers), scrollable on narrow screens. */
export function DataTable({ section }: { section: TableSection }) {
  return (
    <ContentSection id={section.id}>
      <SectionHeader id={section.id} heading={section.heading} lead={section.lead} />
      <ScrollRegion label={`${section.caption} (scrolls sideways)`} className="mt-10 bg-surface">
        <table className={`w-full text-left ${section.columns.length > 2 ? "min-w-[36rem]" : ""}`}>
          <caption className="sr-only">{section.caption}</caption>
          <thead className="border-b border-line text-sm uppercase tracking-[0.12em] text-ink-muted">
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="px-6 py-4 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {section.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-6 py-4 font-semibold text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-6 py-4 text-ink-muted">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {section.footnote ? <p className="mt-6 max-w-3xl text-sm text-ink-muted">{section.footnote}</p> : null}
    </ContentSection>
  );
}
