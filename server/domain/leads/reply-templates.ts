import { asc, eq } from "drizzle-orm";
import { pgErrorCode, type Database } from "../../db/client.ts";
import { recordAudit } from "../staff/audit-log.ts";
import { replyTemplates } from "../staff/schema.ts";
import { templateLanguageLabels, type TemplateInput, type TemplateLanguage } from "./reply-template-input.ts";

// Reply templates (issue 43, decision 1124): owners keep them, everybody on the team uses them on a
// lead's page in the lead's language. Every change is in the audit log.

type Actor = { id: string; email: string };
export interface ReplyTemplate {
  id: number;
  name: string;
  language: TemplateLanguage;
  body: string;
  updatedByEmail: string;
  updatedAt: string;
}

export async function listReplyTemplates(db: Database, language?: TemplateLanguage): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .where(language ? eq(replyTemplates.language, language) : undefined)
    .orderBy(asc(replyTemplates.name), asc(replyTemplates.language));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    language: row.language as TemplateLanguage,
    body: row.body,
    updatedByEmail: row.updatedByEmail,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type TemplateResult = { ok: true; id: number } | { ok: false; error: string };

const taken = (input: TemplateInput) =>
  `There is already a template called '${input.name}' in ${templateLanguageLabels[input.language]}.`;

/** Adds a template (id absent) or changes one; a name is used once per language (the database's unique index). */
export async function saveReplyTemplate(
  db: Database,
  actor: Actor,
  input: TemplateInput,
  id?: number,
): Promise<TemplateResult> {
  try {
    return await db.transaction(async (tx) => {
      const values = { ...input, updatedByEmail: actor.email, updatedAt: new Date() };
      const [saved] = id
        ? await tx.update(replyTemplates).set(values).where(eq(replyTemplates.id, id)).returning()
        : await tx.insert(replyTemplates).values(values).returning();
      if (!saved) return { ok: false, error: "This template was deleted meanwhile." } as const;
      await recordAudit(tx as unknown as Database, actor, {
        action: id ? "template.update" : "template.create",
        targetType: "template",
        targetId: saved.id,
        details: { name: saved.name, language: saved.language },
      });
      return { ok: true, id: saved.id } as const;
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, error: taken(input) };
    throw error;
  }
}

export async function deleteReplyTemplate(db: Database, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning();
    if (!gone) return false;
    await recordAudit(tx as unknown as Database, actor, {
      action: "template.delete",
      targetType: "template",
      targetId: id,
      details: { name: gone.name, language: gone.language },
    });
    return true;
  });
}
