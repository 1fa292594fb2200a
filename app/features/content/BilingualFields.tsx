import type { ReactNode } from "react";
import { TextAreaField, TextField } from "~/features/form-kit/fields";
import { Panel } from "~/features/staff/ui";
import type { Locale } from "~/lib/i18n/locale";

// The texts of a content editor's form in both languages (issue 45): 'English' beside 'German (Deutsch)',
// each panel marked with its language so that a screen reader reads the German fields in German.

const LANGUAGES: readonly [Locale, string][] = [
  ["en", "English"],
  ["de", "German (Deutsch)"],
];

/** The two language panels, side by side on a wide screen; `children` draws one language's fields. */
export function BilingualFields({ id, children }: { id: string; children: (locale: Locale) => ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {LANGUAGES.map(([locale, title]) => (
        <Panel key={locale} title={title} id={`${id}-${locale}`}>
          <div className="space-y-4" lang={locale}>
            {children(locale)}
          </div>
        </Panel>
      ))}
    </div>
  );
}

/** One text of an editor's form, with what it holds now: a text area when it has `rows`, else a line. */
export function EditorText({
  name,
  label,
  rows,
  values,
}: {
  name: string;
  label: string;
  rows?: number;
  values: Record<string, string>;
}) {
  return rows ? (
    <TextAreaField label={label} name={name} rows={rows} defaultValue={values[name] ?? ""} />
  ) : (
    <TextField label={label} name={name} defaultValue={values[name] ?? ""} />
  );
}
