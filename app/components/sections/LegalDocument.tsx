import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalDocument as LegalDocumentData } from "~/content/legal.schema";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { bilingual, inLocale, localizeHref, useLocale, type InLocale } from "~/lib/i18n/locale";
import { buildMailto } from "~/lib/mailto";

const words = bilingual({
  en: {
    updated: "Last updated",
    contents: "Contents",
    scrollHint: "Swipe or scroll sideways to see the whole table",
    scrollRegion: (caption: string) => `${caption} (scrolls sideways)`,
    translation: { before: "This is a translation; the ", link: "German version", after: " is legally binding." },
  },
  de: {
    updated: "Stand",
    contents: "Inhalt",
    scrollHint: "Zum Weiterlesen seitlich wischen oder scrollen",
    scrollRegion: (caption: string) => `${caption} (seitlich scrollbar)`,
    translation: {
      before: "Dies ist eine Übersetzung; rechtsverbindlich ist die ",
      link: "deutsche Fassung",
      after: ".",
    },
  },
});

const linkClass = "font-medium text-accent underline underline-offset-4 hover:text-accent-strong";

/**
 * On the English twin of a page whose German text is the binding one (imprint, privacy policy,
 * terms of use): a short note that leads to the German page. Nothing on the German page.
 */
export function TranslationNote({ germanPage }: { germanPage: string }) {
  const locale = useLocale();
  if (locale !== "en") return null;
  const t = words.en.translation;
  return (
    <p className="mt-4 rounded-card border border-line bg-surface px-4 py-3 text-sm text-ink-muted">
      {t.before}
      <Link to={localizeHref(germanPage, "de")} hrefLang="de" className={linkClass}>
        {t.link}
      </Link>
      {t.after}
    </p>
  );
}

/** Text with [label](/path) and [label](mailto:address) links turned into real links. */
function RichText({ text }: { text: string }) {
  const locale = useLocale();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
    const [whole, label, target] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      target.startsWith("mailto:") ? (
        <a key={match.index} href={buildMailto({ to: target.slice("mailto:".length) })} className={linkClass}>
          {label}
        </a>
      ) : (
        <Link key={match.index} to={localizeHref(target, locale)} className={linkClass}>
          {label}
        </Link>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

function Block({ block }: { block: InLocale<LegalBlock> }) {
  const t = words[useLocale()];
  if (typeof block === "string")
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  if ("list" in block)
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-accent">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  const { caption, head, rows } = block.table;
  return (
    <ScrollRegion label={t.scrollRegion(caption)} hint={t.scrollHint}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised text-ink">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row[0]} className="align-top">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-3 font-medium text-ink">
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={index} className="px-4 py-3">
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A legal text in the page's language: title, date, a table of contents and numbered sections. */
export function LegalDocument({
  document: bothLanguages,
  bindingGerman,
  children,
}: {
  document: LegalDocumentData;
  /** The German page whose text is binding: the English page says so (TranslationNote). */
  bindingGerman?: string;
  /** Extra content after the sections, e.g. links to related pages. */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const t = words[locale];
  const document = inLocale(bothLanguages, locale);
  const contentsLabel = t.contents;
  return (
    <article className="container-page pb-24 pt-36 md:pt-44">
      <header className="max-w-3xl">
        <h1 className="text-title font-semibold break-words hyphens-auto">{document.title}</h1>
        <p className="mt-3 text-sm text-ink-muted">
          {t.updated}: {document.updated}
        </p>
        {bindingGerman ? <TranslationNote germanPage={bindingGerman} /> : null}
        <p className="mt-6 text-lg text-ink-muted">{document.lead}</p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">
            {contentsLabel}
          </h2>
          <ol className="mt-4 space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block py-1.5 text-ink-muted hover:text-ink">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* min-w-0: a wide table scrolls inside its region instead of widening the grid column. */}
        <div className="min-w-0 max-w-3xl space-y-12">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink-muted">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
          {children}
        </div>
      </div>
    </article>
  );
}
