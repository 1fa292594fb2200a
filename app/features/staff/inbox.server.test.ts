import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import {
  contactSubmissions,
  leadInbox,
  newsletterSubscriptions,
  staffAuditLog,
  staffUser,
  tourBookings,
  webinarSmsReminders,
} from "../../../server/db/schema";
import { specSignupLabel } from "../../../tests/support/spec-session";
import {
  bulkUpdateLeads,
  countInbox,
  exportInbox,
  inboxSummary,
  leadDetail,
  addLeadNote,
  leadNeighbours,
  listInbox,
  markLeadRead,
  saveLeadWork,
  setLeadAssignee,
  setLeadStatus,
} from "../../../server/domain/leads/inbox";

// The inbox on embedded PGlite (pg_trgm loaded) and, when TEST_DATABASE_URL is set, PostgreSQL.
const targets: { name: string; url?: string }[] = [{ name: "PGlite" }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL });

/** A staff member who has opened nothing yet. */
const viewer = { id: "viewer-without-reads" };

for (const target of targets) {
  describe(`lead inbox on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const tag = `inbox-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

    beforeAll(async () => {
      handle = await openDatabase({ url: target.url, dataDir: ":memory:", poolSize: 2 });
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    it("gets one row per submission of every kind, in the same transaction, and loses it with the row", async () => {
      const { db } = handle;
      const [contact] = await db
        .insert(contactSubmissions)
        .values({
          firstName: "Jürgen",
          lastName: tag,
          email: `c-${tag}@example.com`,
          company: "Müller AG",
          message: "Hallo",
        })
        .returning();
      await db.insert(tourBookings).values([
        { fullName: `Tour ${tag}`, email: `t-${tag}@example.com`, preferredDate: "2026-12-01", preferredTime: "10:00" },
        {
          fullName: `Webinar ${tag}`,
          email: `w-${tag}@example.com`,
          preferredDate: "Freitag, 18.07. 11:00 Uhr",
          preferredTime: "11:00",
          additionalInformation: specSignupLabel,
        },
      ]);
      await db.insert(webinarSmsReminders).values({ webinarId: tag, countryCode: "+49", phoneNumber: "1701234567" });
      await db.insert(newsletterSubscriptions).values({ email: `n-${tag}@example.com` });

      const { rows } = await listInbox(db, { q: tag }, viewer);
      expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
        ["contact", "new"],
        ["newsletter", "new"],
        ["tour", "new"],
        ["webinar", "new"],
      ]);
      expect(rows.find((r) => r.kind === "contact")).toMatchObject({ name: `Jürgen ${tag}`, company: "Müller AG" });
      // However the name is typed: with or without umlauts, transliterated, capitals; accents and ß too.
      const found = async (q: string) =>
        (await listInbox(db, { q }, viewer)).rows.some((r) => r.email === `c-${tag}@example.com`);
      for (const q of ["MÜLLER ag", "muller ag", "Mueller AG", "jurgen", "JUERGEN"])
        expect(await found(q), q).toBe(true);
      expect(await found("mxller")).toBe(false);
      expect(await found("100%")).toBe(false);
      expect(await countInbox(db, { q: tag, kind: "webinar" }, viewer)).toEqual({ total: 1, unread: 1 });

      const lead = rows.find((r) => r.kind === "contact")!;
      expect(await setLeadStatus(db, { id: "u1", email: "owner@example.com" }, lead.id, "done")).toBe(true);
      const detail = await leadDetail(db, lead.id);
      expect(detail?.submission).toContainEqual(["message", "Hallo"]);
      expect(detail?.history.map((h) => [h.action, h.actor, h.details])).toEqual([
        ["lead.status", "owner@example.com", { from: "new", to: "done" }],
      ]);
      const csv = await exportInbox(db, { q: tag, status: "done" }, viewer);
      expect(csv.rows).toHaveLength(1);

      await db.delete(contactSubmissions).where(eq(contactSubmissions.id, contact!.id));
      expect((await listInbox(db, { q: tag }, viewer)).rows.map((r) => r.kind)).not.toContain("contact");
      const audit = await db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, String(lead.id))));
      expect(audit).toHaveLength(1);
      const sms = await db
        .select()
        .from(leadInbox)
        .where(sql`${leadInbox.kind} = 'sms' and ${leadInbox.name} = '+49 1701234567'`);
      expect(sms.length).toBeGreaterThanOrEqual(1);
    }, 60_000);

    it("finds names with accents and ß from plain letters, and plain names from what is typed with them", async () => {
      const { db } = handle;
      const mark = `fold${tag.slice("inbox".length)}`; // not matched by a search for `tag`
      await db.insert(contactSubmissions).values([
        { firstName: "José", lastName: `Straße-${mark}`, email: `j-${mark}@example.com`, message: "Hola" },
        { firstName: "ÖZLEM", lastName: `ŁUKASZ-${mark}`, email: `o-${mark}@example.com`, message: "Hi" },
      ]);
      const emails = async (q: string) => (await listInbox(db, { q }, viewer)).rows.map((r) => r.email);
      expect(await emails(`jose strasse-${mark}`)).toEqual([`j-${mark}@example.com`]);
      expect(await emails(`josé straße-${mark}`)).toEqual([`j-${mark}@example.com`]);
      expect(await emails(`oezlem lukasz-${mark}`)).toEqual([`o-${mark}@example.com`]);
      expect(await emails(`özlem łukasz-${mark}`)).toEqual([`o-${mark}@example.com`]);
    }, 60_000);

    it("shows and exports a visitor's bidirectional controls neutralised, and the notes with the lead", async () => {
      const { db } = handle;
      const mark = `bidi${tag.slice("inbox".length)}`;
      await db.insert(contactSubmissions).values({
        firstName: "Eve\u202Egnp",
        lastName: mark,
        email: `e-${mark}@example.com`,
        company: "\u2066ACME\u2069",
        message: "Hi \u202Dthere",
      });
      const [row] = (await listInbox(db, { q: mark }, viewer)).rows;
      expect(row).toMatchObject({ name: `Eve\uFFFDgnp ${mark}`, company: "\uFFFDACME\uFFFD" });
      const detail = await leadDetail(db, row!.id);
      expect(detail?.submission).toContainEqual(["message", "Hi \uFFFDthere"]);
      const [author] = await db
        .insert(staffUser)
        .values({ id: `author-${mark}`, name: "Sam", email: `sam-${mark}@example.com` })
        .returning();
      await addLeadNote(db, author!, row!.id, "Called back");
      await addLeadNote(db, author!, row!.id, "Offer sent");
      const csv = await exportInbox(db, { q: mark }, viewer);
      const line = csv.rows[0]!;
      expect(line[csv.header.indexOf("name")]).toBe(`Eve\uFFFDgnp ${mark}`);
      expect(line[csv.header.indexOf("notes")]).toBe("Called back\n---\nOffer sent");
      expect(JSON.stringify(csv.rows)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }, 60_000);

    it("counts what needs the person looking, each count the size of the list its filter shows", async () => {
      const { db } = handle;
      const mark = `needs${tag.slice("inbox".length)}`;
      const [kim] = await db
        .insert(staffUser)
        .values({ id: `kim-${mark}`, name: "Kim", email: `kim-${mark}@example.com` })
        .returning();
      const before = await inboxSummary(db, kim!);
      const day = (offset: number) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
          new Date(Date.now() + offset * 86_400_000),
        );
      await db.insert(tourBookings).values([
        { fullName: `Soon ${mark}`, email: `soon-${mark}@example.com`, preferredDate: day(2), preferredTime: "10:00" },
        { fullName: `Past ${mark}`, email: `past-${mark}@example.com`, preferredDate: day(-2), preferredTime: "10:00" },
        { fullName: `Mine ${mark}`, email: `mine-${mark}@example.com`, preferredDate: day(0), preferredTime: "10:00" },
      ]);
      const ours = (await listInbox(db, { q: mark }, kim!)).rows;
      const mine = ours.find((r) => r.email === `mine-${mark}@example.com`)!;
      await setLeadAssignee(db, kim!, mine.id, kim!.id);
      const after = await inboxSummary(db, kim!);
      expect(after.newToday - before.newToday).toBe(3);
      expect(after.unassigned - before.unassigned).toBe(2);
      expect(after.myOpen).toBe(1);
      expect(after.upcomingTours - before.upcomingTours).toBe(2);

      const emails = async (filter: object) =>
        (await listInbox(db, { q: mark, ...filter }, kim!)).rows.map((r) => r.email!.split("-")[0]).sort();
      expect(await emails({ open: true, unassigned: true })).toEqual(["past", "soon"]);
      expect(await emails({ mine: true, open: true })).toEqual(["mine"]);
      expect(await emails({ kind: "tour", open: true, upcoming: true })).toEqual(["mine", "soon"]);
      await setLeadStatus(db, kim!, mine.id, "done");
      expect(await emails({ mine: true, open: true })).toEqual([]);
      expect((await inboxSummary(db, kim!)).myOpen).toBe(0);
    }, 60_000);

    it("a lead is unread to each staff member until they open it, and 'My leads' holds only theirs", async () => {
      const { db } = handle;
      const [anna, ben] = await db
        .insert(staffUser)
        .values([
          { id: `anna-${tag}`, name: "Anna", email: `anna-${tag}@example.com` },
          { id: `ben-${tag}`, name: "Ben", email: `ben-${tag}@example.com` },
        ])
        .returning();
      await db.insert(contactSubmissions).values([
        { firstName: "Read", lastName: `r-${tag}`, email: `r-${tag}@example.com`, message: "Hallo" },
        { firstName: "Other", lastName: `o-${tag}`, email: `o-${tag}@example.com`, message: "Hallo" },
      ]);
      const unreadTo = async (who: { id: string }, filter = {}) =>
        Object.fromEntries(
          (await listInbox(db, { q: tag, kind: "contact", ...filter }, who)).rows.map((r) => [r.email, r.unread]),
        );
      const read = `r-${tag}@example.com`;
      const other = `o-${tag}@example.com`;
      expect(await unreadTo(anna!)).toMatchObject({ [read]: true, [other]: true });

      const [lead] = (await listInbox(db, { q: `r-${tag}` }, anna!)).rows;
      await markLeadRead(db, lead!.id, anna!);
      await markLeadRead(db, lead!.id, anna!); // opening it again changes nothing
      expect(await unreadTo(anna!)).toMatchObject({ [read]: false, [other]: true });
      expect(await unreadTo(ben!)).toMatchObject({ [read]: true, [other]: true });
      expect(await countInbox(db, { q: tag, kind: "contact" }, anna!)).toMatchObject({ unread: 1 });

      // A closed lead needs nobody: done or spam is never unread.
      await setLeadStatus(db, { id: ben!.id, email: ben!.email }, lead!.id, "done");
      expect(await unreadTo(ben!)).toMatchObject({ [read]: false });

      await setLeadAssignee(db, { id: anna!.id, email: anna!.email }, lead!.id, anna!.id);
      expect(Object.keys(await unreadTo(anna!, { mine: true }))).toEqual([read]);
      expect(Object.keys(await unreadTo(ben!, { mine: true }))).toEqual([]);

      // The reads go with the account (and with the lead).
      await db.delete(staffUser).where(eq(staffUser.id, anna!.id));
      await db.update(leadInbox).set({ status: "new" }).where(eq(leadInbox.id, lead!.id));
      const again = await db.insert(staffUser).values({ id: anna!.id, name: "Anna", email: anna!.email }).returning();
      expect(await unreadTo(again[0]!)).toMatchObject({ [read]: true });
    }, 60_000);

    it("saves status, assignee, follow-up and note in one step, all or nothing, never undoing a colleague", async () => {
      const { db } = handle;
      const mark = `work${tag.slice("inbox".length)}`;
      const [lea, max] = await db
        .insert(staffUser)
        .values([
          { id: `lea-${mark}`, name: "Lea", email: `lea-${mark}@example.com` },
          { id: `max-${mark}`, name: "Max", email: `max-${mark}@example.com` },
        ])
        .returning();
      await db
        .insert(contactSubmissions)
        .values({ firstName: "Pia", lastName: mark, email: `p-${mark}@example.com`, message: "Hallo" });
      const [lead] = (await listInbox(db, { q: mark }, lea!)).rows;
      const day = (offset: number) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
          new Date(Date.now() + offset * 86_400_000),
        );
      const shown = { status: "new", assigneeId: null, followUpOn: null } as const;
      const stored = async () => {
        const [row] = await db
          .select({ status: leadInbox.status, assigneeId: leadInbox.assigneeId, followUpOn: leadInbox.followUpOn })
          .from(leadInbox)
          .where(eq(leadInbox.id, lead!.id));
        return row;
      };
      const actions = async () => (await leadDetail(db, lead!.id))!.history.map((h) => h.action).sort();

      // A day before today (Frankfurt) is refused, and nothing else of that save is kept.
      expect(
        await saveLeadWork(db, lea!, lead!.id, shown, {
          status: "in_progress",
          assigneeId: lea!.id,
          followUpOn: day(-1),
          note: "Called",
        }),
      ).toBe("follow-up-in-past");
      expect(await stored()).toEqual({ status: "new", assigneeId: null, followUpOn: null });
      expect(await actions()).toEqual([]);

      // One save: four changes, each in the history.
      const wanted = { status: "in_progress", assigneeId: lea!.id, followUpOn: day(3) } as const;
      expect(await saveLeadWork(db, lea!, lead!.id, shown, { ...wanted, note: "Called, offer by Friday" })).toBe(
        "saved",
      );
      expect(await stored()).toEqual(wanted);
      expect(await actions()).toEqual(["lead.assignee", "lead.follow_up", "lead.note", "lead.status"]);
      expect((await listInbox(db, { q: mark }, lea!)).rows[0]?.followUpOn).toBe(day(3));

      // Max saved a note from a page that still showed the lead as new and unassigned: his save keeps
      // Lea's status, assignee and follow-up; what he changed (the status) is his.
      expect(await saveLeadWork(db, max!, lead!.id, shown, { ...shown, status: "done", note: "Booked" })).toBe("saved");
      expect(await stored()).toEqual({ ...wanted, status: "done" });

      // A person who no longer exists: nothing of the save is kept.
      const current = { ...wanted, status: "done" } as const;
      expect(
        await saveLeadWork(db, lea!, lead!.id, current, { ...current, status: "spam", assigneeId: "nobody-here" }),
      ).toBe("missing");
      expect((await stored())?.status).toBe("done");

      // Due: open with a follow-up of today or earlier. Today's follow-up counts; a closed lead does not.
      const before = (await inboxSummary(db, lea!)).followUpsDue;
      await saveLeadWork(db, lea!, lead!.id, current, { ...current, status: "in_progress", followUpOn: day(0) });
      expect((await inboxSummary(db, lea!)).followUpsDue).toBe(before + 1);
      expect((await listInbox(db, { q: mark, due: true }, lea!)).rows.map((r) => r.id)).toEqual([lead!.id]);
      await db
        .update(leadInbox)
        .set({ followUpOn: day(-5) })
        .where(eq(leadInbox.id, lead!.id)); // overdue
      expect((await listInbox(db, { q: mark, due: true }, lea!)).rows).toHaveLength(1);
      await setLeadStatus(db, lea!, lead!.id, "done");
      expect((await listInbox(db, { q: mark, due: true }, lea!)).rows).toHaveLength(0);
      expect((await inboxSummary(db, lea!)).followUpsDue).toBe(before);
    }, 60_000);

    it("finds the previous and next lead within the list's filter, across its pages", async () => {
      const { db } = handle;
      const mark = `beside${tag.slice("inbox".length)}`;
      const base = Date.parse("2026-03-02T09:00:00Z");
      await db.insert(contactSubmissions).values(
        ["a", "b", "c", "d"].map((letter, i) => ({
          firstName: letter,
          lastName: mark,
          email: `${letter}-${mark}@example.com`,
          message: "Hallo",
          createdAt: new Date(base + i * 60_000),
        })),
      );
      await db.insert(tourBookings).values({
        fullName: `t ${mark}`,
        email: `t-${mark}@example.com`,
        preferredDate: "2026-03-10",
        preferredTime: "10:00",
        createdAt: new Date(base + 90_000),
      });
      const list = (await listInbox(db, { q: mark }, viewer)).rows;
      const id = (letter: string) => list.find((r) => r.email === `${letter}-${mark}@example.com`)!.id;
      // Newest first: d, c, t, b, a. Within 'contact messages' the tour is skipped.
      expect(list.map((r) => r.email![0])).toEqual(["d", "c", "t", "b", "a"]);
      expect(await leadNeighbours(db, { q: mark }, viewer, id("c"))).toEqual({ newer: id("d"), older: id("t") });
      expect(await leadNeighbours(db, { q: mark, kind: "contact" }, viewer, id("c"))).toEqual({
        newer: id("d"),
        older: id("b"),
      });
      expect(await leadNeighbours(db, { q: mark }, viewer, id("d"))).toEqual({ newer: undefined, older: id("c") });
      expect(await leadNeighbours(db, { q: mark }, viewer, id("a"))).toEqual({ newer: id("b"), older: undefined });
      // The page the list was on does not limit the way through it.
      const cursor = `${list[1]!.createdAt}_${list[1]!.id}`;
      expect(await leadNeighbours(db, { q: mark, before: cursor }, viewer, id("t"))).toEqual({
        newer: id("c"),
        older: id("b"),
      });
    }, 60_000);

    it("changes the selected leads together, each change recorded; refuses a person who cannot be assigned", async () => {
      const { db } = handle;
      const mark = `bulk${tag.slice("inbox".length)}`;
      const [ida, gone] = await db
        .insert(staffUser)
        .values([
          { id: `ida-${mark}`, name: "Ida", email: `ida-${mark}@example.com` },
          { id: `gone-${mark}`, name: "Gone", email: `gone-${mark}@example.com`, banned: true },
        ])
        .returning();
      await db.insert(contactSubmissions).values(
        ["a", "b", "c"].map((letter) => ({
          firstName: letter,
          lastName: mark,
          email: `${letter}-${mark}@example.com`,
          message: "Hallo",
        })),
      );
      const list = async () =>
        Object.fromEntries(
          (await listInbox(db, { q: mark }, viewer)).rows.map((r) => [r.email![0], [r.status, r.assignee]]),
        );
      const ids = (await listInbox(db, { q: mark }, viewer)).rows.map((r) => r.id).sort((x, y) => x - y);
      const [a, b, c] = ids as [number, number, number];

      // A deactivated person: refused, nothing changed.
      expect(await bulkUpdateLeads(db, ida!, [a, b], { status: "done", assigneeId: gone!.id })).toEqual({
        ok: false,
        reason: "no-such-person",
      });
      expect(await list()).toEqual({ a: ["new", null], b: ["new", null], c: ["new", null] });
      expect(
        await bulkUpdateLeads(
          db,
          ida!,
          Array.from({ length: 51 }, (_, i) => i + 1),
          { status: "done" },
        ),
      ).toEqual({ ok: false, reason: "too-many" });

      // Status and assignee for a and b (a lead deleted meanwhile is skipped), then c as spam.
      expect(
        await bulkUpdateLeads(db, ida!, [b, a, a, 999_999_999], { status: "in_progress", assigneeId: ida!.id }),
      ).toEqual({ ok: true, count: 2 });
      expect(await bulkUpdateLeads(db, ida!, [c], { status: "spam" })).toEqual({ ok: true, count: 1 });
      expect(await list()).toEqual({ a: ["in_progress", "Ida"], b: ["in_progress", "Ida"], c: ["spam", null] });
      expect((await leadDetail(db, a))!.history.map((h) => h.action).sort()).toEqual(["lead.assignee", "lead.status"]);
      // Unassigning keeps the status.
      expect(await bulkUpdateLeads(db, ida!, [a], { assigneeId: null })).toEqual({ ok: true, count: 1 });
      expect((await list()).a).toEqual(["in_progress", null]);
    }, 60_000);
  });
}
