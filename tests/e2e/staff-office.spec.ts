import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { PgBoss } from "pg-boss";
import { expect, test } from "./fixtures";
import { rows, testDatabaseUrl, uniqueTag } from "../support/database";
import { outboxMails, waitForOutbox } from "../support/outbox";
import { acceptInvite, ownerSession, PASSWORD, signedInPage, type SessionState } from "./staff-helpers";

// The back office's running of the team, as an owner and a sales person use it: an invite that
// arrives by mail, role change and deactivation, failed mail and its retry, the outbox, and a
// data subject's unsubscribe, export and deletion with their audit entries. The browser tests'
// server has no SMTP_URL, so its mail is in the outbox table.

test.describe.configure({ mode: "serial" });

const tag = uniqueTag("office");
const ownerEmail = `owner-${tag}@example.com`;
let ownerState: SessionState;
const ownerPage = (browser: Browser, baseURL: string | undefined): Promise<Page> =>
  signedInPage(browser, baseURL, ownerState, { acceptDownloads: true });

async function auditOf(targetId: string | number, action: string) {
  return rows<{ actor_email: string; details: Record<string, unknown>; at: Date }>(
    "select actor_email, details, at from staff_audit_log where target_id = $1 and action = $2 order by id",
    [String(targetId), action],
  );
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, ownerEmail);
});

test("an invite arrives by mail; the owner changes the member's role, then deactivates them: signed out and refused", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await ownerPage(browser, baseURL);
  const memberEmail = `sam-${tag}@example.com`;
  await owner.goto("/staff/team");
  await owner.getByLabel("E-mail").fill(memberEmail);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();
  const shown = await owner.getByLabel("Invitation link").inputValue();

  // The mail: the same one-time link, who invited, the role.
  const [mail] = await waitForOutbox(memberEmail, "staff-invite");
  expect(mail!.subject).toBe("Your invitation to the SPARK back office");
  expect(mail!.text_body).toContain("Olivia Owner invited you to the SPARK back office as a member of the team");
  const mailed = /https?:\/\/\S+\/staff\/invite\/[A-Za-z0-9_-]{43}/.exec(mail!.text_body)?.[0];
  expect(mailed).toBe(shown);
  expect(mail!.html_body).toContain(`href="${shown}"`);
  // The queue's table keeps the token only sealed.
  const token = new URL(shown).pathname.split("/").pop()!;
  expect(await rows("select 1 from pgboss.job where data::text like $1", [`%${token}%`])).toEqual([]);

  // The member follows the mailed link.
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await acceptInvite(member, new URL(new URL(mailed!).pathname, baseURL).toString(), "Sam Sales");
  await member.goto("/staff");
  await expect(member.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
    "Inbox",
    "Tours",
    "Spaces",
    "Prices",
    "Webinars",
    "Mail",
    "Templates",
    "My account",
  ]);
  const [memberRow] = await rows<{ id: string }>("select id from staff_user where email = $1", [memberEmail]);

  // Role change: the member becomes an owner (the Team page opens for them), then staff again.
  await owner.reload();
  const entry = owner.getByRole("listitem").filter({ hasText: memberEmail });
  await entry.getByLabel("Role of Sam Sales").selectOption("owner");
  await entry.getByRole("button", { name: "Change role" }).click();
  await expect(owner.getByText("Sam Sales is now owner.")).toBeVisible();
  expect((await member.goto("/staff/team"))?.status()).toBe(200);
  await expect(member.getByRole("heading", { name: "Team" })).toBeVisible();
  await entry.getByLabel("Role of Sam Sales").selectOption("staff");
  await entry.getByRole("button", { name: "Change role" }).click();
  await expect(owner.getByText("Sam Sales is now staff.")).toBeVisible();
  expect((await member.goto("/staff/team"))?.status()).toBe(403);
  expect((await auditOf(memberRow!.id, "staff.role")).map((a) => [a.actor_email, a.details])).toEqual([
    [ownerEmail, { from: "staff", to: "owner" }],
    [ownerEmail, { from: "owner", to: "staff" }],
  ]);

  // A staff member reads the Mail page but cannot send failed mail again.
  await member.goto("/staff/mail");
  await expect(member.getByRole("heading", { name: "Failed mail" })).toBeVisible();
  await expect(member.getByRole("button", { name: "Send again" })).toHaveCount(0);
  const refused = await member.request.post("/staff/mail", {
    form: { intent: "retry", queue: "mail-staff-invite", job: "00000000-0000-4000-8000-000000000000" },
    headers: { Origin: baseURL! },
  });
  expect(refused.status()).toBe(403);

  // Deactivation: every session of the member ends, and signing in is refused.
  expect(await rows("select 1 from staff_session where user_id = $1", [memberRow!.id])).toHaveLength(1);
  await entry.getByRole("button", { name: "Deactivate" }).click();
  await expect(owner.getByText("Sam Sales is deactivated and signed out.")).toBeVisible();
  await expect(entry).toContainText("deactivated");
  expect(await rows("select 1 from staff_session where user_id = $1", [memberRow!.id])).toEqual([]);
  expect((await rows("select banned from staff_user where id = $1", [memberRow!.id]))[0]).toEqual({ banned: true });
  await member.goto("/staff");
  await expect(member).toHaveURL(/\/staff\/sign-in$/);
  await member.getByLabel("E-mail").fill(memberEmail);
  await member.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await member.getByRole("button", { name: "Sign in" }).click();
  await expect(member.getByRole("alert")).toHaveText(
    "This account is deactivated. Please ask the owner of the back office.",
  );
  await expect(member.getByLabel("Authentication code")).toHaveCount(0);
  expect(await rows("select 1 from staff_session where user_id = $1", [memberRow!.id])).toEqual([]);
  expect((await auditOf(memberRow!.id, "staff.deactivate")).map((a) => a.actor_email)).toEqual([ownerEmail]);
  expect((await auditOf(memberRow!.id, "session.revoke-all"))[0]!.details).toEqual({ sessions: 1 });
  await memberContext.close();
  await owner.context().close();
});

test("a failed mail shows its error on the Mail page; the owner sends it again and it arrives in the outbox", async ({
  browser,
  baseURL,
}) => {
  const email = `retry-${tag}@example.com`;
  const [contact] = await rows<{ id: number }>(
    "insert into contact_submissions (first_name, last_name, email, message) values ('Rita', $1, $2, $3) returning id",
    [tag, email, `Retry me (${tag}).`],
  );
  const [lead] = await rows<{ id: string }>("select id from lead_inbox where kind = 'contact' and source_id = $1", [
    contact!.id,
  ]);

  // A confirmation that ran out of retries with the mail server unreachable: queued for later (so no
  // worker takes it first), failed with the error nodemailer gives, then due as a failed job is.
  const boss = new PgBoss({ connectionString: testDatabaseUrl(), schema: "pgboss", supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  let jobId: string | null;
  try {
    jobId = await boss.send(
      "mail-visitor-confirmation",
      { kind: "contact", id: contact!.id },
      { startAfter: 3600, retryLimit: 0 },
    );
    await boss.fail("mail-visitor-confirmation", jobId!, { message: "connect ECONNREFUSED 127.0.0.1:587" });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
  await rows("update pgboss.job set start_after = created_on where id = $1", [jobId]);

  const owner = await ownerPage(browser, baseURL);
  await owner.goto("/staff");
  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Mail" }).click();
  await expect(owner.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
  const failed = owner.getByRole("listitem", { name: `Confirmation to the visitor ${jobId}` });
  await expect(failed).toContainText("connect ECONNREFUSED 127.0.0.1:587");
  await expect(failed).toContainText("1 attempt");
  await expect(failed.getByRole("link", { name: `Lead ${lead!.id}` })).toHaveAttribute(
    "href",
    `/staff/leads/${lead!.id}`,
  );
  expect(await outboxMails(email)).toEqual([]);

  await failed.getByRole("button", { name: "Send again" }).click();
  await expect(owner.getByText("Confirmation to the visitor queued again: it is sent within a minute.")).toBeVisible();
  await expect(failed).toHaveCount(0);
  const [mail] = await waitForOutbox(email, "visitor-contact");
  expect(mail!.subject).toBe("We received your message - SPARK Frankfurt");
  const [retry] = await auditOf(jobId!, "mail.retry");
  expect(retry).toMatchObject({
    actor_email: ownerEmail,
    details: { queue: "mail-visitor-confirmation", attempts: 1, leadId: Number(lead!.id) },
  });

  // Sent again it is a mail like every other: in the outbox list, opened with its text.
  await owner.reload();
  const outbox = owner.getByRole("region", { name: "Outbox" });
  const row = outbox.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("visitor-contact");
  await row.getByRole("link", { name: "We received your message - SPARK Frankfurt" }).click();
  await expect(owner).toHaveURL(new RegExp(`/staff/mail/${mail!.id}$`));
  await expect(owner.getByRole("heading", { name: "We received your message - SPARK Frankfurt" })).toBeVisible();
  await expect(owner.getByText("Thank you for contacting us. We'll get back to you soon.").first()).toBeVisible();
  // The visitor's confirmation repeats none of their free text (issue 41, 1101).
  await expect(owner.getByText(`Retry me (${tag}).`)).toHaveCount(0);
  await expect(owner.getByRole("definition").filter({ hasText: email })).toHaveCount(1);
  await owner.context().close();
});

test("a data subject's requests from the lead page: unsubscribe, export, delete after confirming; the log keeps no address", async ({
  browser,
  baseURL,
}) => {
  const email = `Subject-${tag}@Example.com`;
  const [contact] = await rows<{ id: number }>(
    "insert into contact_submissions (first_name, last_name, email, company, message) values ('Dana', $1, $2, 'Acme', $3) returning id",
    [tag, email, `Private message (${tag}).`],
  );
  await rows(
    "insert into tour_bookings (full_name, email, preferred_date, preferred_time) values ($1, $2, '2031-03-04', '10:00')",
    [`Dana ${tag}`, email.toLowerCase()],
  );
  await rows(
    "insert into newsletter_subscriptions (email, status, confirmed_at, consent_text) values ($1, 'confirmed', now(), 'yes')",
    [email.toLowerCase()],
  );
  await rows(
    "insert into mail_outbox (template, sender, recipient, subject, text_body, html_body) values ('visitor-contact', 'x', $1, 's', 't', 'h')",
    [email],
  );
  const [lead] = await rows<{ id: string }>("select id from lead_inbox where kind = 'contact' and source_id = $1", [
    contact!.id,
  ]);
  const leads = await rows<{ id: string; kind: string }>(
    "select id, kind from lead_inbox where lower(email) = lower($1) order by id",
    [email],
  );
  expect(leads).toHaveLength(3);

  const owner = await ownerPage(browser, baseURL);
  await owner.goto(`/staff/leads/${lead!.id}`);
  const privacy = owner.getByRole("region", { name: "Data protection" });
  await owner.getByLabel("New note").fill(`Dana prefers calls (${tag}).`);
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  await expect(owner.getByText("Saved.")).toBeVisible();

  // Unsubscribe: the subscription (and its inbox entry) goes; the contact message stays.
  await privacy.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(owner.getByText("Unsubscribed from the newsletter.")).toBeVisible();
  await expect(privacy.getByText("Not subscribed to the newsletter.")).toBeVisible();
  expect(await rows("select 1 from newsletter_subscriptions where lower(email) = lower($1)", [email])).toEqual([]);
  await expect(owner.getByRole("region", { name: "Timeline" })).toContainText("Unsubscribed from the newsletter");

  // Export: one JSON file with everything stored about the address.
  const downloading = owner.waitForEvent("download");
  await privacy.getByRole("link", { name: "Export data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^spark-data-lead-${lead!.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported).toMatchObject({
    email,
    contactMessages: [{ email, company: "Acme", message: `Private message (${tag}).` }],
    tourRequests: [{ fullName: `Dana ${tag}`, preferredDate: "2031-03-04" }],
    newsletterSubscriptions: [],
    mails: [{ recipient: email }],
    backOffice: [
      { kind: "contact", status: "new", notes: [{ body: `Dana prefers calls (${tag}).` }] },
      { kind: "tour", status: "new", notes: [] },
    ],
  });

  // Delete: first what would go, then only on confirming.
  await privacy.getByRole("link", { name: "Delete data" }).click();
  const confirm = owner.getByRole("region", { name: "Confirm deletion" });
  await expect(confirm.getByRole("listitem")).toHaveText([
    "1 contact message",
    "1 tour request",
    "1 mail in the outbox",
  ]);
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  expect(await rows("select 1 from contact_submissions where id = $1", [contact!.id])).toHaveLength(1);
  await privacy.getByRole("link", { name: "Delete data" }).click();
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(owner).toHaveURL(/\/staff\?done=deleted$/);
  await expect(owner.getByText("Everything stored about that address is deleted.")).toBeVisible();
  for (const table of ["contact_submissions", "tour_bookings", "newsletter_subscriptions", "lead_inbox"])
    expect(await rows(`select 1 from ${table} where lower(email) = lower($1)`, [email]), table).toEqual([]);
  expect(await outboxMails(email)).toEqual([]);

  // The log: who did what and when, by lead id and counts; neither the address nor the note's text.
  const [unsubscribed] = await auditOf(lead!.id, "subject.unsubscribe");
  expect(unsubscribed).toMatchObject({ actor_email: ownerEmail, details: {} });
  const [exportEntry] = await auditOf(lead!.id, "subject.export");
  expect(exportEntry!.details).toEqual({
    rows: {
      contactMessages: 1,
      tourRequests: 1,
      webinarRegistrations: 0,
      webinarInterest: 0,
      eventEnquiries: 0,
      newsletterSubscriptions: 0,
      mails: 1,
    },
  });
  const [deletion] = await auditOf(lead!.id, "subject.delete");
  expect(deletion!.actor_email).toBe(ownerEmail);
  expect(Date.now() - new Date(deletion!.at).getTime()).toBeLessThan(120_000);
  expect(deletion!.details).toEqual({
    leads: leads.filter((l) => l.kind !== "newsletter").map((l) => Number(l.id)),
    deleted: {
      newsletterSubscriptions: 0,
      contactMessages: 1,
      tourBookings: 1,
      webinarInterest: 0,
      eventEnquiries: 0,
      mails: 1,
    },
  });
  const log = await rows(
    "select action, details from staff_audit_log where target_type = 'lead' and target_id = any($1::text[]) order by id",
    [leads.map((l) => l.id)],
  );
  expect(log.map((entry) => entry.action)).toEqual([
    "lead.note",
    "subject.unsubscribe",
    "subject.export",
    "subject.delete",
  ]);
  expect(JSON.stringify(log).toLowerCase()).not.toContain(email.toLowerCase());
  expect(JSON.stringify(log)).not.toContain("Dana prefers calls");

  // A newsletter subscriber's own entry goes with the subscription: back to the inbox, with a notice.
  const reader = `reader-${tag}@example.com`;
  const [subscription] = await rows<{ id: number }>(
    "insert into newsletter_subscriptions (email, status, confirmed_at, consent_text) values ($1, 'confirmed', now(), 'yes') returning id",
    [reader],
  );
  const [readerLead] = await rows<{ id: string }>(
    "select id from lead_inbox where kind = 'newsletter' and source_id = $1",
    [subscription!.id],
  );
  await owner.goto(`/staff/leads/${readerLead!.id}`);
  await owner.getByRole("region", { name: "Data protection" }).getByRole("button", { name: "Unsubscribe" }).click();
  await expect(owner).toHaveURL(/\/staff\?done=unsubscribed$/);
  await expect(owner.getByText("Unsubscribed from the newsletter; the subscription is deleted.")).toBeVisible();
  expect(await rows("select 1 from newsletter_subscriptions where id = $1", [subscription!.id])).toEqual([]);
  expect((await auditOf(readerLead!.id, "subject.unsubscribe")).map((a) => a.actor_email)).toEqual([ownerEmail]);
  await owner.context().close();
});
