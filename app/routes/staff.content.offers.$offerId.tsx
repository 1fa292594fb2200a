import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { defaultOffer, offerKey, offerWith } from "~/content/offers-in-force";
import type { Offer } from "~/content/offers.schema";
import {
  isLongField,
  offerChanges,
  offerFieldLabel,
  offerFieldName,
  offerFromForm,
  offerTextFields,
  offerToForm,
  type OfferChange,
} from "~/features/content/offer-form";
import { TextAreaField, TextField } from "~/features/form-kit/fields";
import { readForm } from "~/features/staff/form-input";
import { contentEditors } from "~/features/staff/access";
import { requireRole, signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, Notice, Panel, staffMeta } from "~/features/staff/ui";
import {
  contentItem,
  contentVersions,
  publishDraft,
  restoreVersion,
  saveDraft,
  type ChangeOutcome,
} from "../../server/domain/content/content-store";
import { PREVIEW_HOURS, previewQuery } from "../../server/domain/content/preview-link";
import { instantFromZonedLocal } from "../../server/domain/company/venue-time";
import type { Route } from "./+types/staff.content.offers.$offerId";

// An offer's editor (issue 45, decision 1146): every field of the offer card in English and German,
// saved as a draft, previewed through a signed link, published now or at a set time; every published
// version listed with what changed and a way to restore it. A save on a version someone changed since
// is refused with what was typed kept (optimistic locking); every change is in the audit log.

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
  const key = offerKey(base.id);
  const [item, versions] = await Promise.all([contentItem(db, key), contentVersions(db, key)]);
  const published = offerWith(base, item.published);
  const current = offerWith(base, item.draft ?? item.published);
  return {
    title: published.title.en,
    page: offerPages[base.page],
    fields: offerToForm(current),
    draftVersion: item.draftVersion,
    hasDraft: item.draft !== undefined,
    draftBy: item.draftBy,
    draftAt: item.draftAt?.toISOString() ?? null,
    publishAt: item.publishAt?.toISOString() ?? null,
    publishedVersion: item.publishedVersion,
    versions: versions.map((version, index) => ({
      version: version.version,
      by: version.publishedBy,
      at: version.publishedAt.toISOString(),
      restoredFrom: version.restoredFrom,
      changes: offerChanges(
        offerWith(base, versions[index + 1]?.data),
        offerWith(base, version.data),
      ) satisfies OfferChange[],
    })),
  };
}

const editorAction = z.looseObject({
  intent: z.enum(["save", "preview", "publish", "restore"], { error: "Unknown action." }),
  basedOn: z.coerce.number({ error: "Unknown version." }).int().min(0, "Unknown version."),
  version: z.coerce.number().int().min(1).optional(),
  publish_at: z.string().optional(),
});

type EditorAnswer =
  { ok: true; message: string; previewUrl?: string } | { ok: false; error: string; typed?: Record<string, string> };

const OUTDATED =
  "Someone changed this offer while you were editing. Your text is below: compare it with the current version (open the offer again in a new tab) and save again.";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, user } = requireRole(context, contentEditors);
  const base = offerOf(params);
  const key = offerKey(base.id);
  const answer = (result: EditorAnswer, status = 200) => data<EditorAnswer>(result, { status });
  const input = await readForm(request, editorAction);
  if (!input.ok) return answer({ ok: false, error: input.error }, 400);
  const { intent, basedOn, version, publish_at: publishAt } = input.data;
  const typed = Object.fromEntries(
    Object.entries(input.data).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const refused = (outcome: Extract<ChangeOutcome, { done: false }>) =>
    outcome.reason === "outdated"
      ? answer({ ok: false, error: OUTDATED, typed }, 409)
      : answer({ ok: false, error: "That version does not exist.", typed }, 400);

  if (intent === "restore") {
    const outcome = await restoreVersion(db, user, key, version ?? 0, basedOn);
    if (!outcome.done) return refused(outcome);
    return answer({
      ok: true,
      message: `Version ${version} restored as version ${outcome.publishedVersion}: the offer pages show it within seconds.`,
    });
  }

  const read = offerFromForm(typed, base);
  if (!read.ok) return answer({ ok: false, error: read.error, typed }, 400);

  if (intent === "publish") {
    let at: Date | undefined;
    if (publishAt) {
      at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(publishAt)
        ? instantFromZonedLocal(publishAt, "Europe/Berlin")
        : undefined;
      if (!at || at.getTime() <= Date.now())
        return answer({ ok: false, error: "Publish at: a date and time in the future (Frankfurt time).", typed }, 400);
    }
    const outcome = await publishDraft(db, user, key, basedOn, { data: read.offer, at });
    if (!outcome.done) return refused(outcome);
    return answer({
      ok: true,
      message: at
        ? `Scheduled: the offer is published on ${formatBerlin(at.toISOString())} (Frankfurt time).`
        : `Published as version ${outcome.publishedVersion}: the offer pages show it within seconds.`,
    });
  }

  const outcome = await saveDraft(db, user, key, read.offer, basedOn);
  if (!outcome.done) return refused(outcome);
  if (intent === "preview") {
    return answer({
      ok: true,
      message: `Draft saved. The preview link works for ${PREVIEW_HOURS} hours; anyone with it sees the draft.`,
      previewUrl: `${offerPages[base.page]}?${previewQuery(key)}`,
    });
  }
  return answer({ ok: true, message: "Draft saved. The public pages still show the published version." });
}

export default function OfferEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { fields, draftVersion, publishedVersion, versions } = loaderData;
  const busy = useNavigation().state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values = refused?.typed ?? fields;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/content" className="text-sm text-accent underline-offset-4 hover:underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">{loaderData.title}</h1>
      <p className="max-w-prose text-ink-muted">
        {publishedVersion ? `Published version ${publishedVersion}.` : "Not edited yet: the site shows it as built."}{" "}
        {loaderData.publishAt
          ? `A draft is scheduled for ${formatBerlin(loaderData.publishAt)}.`
          : loaderData.hasDraft
            ? `A draft is pending${loaderData.draftBy ? ` (saved by ${loaderData.draftBy}${loaderData.draftAt ? `, ${formatBerlin(loaderData.draftAt)}` : ""})` : ""}.`
            : ""}{" "}
        Shown on{" "}
        <a href={loaderData.page} className="text-accent underline underline-offset-4">
          {loaderData.page}
        </a>{" "}
        and its German twin.
      </p>
      {actionData ? (
        actionData.ok ? (
          <Notice tone="success">
            {actionData.message}
            {actionData.previewUrl ? (
              <>
                {" "}
                <a
                  href={actionData.previewUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="underline underline-offset-4"
                >
                  Open the preview
                </a>
              </>
            ) : null}
          </Notice>
        ) : (
          <Notice tone="error">{actionData.error}</Notice>
        )
      ) : null}
      <Form method="post" className="space-y-6" key={`${draftVersion}|${JSON.stringify(refused?.typed ?? null)}`}>
        <input type="hidden" name="basedOn" value={draftVersion} />
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
        <div className="grid gap-6 lg:grid-cols-2">
          {(["en", "de"] as const).map((locale) => (
            <Panel key={locale} title={locale === "en" ? "English" : "German (Deutsch)"} id={`offer-${locale}`}>
              <div className="space-y-4" lang={locale}>
                {offerTextFields.map((field) =>
                  isLongField(field) ? (
                    <TextAreaField
                      key={field}
                      label={offerFieldLabel(field, locale)}
                      name={offerFieldName(field, locale)}
                      rows={field === "features" ? 10 : 5}
                      defaultValue={values[offerFieldName(field, locale)] ?? ""}
                    />
                  ) : (
                    <TextField
                      key={field}
                      label={offerFieldLabel(field, locale)}
                      name={offerFieldName(field, locale)}
                      defaultValue={values[offerFieldName(field, locale)] ?? ""}
                    />
                  ),
                )}
              </div>
            </Panel>
          ))}
        </div>
        <Panel title="Save and publish" id="offer-publish">
          <div className="flex flex-wrap items-end gap-3">
            <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
              Save draft
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
              Preview
            </Button>
            <Button type="submit" name="intent" value="publish" disabled={busy}>
              Publish
            </Button>
            <div className="min-w-56">
              <TextField
                label="Publish at (Frankfurt time, optional)"
                name="publish_at"
                type="datetime-local"
                defaultValue={values.publish_at ?? ""}
                hint="Leave empty to publish now."
              />
            </div>
          </div>
        </Panel>
      </Form>
      <Panel title="Published versions" id="offer-versions">
        {versions.length === 0 ? (
          <p className="text-ink-muted">None yet: the site shows the offer as built.</p>
        ) : (
          <ol className="divide-y divide-line">
            {versions.map((entry) => (
              <li key={entry.version} className="space-y-2 py-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    <span className="font-semibold">Version {entry.version}</span>
                    {entry.version === publishedVersion ? " (live)" : ""} · {formatBerlin(entry.at)} · {entry.by}
                    {entry.restoredFrom ? ` · restored from version ${entry.restoredFrom}` : ""}
                  </p>
                  {entry.version !== publishedVersion ? (
                    <Form method="post">
                      <input type="hidden" name="basedOn" value={draftVersion} />
                      <input type="hidden" name="version" value={entry.version} />
                      <Button type="submit" name="intent" value="restore" variant="secondary" disabled={busy}>
                        Restore version {entry.version}
                      </Button>
                    </Form>
                  ) : null}
                </div>
                <details>
                  <summary className="cursor-pointer text-sm text-accent">
                    {entry.changes.length} {entry.changes.length === 1 ? "change" : "changes"}
                  </summary>
                  <dl className="mt-2 space-y-2 text-sm">
                    {entry.changes.map((change) => (
                      <div key={change.label}>
                        <dt className="font-semibold">{change.label}</dt>
                        <dd className="text-ink-muted">
                          <del>{change.before}</del> → <ins className="no-underline text-ink">{change.after}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
