import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { SelectField, TextField } from "~/features/form-kit/fields";
import { readForm } from "~/features/staff/form-input";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import {
  addOnField,
  NEW_ADD_ON,
  priceListFromForm,
  priceListToForm,
  rateField,
  rateKinds,
  rateLabels,
} from "~/features/staff/price-list-form";
import { formatBerlin, Notice, Panel, staffMeta } from "~/features/staff/ui";
import { priceListInForce, savePriceList } from "../../server/domain/enquiries/price-list-settings";
import { addOnUnitLabels, VAT_PERCENT } from "../../server/domain/enquiries/price-list";
import type { Route } from "./+types/staff.prices";

// The event price list (issue 47, decision 1138): every enquiry's instant estimate is made from it.
// Everybody on the team reads it; owners and editors change it (decision 1145). A save made on a list changed since is refused,
// with what was typed kept.

export const meta: Route.MetaFunction = () => staffMeta("Event prices");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const inForce = await priceListInForce(db);
  return {
    fields: priceListToForm(inForce.prices),
    addOnCount: inForce.prices.addOns.length,
    version: inForce.version,
    updatedBy: inForce.updatedBy,
    updatedAt: inForce.updatedAt?.toISOString() ?? null,
    canEdit: contentEditors.includes(user.role),
  };
}

const pricesAction = z.looseObject({
  version: z.coerce.number({ error: "Unknown version." }).int().min(0, "Unknown version."),
});

type PricesAnswer =
  { ok: true; message: string } | { ok: false; error: string; typed?: Record<string, string>; addOnCount?: number };

const unitOptions = Object.entries(addOnUnitLabels).map(([value, label]) => ({ value, label }));

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const answer = (result: PricesAnswer, status = 200) => data<PricesAnswer>(result, { status });
  const input = await readForm(request, pricesAction);
  if (!input.ok) return answer({ ok: false, error: input.error }, 400);
  const { version, ...rest } = input.data;
  const typed = Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const addOnCount = Object.keys(typed).filter((name) => /^addon_\d+_id$/.test(name)).length;
  const outcome = await savePriceList(db, user, priceListFromForm(typed), version);
  if (outcome.saved) return answer({ ok: true, message: "Prices saved. New estimates use them at once." });
  if (outcome.reason === "outdated")
    return answer(
      {
        ok: false,
        error:
          "Someone saved the prices while you were editing. Your changes are below: compare them with the current list (reload the page) and save again.",
        typed,
        addOnCount,
      },
      409,
    );
  return answer({ ok: false, error: outcome.message, typed, addOnCount }, 400);
}

export default function EventPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { fields, version, updatedBy, updatedAt, canEdit } = loaderData;
  const busy = useNavigation().state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values = refused?.typed ?? fields;
  const addOnCount = refused?.addOnCount ?? loaderData.addOnCount;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Event prices</h1>
      <p className="max-w-prose text-ink-muted">
        Every event enquiry's instant estimate is made from these prices (net, plus {VAT_PERCENT}% VAT); an enquiry
        keeps the estimate it was shown. {canEdit ? null : "Owners and editors change the prices."}
      </p>
      {actionData ? (
        actionData.ok ? (
          <Notice tone="success">{actionData.message}</Notice>
        ) : (
          <Notice tone="error">{actionData.error}</Notice>
        )
      ) : null}
      <Form method="post" className="space-y-6" key={`${version}|${JSON.stringify(refused?.typed ?? null)}`}>
        <input type="hidden" name="version" value={version} />
        <Panel title="Floor rates" id="floor-rates">
          <div className="grid gap-4 sm:grid-cols-3">
            {rateKinds.map((kind) => (
              <TextField
                key={kind}
                label={rateLabels[kind]}
                name={rateField(kind)}
                inputMode="decimal"
                required
                readOnly={!canEdit}
                defaultValue={values[rateField(kind)] ?? ""}
              />
            ))}
          </div>
          <p className="mt-3 text-sm text-ink-muted">A double floor is charged as two floors, all three as three.</p>
        </Panel>
        <Panel title="Add-ons" id="add-ons">
          <ul className="space-y-4">
            {Array.from({ length: addOnCount }, (_, index) => {
              const label = values[addOnField(index, "label")] ?? "";
              return (
                <li key={values[addOnField(index, "id")] ?? index}>
                  <fieldset className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto]">
                    <legend className="sr-only">{label || `Add-on ${index + 1}`}</legend>
                    <input type="hidden" name={addOnField(index, "id")} value={values[addOnField(index, "id")] ?? ""} />
                    <TextField
                      label="Name"
                      name={addOnField(index, "label")}
                      required
                      maxLength={80}
                      readOnly={!canEdit}
                      defaultValue={label}
                    />
                    <TextField
                      label="Name (German)"
                      name={addOnField(index, "labelDe")}
                      lang="de"
                      required
                      maxLength={80}
                      readOnly={!canEdit}
                      defaultValue={values[addOnField(index, "labelDe")] ?? ""}
                    />
                    <SelectField
                      label="Priced"
                      name={addOnField(index, "unit")}
                      required
                      disabled={!canEdit}
                      defaultValue={values[addOnField(index, "unit")] ?? "event"}
                      options={unitOptions}
                    />
                    <TextField
                      label="Price (€, net)"
                      name={addOnField(index, "price")}
                      inputMode="decimal"
                      required
                      readOnly={!canEdit}
                      defaultValue={values[addOnField(index, "price")] ?? ""}
                    />
                    {canEdit ? (
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          name={addOnField(index, "remove")}
                          value="1"
                          defaultChecked={Boolean(values[addOnField(index, "remove")])}
                        />
                        Remove
                      </label>
                    ) : null}
                  </fieldset>
                </li>
              );
            })}
          </ul>
          {canEdit ? (
            <fieldset className="mt-6 grid items-end gap-3 border-t border-line pt-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr]">
              <legend className="pt-4 text-sm font-semibold">New add-on (optional)</legend>
              <TextField
                label="New add-on's name"
                name={`${NEW_ADD_ON}_label`}
                maxLength={80}
                defaultValue={values[`${NEW_ADD_ON}_label`] ?? ""}
              />
              <TextField
                label="New add-on's German name"
                name={`${NEW_ADD_ON}_labelDe`}
                lang="de"
                maxLength={80}
                defaultValue={values[`${NEW_ADD_ON}_labelDe`] ?? ""}
              />
              <SelectField
                label="New add-on priced"
                name={`${NEW_ADD_ON}_unit`}
                defaultValue={values[`${NEW_ADD_ON}_unit`] ?? "event"}
                options={unitOptions}
              />
              <TextField
                label="New add-on's price (€, net)"
                name={`${NEW_ADD_ON}_price`}
                inputMode="decimal"
                defaultValue={values[`${NEW_ADD_ON}_price`] ?? ""}
              />
            </fieldset>
          ) : null}
        </Panel>
        {canEdit ? (
          <Button type="submit" disabled={busy}>
            Save prices
          </Button>
        ) : null}
      </Form>
      <p className="text-xs text-ink-muted">
        {updatedBy && updatedAt
          ? `Last saved by ${updatedBy} · ${formatBerlin(updatedAt)}`
          : "The site's starting prices: not changed yet."}
      </p>
    </div>
  );
}
