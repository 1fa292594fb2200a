import type { Browser, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { acceptInvite, freshTotp, ownerSession, PASSWORD, signedInPage, type SessionState } from "./staff-helpers";

// The back office against a colleague who wants more than their role (issue 41, items 8, 13, 14):
// invite links in the outbox, revocable invites, and the audit log owners read. The server has no
// SMTP_URL, so mail is in the outbox table: its raw rows are what a mail server would deliver.

const tag = uniqueTag("sec");
const ownerEmail = `olivia-${tag}@example.com`;
const INVITE_LINK = /https?:\/\/[^\s"<]+\/staff\/invite\/[A-Za-z0-9_-]{43}/;
let ownerState: SessionState;
const ownerPage = (browser: Browser, baseURL: string | undefined): Promise<Page> =>
  signedInPage(browser, baseURL, ownerState);

/** Sends an invite from the Team page and returns the link of the mail that the recipient gets. */
async function inviteByMail(owner: Page, email: string, role: "owner" | "staff", count = 1): Promise<string> {
  await owner.goto("/staff/team");
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByLabel("Role", { exact: true }).selectOption(role);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const mails = await waitForOutbox(email, "staff-invite", count);
  return INVITE_LINK.exec(mails.at(-1)!.text_body)![0];
}

const local = (url: string, baseURL: string | undefined) => new URL(new URL(url).pathname, baseURL).toString();

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, ownerEmail);
});

test("staff never see staff mail; owners see it with the link redacted; the mailed link still works", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerPage(browser, baseURL);
  const memberEmail = `sam-${tag}@example.com`;
  const bossEmail = `boss-${tag}@example.com`;
  const memberLink = await inviteByMail(owner, memberEmail, "staff");
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await acceptInvite(member, local(memberLink, baseURL), "Sam Sales");

  // An owner invite is sent while the staff member is signed in.
  const bossLink = await inviteByMail(owner, bossEmail, "owner");
  const [bossMail] = await waitForOutbox(bossEmail, "staff-invite");
  const bossToken = new URL(bossLink).pathname.split("/").pop()!;

  // The staff member's Mail page: the visitor mail only, no invitation and no link, nor in its data.
  await member.goto("/staff/mail");
  await expect(member.getByRole("heading", { name: "Outbox", exact: true })).toBeVisible();
  const memberHtml = await member.content();
  expect(memberHtml).not.toContain(bossEmail);
  expect(memberHtml).not.toContain("/staff/invite/");
  expect(memberHtml).not.toContain("Your invitation to the SPARK back office");
  const memberData = await (await member.request.get("/staff/mail.data")).text();
  expect(memberData).not.toContain("/staff/invite/");
  expect(memberData).not.toContain(bossEmail);
  const opened = await member.goto(`/staff/mail/${bossMail!.id}`);
  expect(opened?.status()).toBe(404);
  expect(await member.content()).not.toContain(bossToken);
  expect(await (await member.request.get(`/staff/mail/${bossMail!.id}.data`)).text()).not.toContain(bossToken);

  // The owner sees the invitation mail, its links redacted in the text and in the page's data.
  await owner.goto("/staff/mail");
  await owner.getByRole("row").filter({ hasText: bossEmail }).getByRole("link").click();
  await expect(owner).toHaveURL(new RegExp(`/staff/mail/${bossMail!.id}$`));
  await expect(owner.getByText("[link redacted: sent only to the recipient]").first()).toBeVisible();
  expect(await owner.content()).not.toContain(bossToken);
  expect(await (await owner.request.get(`/staff/mail/${bossMail!.id}.data`)).text()).not.toContain(bossToken);
  const [viewed] = await rows<{ actor_email: string; ip_address: string; details: Record<string, unknown> }>(
    "select actor_email, ip_address, details from staff_audit_log where action = 'mail.view' and target_id = $1 order by id limit 1",
    [String(bossMail!.id)],
  );
  expect(viewed).toEqual({ actor_email: ownerEmail, ip_address: "127.0.0.1", details: { template: "staff-invite" } });

  // The mail as delivered still carries the link, and it works for its recipient.
  expect(bossMail!.text_body).toContain(bossToken);
  const bossContext = await browser.newContext({ baseURL });
  const boss = await bossContext.newPage();
  await boss.goto(local(bossLink, baseURL));
  await expect(boss.getByRole("heading", { name: "Welcome to the back office" })).toBeVisible();
  await expect(boss.getByText(bossEmail)).toBeVisible();
  await Promise.all([bossContext.close(), memberContext.close(), owner.context().close()]);
});

test("the Team page lists open invites with expiry; a new invite replaces the old; a revoked link says so", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerPage(browser, baseURL);
  const email = `nina-${tag}@example.com`;
  const first = await inviteByMail(owner, email, "staff");
  const invites = owner.getByRole("region", { name: "Open invitations" });
  const entry = invites.getByRole("listitem", { name: `Invitation to ${email}` });
  await expect(entry).toContainText("staff");
  await expect(entry).toContainText(/expires \d/);

  // Again to the same address: the first link stops working, the list shows one invitation.
  const second = await inviteByMail(owner, email, "owner", 2);
  await expect(owner.getByText("It replaces the earlier invitation, whose link no longer works.")).toBeVisible();
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("owner");
  expect(
    await rows("select 1 from staff_invites where email = $1 and used_at is null and revoked_at is null", [email]),
  ).toHaveLength(1);
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const replaced = await visitor.goto(local(first, baseURL));
  expect(replaced?.status()).toBe(410);
  await expect(visitor.getByText("This invitation was revoked")).toBeVisible();
  await expect(visitor.getByLabel("Your name")).toHaveCount(0);

  // The owner revokes the second: its link answers the same, and nothing opens with it.
  await entry.getByRole("button", { name: "Revoke" }).click();
  await expect(owner.getByText(`The invitation to ${email} is revoked: its link no longer works.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect((await visitor.goto(local(second, baseURL)))?.status()).toBe(410);
  await expect(visitor.getByText("This invitation was revoked")).toBeVisible();
  const posted = await visitor.request.post(new URL(second).pathname, {
    form: { name: "Nina", password: PASSWORD, confirm: PASSWORD },
    headers: { Origin: baseURL! },
  });
  expect(posted.status()).toBe(410);
  expect(await rows("select 1 from staff_user where email = $1", [email])).toEqual([]);
  const log = await rows<{ action: string; actor_email: string }>(
    "select action, actor_email from staff_audit_log where target_type = 'invite' and details->>'email' = $1 order by id",
    [email],
  );
  expect(log.map((l) => l.action)).toEqual(["invite.create", "invite.revoke", "invite.create", "invite.revoke"]);
  await Promise.all([visitor.context().close(), owner.context().close()]);
});

test("sign-in failures and successes, a wrong code and sign-out are logged with address and browser; owners filter the log, staff get 403", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerPage(browser, baseURL);
  const email = `tom-${tag}@example.com`;
  const link = await inviteByMail(owner, email, "staff");
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  const secret = await acceptInvite(member, local(link, baseURL), "Tom Tester");
  const userAgent = await member.evaluate(() => navigator.userAgent);
  await member.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(member.getByText("You are signed out.")).toBeVisible();

  // A wrong password, then the right one with a wrong code, then the right code.
  await member.getByLabel("E-mail").fill(email);
  await member.getByRole("textbox", { name: "Password", exact: true }).fill("not the password at all");
  await member.getByRole("button", { name: "Sign in" }).click();
  await expect(member.getByRole("alert")).toHaveText("Incorrect e-mail or password.");
  await member.getByLabel("E-mail").fill(email);
  await member.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await member.getByRole("button", { name: "Sign in" }).click();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const code = totp.generate();
  await member.getByLabel("Authentication code").fill(code === "000000" ? "111111" : "000000");
  await member.getByRole("button", { name: "Verify" }).click();
  await expect(member.getByRole("alert")).toHaveText(/That code is not valid/);
  // Each code works once (0860): the one that set up the app cannot sign in again.
  await member.getByLabel("Authentication code").fill(await freshTotp(secret));
  await member.getByRole("button", { name: "Verify" }).click();
  await expect(member.getByRole("heading", { name: "Inbox" })).toBeVisible();

  const [user] = await rows<{ id: string }>("select id from staff_user where email = $1", [email]);
  const events = await rows<{ action: string; actor_id: string | null; ip_address: string; user_agent: string }>(
    "select action, actor_id, ip_address, user_agent from staff_audit_log where actor_email = $1 and action like 'sign-%' order by id",
    [email],
  );
  expect(events).toEqual([
    { action: "sign-out", actor_id: user!.id, ip_address: "127.0.0.1", user_agent: userAgent },
    { action: "sign-in.failure", actor_id: null, ip_address: "127.0.0.1", user_agent: userAgent },
    { action: "sign-in.second-factor-failure", actor_id: user!.id, ip_address: "127.0.0.1", user_agent: userAgent },
    { action: "sign-in.success", actor_id: user!.id, ip_address: "127.0.0.1", user_agent: userAgent },
  ]);

  // A staff account is refused the audit page; it is not in its navigation.
  await expect(
    member.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }),
  ).toHaveCount(0);
  expect((await member.goto("/staff/audit"))?.status()).toBe(403);
  expect(await member.content()).not.toContain("sign-in.failure");

  // The owner reads it from the navigation and filters by actor and action.
  await owner.goto("/staff");
  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(owner.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await owner.getByRole("textbox", { name: "Actor" }).fill(email);
  await owner.getByRole("combobox", { name: "Action" }).selectOption("sign-in.failure");
  await owner.getByRole("button", { name: "Apply filters" }).click();
  await expect(owner).toHaveURL(/action=sign-in\.failure/);
  await expect(owner.getByText("1 entry")).toBeVisible();
  const row = owner.getByRole("row").filter({ hasText: "sign-in.failure" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText("127.0.0.1");
  await expect(row).toContainText(userAgent);
  // Without the action: everything the account did (invite accepted, second factor, the sign-in events).
  const [all] = await rows<{ n: number }>("select count(*)::int as n from staff_audit_log where actor_email = $1", [
    email,
  ]);
  expect(all!.n).toBeGreaterThanOrEqual(6);
  await owner.getByRole("combobox", { name: "Action" }).selectOption("");
  await owner.getByRole("button", { name: "Apply filters" }).click();
  await expect(owner.getByText(`${all!.n} entries`)).toBeVisible();
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
  await owner.goto(`/staff/audit?actor=${encodeURIComponent(email)}&to=2020-01-01`);
  await expect(owner.getByText("No entries match these filters.")).toBeVisible();
  await owner.goto(`/staff/audit?actor=${encodeURIComponent(email)}&from=${today}&to=${today}`);
  await expect(owner.getByText(`${all!.n} entries`)).toBeVisible();
  await Promise.all([context.close(), owner.context().close()]);
});
