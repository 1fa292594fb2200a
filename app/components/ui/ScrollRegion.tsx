import type { ReactNode } from "react";
import { useLocale } from "~/lib/i18n/locale";

/**
 * A wide table in a labelled region that scrolls sideways on narrow screens, with a visible hint
 * there that it does (a cut-off table alone does not tell a visitor that more is to the right).
 * `fitsFrom`: the breakpoint from which the table fits and the hint is hidden.
 */
export function ScrollRegion({
  label,
  hint: givenHint,
  fitsFrom = "md",
  className = "",
  children,
}: {
  label: string;
  hint?: string;
  fitsFrom?: "md" | "lg";
  className?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const hint =
    givenHint ??
    (locale === "de"
      ? "Wischen oder scrollen Sie seitwärts, um die ganze Tabelle zu sehen"
      : "Swipe or scroll sideways to see the whole table");
  return (
    <div className={className}>
      <p
        className={`mb-2 flex items-center gap-2 text-sm text-ink-muted ${fitsFrom === "md" ? "md:hidden" : "lg:hidden"}`}
      >
        {hint}
        <span aria-hidden="true">→</span>
      </p>
      <div className="overflow-x-auto rounded-card border border-line" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
