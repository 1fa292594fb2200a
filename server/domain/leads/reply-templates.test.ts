import { afterAll, describe, expect, it } from "vitest";

// Reply templates (decision 1124) on the embedded PGlite: the starting templates, one name per
// language however it is written, changes and deletions audited; `{name}` filled in.
process.env.DATABASE_URL = "";
process.env.DATA_DIR = ":memory:";
process.env.JOBS_ENABLED = "0";

const { database, closeDatabase } = await import("../../db/index.ts");
const { staffAuditLog } = await import("../../db/schema.ts");
const { deleteReplyTemplate, listReplyTemplates, saveReplyTemplate } = await import("./reply-templates.ts");
const { fillTemplate } = await import("./reply-text.ts");
const { eq } = await import("drizzle-orm");

const owner = { id: "owner-1", email: "owner@spark.test" };

describe("reply templates", () => {
  afterAll(async () => {
    await closeDatabase();
  });

  it("start with a tour confirmation and a quote follow-up in both languages", async () => {
    const { db } = await database();
    expect((await listReplyTemplates(db, "de")).map((t) => t.name)).toEqual(["Quote follow-up", "Tour confirmation"]);
    const [german] = await listReplyTemplates(db, "de");
    expect(german!.body).toMatch(/^Guten Tag \{name\},\n\n/);
    expect((await listReplyTemplates(db, "en")).map((t) => t.name)).toEqual(["Quote follow-up", "Tour confirmation"]);
  });

  it("keep one name per language, are changed and deleted with an audit entry each", async () => {
    const { db } = await database();
    const added = await saveReplyTemplate(db, owner, {
      name: "Catering options",
      language: "en",
      body: "Hello {name},",
    });
    expect(added.ok).toBe(true);
    const id = added.ok ? added.id : 0;
    expect(await saveReplyTemplate(db, owner, { name: "CATERING options", language: "en", body: "x" })).toEqual({
      ok: false,
      error: "There is already a template called 'CATERING options' in English.",
    });
    // The same name in the other language is another template.
    expect(
      (await saveReplyTemplate(db, owner, { name: "Catering options", language: "de", body: "Guten Tag" })).ok,
    ).toBe(true);
    expect(await saveReplyTemplate(db, owner, { name: "Catering", language: "en", body: "Hi {name}!" }, id)).toEqual({
      ok: true,
      id,
    });
    expect((await listReplyTemplates(db, "en")).find((t) => t.id === id)).toMatchObject({
      name: "Catering",
      body: "Hi {name}!",
      updatedByEmail: "owner@spark.test",
    });
    expect(await deleteReplyTemplate(db, owner, id)).toBe(true);
    expect(await deleteReplyTemplate(db, owner, id)).toBe(false);
    expect(await saveReplyTemplate(db, owner, { name: "Gone", language: "en", body: "x" }, id)).toEqual({
      ok: false,
      error: "This template was deleted meanwhile.",
    });
    const log = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(id)));
    expect(log.filter((e) => e.targetType === "template").map((e) => e.action)).toEqual([
      "template.create",
      "template.update",
      "template.delete",
    ]);
  });

  it("fill in the visitor's name, or close up the greeting without one", () => {
    expect(fillTemplate("Hello {name},\n\nthanks.", "Jörg Müller")).toBe("Hello Jörg Müller,\n\nthanks.");
    expect(fillTemplate("Hello {name},\n\nthanks.", null)).toBe("Hello,\n\nthanks.");
    expect(fillTemplate("Guten Tag {name},", "  ")).toBe("Guten Tag,");
  });
});
