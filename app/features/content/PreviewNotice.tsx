import { bilingual, useLocale } from "~/lib/i18n/locale";

// The bar a preview link's page opens with (issue 45): it says the page shows a draft, or that the
// link no longer works (then the page shows what is published, never the draft).

const words = bilingual({
  en: {
    draft: "Preview of a draft: this is how the page will look once it is published. It is not public.",
    expired: "This preview link has expired. Ask for a new one in the back office.",
    invalid: "This preview link does not work. Ask for a new one in the back office.",
  },
  de: {
    draft: "Vorschau eines Entwurfs: So sieht die Seite nach der Veröffentlichung aus. Sie ist noch nicht öffentlich.",
    expired: "Dieser Vorschaulink ist abgelaufen. Bitte fordern Sie im Backoffice einen neuen an.",
    invalid: "Dieser Vorschaulink funktioniert nicht. Bitte fordern Sie im Backoffice einen neuen an.",
  },
});

/** What a page's preview link shows: a draft, or nothing because the link is expired or not ours. */
export type PreviewState = "draft" | "expired" | "invalid";

export function PreviewNotice({ state }: { state: PreviewState | undefined }) {
  const t = words[useLocale()];
  if (!state) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-glow bg-surface-raised px-4 py-3 text-center font-semibold text-glow"
    >
      {t[state]}
    </p>
  );
}
