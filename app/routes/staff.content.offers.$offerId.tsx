import { data } from "react-router";
import { defaultOffer, offerKey, offerWith } from "~/content/offers-in-force";
import type { Offer } from "~/content/offers.schema";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import {
  isLongField,
  offerChanges,
  offerFieldLabel,
  offerFieldName,
  offerFromForm,
  offerTextFields,
  offerToForm,
} from "~/features/content/offer-form";
import { TextField } from "~/features/form-kit/fields";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.offers.$offerId";

// An offer's editor (issue 45, decision 1147): every field of the offer card in English and German,
// saved as a draft, previewed through a signed link, published now or at a set time; every published
// version listed with what changed and a way to restore it. A save on a version someone changed since
// is refused with what was typed kept (optimistic locking); every change is in the audit log. The page
// around the fields and the action are every editor's (ContentEditor, editor.server.ts, decision 1149).

const offerPages = { exclusive: "/exclusive-offers", private: "/private-offers" } as const;

function offerOf(params: { offerId: string }): Offer {
  const offer = defaultOffer(params.offerId);
  if (!offer) throw data({ message: "There is no such offer." }, { status: 404 });
  return offer;
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Offer");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const base = offerOf(params);
  const { current, published, state } = await editorState(db, offerKey(base.id), {
    read: (stored) => offerWith(base, stored),
    changes: offerChanges,
  });
  return { title: published.title.en, page: offerPages[base.page], fields: offerToForm(current), state };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const base = offerOf(params);
  return editorAction(request, {
    db,
    user,
    key: offerKey(base.id),
    words: { this: "this offer", the: "the offer", pages: "the offer pages" },
    previewPath: offerPages[base.page],
    fromForm: (typed) => {
      const read = offerFromForm(typed, base);
      return read.ok ? { ok: true, value: read.offer } : read;
    },
  });
}

export default function OfferEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      title={loaderData.title}
      pages={[loaderData.page]}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="offer"
      asBuilt="the offer"
    >
      {(values) => (
        <>
          <Panel title="Price" id="offer-price">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={offerFieldLabel("price")}
                name={offerFieldName("price")}
                inputMode="numeric"
                defaultValue={values.price ?? ""}
              />
              <TextField
                label={offerFieldLabel("discount")}
                name={offerFieldName("discount")}
                inputMode="numeric"
                defaultValue={values.discount ?? ""}
              />
            </div>
          </Panel>
          <BilingualFields id="offer">
            {(locale) =>
              offerTextFields.map((field) => (
                <EditorText
                  key={field}
                  label={offerFieldLabel(field, locale)}
                  name={offerFieldName(field, locale)}
                  rows={isLongField(field) ? (field === "features" ? 10 : 5) : undefined}
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
