import { giftCard } from "~/content/gift-card";
import { giftCardKey, giftCardWith } from "~/content/gift-card-in-force";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import {
  giftCardChanges,
  giftCardFieldLabel,
  giftCardFieldName,
  giftCardFromForm,
  giftCardNumberFields,
  giftCardTextFields,
  giftCardToForm,
} from "~/features/content/gift-card-form";
import { TextField } from "~/features/form-kit/fields";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.gift-card";

// The gift card's editor (issue 45, decision 1149): its texts in English and German and its terms (the
// range of amounts, the validity, the bonus), on the shared editor page (ContentEditor): drafts, preview,
// publish now or at a time, versions with their changes and restore. Both offer pages show the card; the
// shop's index names its smallest amount and validity.

const pages = ["/exclusive-offers", "/private-offers", "/shop"] as const;

export const meta: Route.MetaFunction = () => staffMeta("Gift card");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const { current, state } = await editorState(db, giftCardKey, { read: giftCardWith, changes: giftCardChanges });
  return { fields: giftCardToForm(current), state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  return editorAction(request, {
    db,
    user,
    key: giftCardKey,
    words: { this: "the gift card", the: "the gift card", pages: "the offer pages" },
    previewPath: pages[0],
    fromForm: (typed) => giftCardFromForm(typed, giftCard),
  });
}

export default function GiftCardEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title="Gift card"
      pages={pages}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="gift-card"
      asBuilt="the gift card"
    >
      {(values) => (
        <>
          <Panel title="Terms" id="gift-card-terms">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {giftCardNumberFields.map((field) => (
                <TextField
                  key={field}
                  label={giftCardFieldLabel(field)}
                  name={giftCardFieldName(field)}
                  inputMode="numeric"
                  defaultValue={values[giftCardFieldName(field)] ?? ""}
                />
              ))}
            </div>
          </Panel>
          <BilingualFields id="gift-card">
            {(locale) =>
              giftCardTextFields.map((field) => (
                <EditorText
                  key={field}
                  label={giftCardFieldLabel(field, locale)}
                  name={giftCardFieldName(field, locale)}
                  rows={field === "lead" || field === "points" ? 5 : undefined}
                  values={values}
                />
              ))
            }
          </BilingualFields>
        </>
      )}
    </ContentEditor>
  );
}
