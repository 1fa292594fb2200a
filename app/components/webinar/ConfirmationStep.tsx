import type { ReactNode } from "react";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({ en: { step: "Step" }, de: { step: "Schritt" } });

/** One numbered step of the webinar confirmation page. */
export function ConfirmationStep({
  id,
  number,
  title,
  lead,
  children,
}: {
  id: string;
  number: number;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const t = words[useLocale()];
  return (
    <li>
      <section
        id={id}
        aria-labelledby={`${id}-heading`}
        className="scroll-mt-6 rounded-card border border-line bg-surface p-6 md:p-8"
      >
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent font-display text-lg font-semibold text-canvas"
          >
            {number}
          </span>
          <h2 id={`${id}-heading`} className="text-xl font-semibold sm:text-2xl">
            <span className="sr-only">
              {t.step} {number}:{" "}
            </span>
            {title}
          </h2>
        </div>
        <div className="sm:pl-15">
          <p className="mt-3 text-ink-muted">{lead}</p>
          <div className="mt-6">{children}</div>
        </div>
      </section>
    </li>
  );
}
