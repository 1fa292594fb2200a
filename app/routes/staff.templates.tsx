import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { SelectField, TextAreaField, TextField } from "~/features/form-kit/fields";
import { readForm } from "~/features/staff/form-input";
import { requireOwner, signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, Notice, Panel, staffMeta } from "~/features/staff/ui";
import { deleteReplyTemplate, listReplyTemplates, saveReplyTemplate } from "../../server/domain/leads/reply-templates";
import {
  MAX_TEMPLATE_NAME,
  templateInput,
  templateLanguageLabels,
} from "../../server/domain/leads/reply-template-input";
import { MAX_REPLY_LENGTH, NAME_PLACEHOLDER } from "../../server/domain/leads/reply-text";
import type { Route } from "./+types/staff.templates";

// Reply templates (issue 43, decision 1124): everybody on the team reads them here and picks them on
// a lead's page; owners add, change and delete them.

export const meta: Route.MetaFunction = () => staffMeta("Reply templates");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  return { templates: await listReplyTemplates(db), canEdit: user.role === "owner" };
}

const templateId = z.coerce.number({ error: "Unknown template." }).int().positive("Unknown template.");
// What each form of the page sends; anything else is an unknown action.
const templateAction = z.discriminatedUnion(
  "intent",
  [
    templateInput.extend({ intent: z.literal("create") }),
    templateInput.extend({ intent: z.literal("update"), id: templateId }),
    z.object({ intent: z.literal("delete"), id: templateId }),
  ],
  { error: "Unknown action." },
);

/** A refused form comes back with what was typed (`id` null: the new template's form), also without JavaScript. */
type Typed = { name: string; language: string; body: string };
type TemplateAnswer = { ok: true; message: string } | { ok: false; error: string; id: number | null; typed?: Typed };

const typedOf = (values: Partial<Record<keyof Typed, string>>): Typed => ({
  name: values.name ?? "",
  language: values.language ?? "",
  body: values.body ?? "",
});

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireOwner(context);
  const answer = (result: TemplateAnswer, status = 200) => data<TemplateAnswer>(result, { status });
  const input = await readForm(request, templateAction);
  if (!input.ok)
    return answer(
      { ok: false, error: input.error, id: Number(input.values.id) || null, typed: typedOf(input.values) },
      400,
    );
  const form = input.data;
  if (form.intent === "delete") {
    const gone = await deleteReplyTemplate(db, user, form.id);
    return gone
      ? answer({ ok: true, message: "Template deleted." })
      : answer({ ok: false, error: "This template was deleted meanwhile.", id: null }, 404);
  }
  const { intent, ...fields } = form;
  const result = await saveReplyTemplate(db, user, fields, intent === "update" ? form.id : undefined);
  if (!result.ok)
    return answer(
      { ok: false, error: result.error, id: intent === "update" ? form.id : null, typed: typedOf(fields) },
      409,
    );
  return answer({ ok: true, message: intent === "update" ? "Template saved." : "Template added." });
}

const languageOptions = Object.entries(templateLanguageLabels).map(([value, label]) => ({ value, label }));

function TemplateFields({ template }: { template?: Typed }) {
  return (
    <>
      <TextField label="Name" name="name" required maxLength={MAX_TEMPLATE_NAME} defaultValue={template?.name} />
      <SelectField
        label="Language"
        name="language"
        required
        defaultValue={template?.language ?? ""}
        placeholder="Choose…"
        options={languageOptions}
      />
      <TextAreaField
        label="Text"
        name="body"
        required
        maxLength={MAX_REPLY_LENGTH}
        rows={8}
        defaultValue={template?.body}
      />
    </>
  );
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, canEdit } = loaderData;
  const busy = useNavigation().state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const typedFor = (id: number | null) => (refused?.id === id ? refused.typed : undefined);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Reply templates</h1>
      <p className="max-w-prose text-ink-muted">
        Picked in the 'Reply' panel of a lead, in the lead's language; {NAME_PLACEHOLDER} becomes the visitor's name.
        The text can be changed before it is sent. {canEdit ? null : "Owners add and change templates."}
      </p>
      {actionData ? (
        actionData.ok ? (
          <Notice tone="success">{actionData.message}</Notice>
        ) : (
          <Notice tone="error">{actionData.error}</Notice>
        )
      ) : null}

      {templates.length === 0 ? <p className="text-ink-muted">No templates yet.</p> : null}
      {templates.map((template) => (
        <Panel
          key={template.id}
          title={`${template.name} (${templateLanguageLabels[template.language]})`}
          id={`template-${template.id}`}
        >
          {canEdit ? (
            <Form
              method="post"
              className="space-y-3"
              key={`${template.id}|${template.updatedAt}`}
              aria-label={`Edit ${template.name} (${templateLanguageLabels[template.language]})`}
            >
              <input type="hidden" name="id" value={template.id} />
              <TemplateFields template={typedFor(template.id) ?? template} />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="update" disabled={busy}>
                  Save template
                </Button>
                <Button type="submit" name="intent" value="delete" variant="secondary" disabled={busy} formNoValidate>
                  Delete template
                </Button>
              </div>
            </Form>
          ) : (
            <p className="whitespace-pre-wrap">{template.body}</p>
          )}
          <p className="mt-3 text-xs text-ink-muted">
            Last saved by {template.updatedByEmail} · {formatBerlin(template.updatedAt)}
          </p>
        </Panel>
      ))}

      {canEdit ? (
        <Panel title="New template" id="new-template">
          <Form method="post" className="space-y-3" key={templates.length}>
            <input type="hidden" name="intent" value="create" />
            <TemplateFields template={typedFor(null)} />
            <Button type="submit" disabled={busy}>
              Add template
            </Button>
          </Form>
        </Panel>
      ) : null}
    </div>
  );
}
