import { data } from "react-router";
import { findProductRecord, type ProductRecord } from "~/content/products";
import { productKey, productWith } from "~/content/products-in-force";
import { BilingualFields, EditorText } from "~/features/content/BilingualFields";
import { ContentEditor } from "~/features/content/ContentEditor";
import { editorAction, editorState } from "~/features/content/editor.server";
import {
  productChanges,
  productFields,
  productFromForm,
  productToForm,
  videoField,
  type ProductField,
} from "~/features/content/product-form";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { Panel, staffMeta } from "~/features/staff/ui";
import type { Route } from "./+types/staff.content.products.$productId";

// A product record of /venues/{productId} (issue 45, decision 1152): its name, texts, specification
// values, features and seating configurations in English and German, and its video link, on the shared
// editor page (ContentEditor, decision 1149): drafts, preview on the product's page, publish now or at a
// time, versions with their changes and restore. Its pictures are placed under 'Photos on the site'
// (decision 1150); its id, specification labels and the number of rows stay as built.

function recordOf(params: { productId: string }): ProductRecord {
  const record = findProductRecord(params.productId);
  if (!record) throw data({ message: "There is no such product." }, { status: 404 });
  return record;
}

const kindOf = (base: ProductRecord) => ({
  read: (stored: unknown) => productWith(base, stored),
  changes: productChanges,
});

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.title : "Product");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const base = recordOf(params);
  const { current, state } = await editorState(db, productKey(base.id), kindOf(base));
  return {
    title: `Product: ${base.name.en}`,
    page: `/venues/${base.id}`,
    sections: { en: productFields(base, "en"), de: productFields(base, "de") },
    video: videoField(base),
    fields: productToForm(current),
    state,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const base = recordOf(params);
  return editorAction(request, {
    db,
    user,
    key: productKey(base.id),
    words: { this: "this product", the: "the product", pages: "the product's page and its German twin" },
    previewPath: `/venues/${base.id}`,
    fromForm: (typed) => productFromForm(typed, base),
  });
}

const headings = {
  en: { texts: "Texts", specifications: "Specifications", features: "Features", seating: "Seating configurations" },
  de: {
    texts: "Texte",
    specifications: "Technische Daten",
    features: "Merkmale",
    seating: "Bestuhlungsvarianten",
  },
} as const;

function Field({ field, values }: { field: ProductField; values: Record<string, string> }) {
  const [name, label, size] = field;
  return <EditorText label={label} name={name} rows={size === "long" ? 4 : undefined} values={values} />;
}

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { sections, video } = loaderData;
  return (
    <ContentEditor
      title={loaderData.title}
      pages={[loaderData.page]}
      state={loaderData.state}
      answer={actionData}
      fields={loaderData.fields}
      id="product"
      asBuilt="the product"
    >
      {(values) => (
        <div className="space-y-6">
          {video ? (
            <Panel title="Video" id="product-video">
              <Field field={video} values={values} />
            </Panel>
          ) : null}
          <BilingualFields id="product">
            {(locale) =>
              (["texts", "specifications", "features", "seating"] as const)
                .filter((section) => sections[locale][section].length > 0)
                .map((section) => (
                  <fieldset key={section} className="space-y-4 pb-2">
                    <legend className="text-lg font-semibold">{headings[locale][section]}</legend>
                    {sections[locale][section].map((field) => (
                      <Field key={field[0]} field={field} values={values} />
                    ))}
                  </fieldset>
                ))
            }
          </BilingualFields>
        </div>
      )}
    </ContentEditor>
  );
}
