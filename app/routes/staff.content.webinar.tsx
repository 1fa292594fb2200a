import { webinarLanding } from "~/content/webinar-landing";
import { landingWith, webinarLandingKey } from "~/content/webinar-landing-in-force";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import {
  fieldLocales,
  landingChanges,
  landingFieldName,
  landingFromForm,
  landingSections,
  landingToForm,
  type LandingField,
} from "~/features/content/webinar-landing-form";
import { TextAreaField, TextField } from "~/features/form-kit/fields";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import type { Locale } from "~/lib/i18n/locale";
import type { Route } from "./+types/staff.content.webinar";

// The LED wall webinar landing's texts (issue 45, decision 1153): every text a visitor reads on
// /webinar/led-wall and its English twin, section by section, in English and German, on the shared
// editor page (ContentEditor, decision 1149): drafts, preview, publish now or at a time, versions with
// their changes and restore. The sessions' dates and times are the webinar sessions' (/staff/webinars);
// the pictures are placed under 'Photos on the site'.

const pages = ["/webinar/led-wall"] as const;
const title = "LED wall webinar landing";

export const meta: Route.MetaFunction = () => staffMeta(title);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const { current, state } = await editorState(db, webinarLandingKey, {
    read: landingWith,
    changes: landingChanges,
  });
  return { fields: landingToForm(current), state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  return editorAction(request, {
    db,
    user,
    key: webinarLandingKey,
    words: { this: "the webinar landing", the: "the webinar landing", pages: "the webinar page and its English twin" },
    previewPath: pages[0],
    fromForm: (typed) => landingFromForm(typed, webinarLanding),
  });
}

function Field({ field, locale, values }: { field: LandingField; locale?: Locale; values: Record<string, string> }) {
  const name = landingFieldName(field, locale);
  const label = field.label[locale ?? "en"];
  const value = values[name] ?? "";
  return field.type === "line" || field.type === "name" ? (
    <TextField label={label} name={name} defaultValue={value} />
  ) : (
    <TextAreaField label={label} name={name} rows={field.type === "long" ? 4 : 3} defaultValue={value} />
  );
}

export default function WebinarLandingEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title={title}
      pages={pages}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="webinar-landing"
      asBuilt="the landing"
    >
      {(values) => (
        <>
          {landingSections.map((section) => (
            <Panel key={section.id} title={section.title} id={`webinar-landing-${section.id}`}>
              {section.note ? <p className="mb-4 max-w-prose text-sm text-ink-muted">{section.note}</p> : null}
              <div className="space-y-4">
                {section.fields
                  .filter((field) => field.type === "name")
                  .map((field) => (
                    <Field key={field.name} field={field} values={values} />
                  ))}
              </div>
              <div className="mt-4 grid gap-6 lg:grid-cols-2">
                {(["en", "de"] as const).map((locale) => (
                  <div key={locale} className="space-y-4" lang={locale}>
                    <h3 className="font-semibold">{locale === "en" ? "English" : "German (Deutsch)"}</h3>
                    {section.fields
                      .filter((field) => fieldLocales(field).includes(locale))
                      .map((field) => (
                        <Field key={field.name} field={field} locale={locale} values={values} />
                      ))}
                  </div>
                ))}
              </div>
            </Panel>
          ))}
        </>
      )}
    </ContentEditor>
  );
}
