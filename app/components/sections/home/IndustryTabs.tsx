import type { ReactNode } from "react";
import { SectionIntro } from "~/components/sections/SectionIntro";
import { Tabs } from "~/components/ui/Tabs";
import type { HomeInLocale } from "~/content/home";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { tabs: "Industries", formats: "Formats we run", clients: (industry: string) => `Clients in ${industry}` },
  de: {
    tabs: "Branchen",
    formats: "Formate, die wir umsetzen",
    clients: (industry: string) => `Kunden aus dem Bereich ${industry}`,
  },
});

// A glyph per industry for the tab "logos", drawn on a 24 grid.
const INDUSTRY_GLYPHS: Record<string, ReactNode> = {
  "financial-services": <path d="M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />,
  "technology-it": (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
    </>
  ),
  "healthcare-pharma": (
    <>
      <rect x="3" y="8" width="18" height="8" rx="4" />
      <path d="M12 8v8" />
    </>
  ),
  "consulting-advisory": (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>
  ),
  "consumer-media-brands": <path d="M12 3 14.2 9.8 21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2L12 3Z" />,
};

// Client marks as typographic logos: each in its own cut so the row reads like a logo wall.
const MARK_STYLES = [
  "font-display font-bold uppercase tracking-[0.2em]",
  "font-sans font-normal italic tracking-tight text-lg",
  "font-display font-semibold tracking-[-0.02em] text-lg",
];
const MARK_SHAPES = [
  <circle key="c" cx="8" cy="8" r="6" />,
  <path key="t" d="M8 2 14 14H2L8 2Z" />,
  <rect key="r" x="2.5" y="2.5" width="11" height="11" rx="2" transform="rotate(45 8 8)" />,
];

function Glyph({ id }: { id: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {INDUSTRY_GLYPHS[id]}
    </svg>
  );
}

/** Industries as logo tabs: five sectors, each with what we run for them and who we run it for. */
export function IndustryTabs({ content, id }: { content: HomeInLocale["industries"]; id: string }) {
  const t = words[useLocale()];
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="container-page py-20 md:py-28 render-near-screen [--estimated-height:90rem] md:[--estimated-height:68rem] lg:[--estimated-height:61rem] xl:[--estimated-height:58rem]"
    >
      <SectionIntro id={`${id}-title`} eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Tabs
        label={t.tabs}
        className="mt-12"
        items={content.tabs.map((tab) => ({
          value: tab.id,
          label: (
            <span className="flex items-center gap-2">
              <Glyph id={tab.id} />
              {tab.name}
            </span>
          ),
          content: (
            <div className="grid gap-10 rounded-card border border-line bg-surface p-6 md:grid-cols-[1.3fr_1fr] md:p-10">
              <div>
                <h3 className="text-2xl font-semibold md:text-3xl">{tab.headline}</h3>
                <p className="mt-4 text-lg text-ink-muted">{tab.description}</p>
                <h4 className="mt-8 font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted">
                  {t.formats}
                </h4>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {tab.formats.map((format) => (
                    <li key={format} className="rounded-full border border-line px-3 py-1.5 text-sm">
                      {format}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted">
                  {t.clients(tab.name)}
                </h4>
                <ul className="mt-4 grid gap-3">
                  {tab.clients.map((client, index) => (
                    <li
                      key={client}
                      className="flex min-h-16 items-center gap-4 rounded-xl border border-line/70 bg-canvas/60 px-5 text-ink"
                    >
                      <svg
                        width="16"
                        height="16"
                        viewBox="0 0 16 16"
                        aria-hidden="true"
                        focusable="false"
                        className={index % 2 ? "fill-glow" : "fill-accent"}
                      >
                        {MARK_SHAPES[index % MARK_SHAPES.length]}
                      </svg>
                      <span className={MARK_STYLES[index % MARK_STYLES.length]}>{client}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ),
        }))}
      />
    </section>
  );
}
