import { ContentEditor } from "~/features/content/ContentEditor";
import { companyFieldSections } from "~/features/content/company-fields";
import { companyChanges, companyFromForm, companyToForm } from "~/features/content/company-form";
import { editorAction, editorState } from "~/features/content/editor.server";
import { TextAreaField, TextField } from "~/features/form-kit/fields";
import { requireOwner } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import { companyDetailsKey } from "../../server/domain/company/company-details";
import { companyDetailsWith } from "../../server/domain/company/company-details.schema";
import type { Route } from "./+types/staff.content.company";

// The company details' editor (issue 45, decision 1157), for owners: the facts the imprint, the privacy
// policy, the footer, structured data, mails and documents name (docs/client-facts.md), on the shared
// editor page (ContentEditor): drafts, preview, publish now or at a time, versions and restore. A publish
// renders every page again: each names the company in its footer.

const pages = ["/imprint", "/privacy", "/contact"] as const;

export const meta: Route.MetaFunction = () => staffMeta("Company details");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireOwner(context);
  const { current, state } = await editorState(db, companyDetailsKey, {
    read: companyDetailsWith,
    changes: companyChanges,
  });
  return { fields: companyToForm(current), state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireOwner(context);
  return editorAction(request, {
    db,
    user,
    key: companyDetailsKey,
    words: { this: "the company details", the: "the company details", pages: "every page" },
    previewPath: pages[0],
    fromForm: companyFromForm,
  });
}

export default function CompanyEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title="Company details"
      pages={pages}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="company"
      asBuilt="the sample details"
    >
      {(values) => (
        <>
          {companyFieldSections.map((section) => (
            <Panel key={section.id} title={section.title} id={`company-${section.id}`}>
              <div className="grid gap-4 sm:grid-cols-2">
                {section.fields.map(([name, label]) =>
                  name === "managingDirectors" ? (
                    <TextAreaField key={name} label={label} name={name} rows={3} defaultValue={values[name] ?? ""} />
                  ) : (
                    <TextField
                      key={name}
                      label={label}
                      name={name}
                      inputMode={name === "phone" || name === "whatsapp" ? "tel" : undefined}
                      defaultValue={values[name] ?? ""}
                    />
                  ),
                )}
              </div>
            </Panel>
          ))}
        </>
      )}
    </ContentEditor>
  );
}
