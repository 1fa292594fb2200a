import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { acceptInvite, cliInvite, newPage, PASSWORD } from "./staff-helpers";

// The back office's sign-in as a person meets it (issue 41 items 10-12): a breached password refused
// at the invite and on the account page, a mail after each password or second-factor change, a
// backup code that signs in once, new backup codes that retire the old ones, and the idle session
// that ends after 30 minutes (its stored timestamps moved back, as the clock would).

const mailsTo = (email: string) =>
  rows<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where recipient = $1 and template = 'staff-security-notice' order by id",
    [email],
  );

test("breached passwords refused; change notices by mail; backup codes sign in once and can be renewed; idle sessions end", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `backup-${uniqueTag("staff")}@example.com`;
  const invite = cliInvite(email, "staff", baseURL!);
  const page = await newPage(browser, baseURL);

  // The invite refuses a password from the common lists, and one built from the address.
  await page.goto(invite);
  await page.getByLabel("Your name").fill("Bea Backup");
  for (const [weak, message] of [
    ["password1234", /too common/],
    ["aaaaaaaaaaaa", /too easy to guess/],
    [`${email.split("@")[0]}!`, /your e-mail address/],
  ] as const) {
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(weak);
    await page.getByLabel("Repeat password").fill(weak);
    await page.getByRole("button", { name: "Set password and continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
  }
  expect(await rows("select 1 from staff_user where email = $1", [email])).toHaveLength(0);
  await acceptInvite(page, invite, "Bea Backup");
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toEqual(["SPARK: Two-factor authentication was set up on your account"]);

  // New backup codes: shown once, the person is told by mail.
  await page.getByLabel("Password for new backup codes").fill(PASSWORD);
  await page.getByRole("button", { name: "Generate new backup codes" }).click();
  await expect(page.getByText("Your earlier backup codes no longer work.")).toBeVisible();
  const codes = (await page.getByTestId("backup-codes").getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  expect(codes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

  // A weak new password is refused on the account page; a good one is taken and mailed about.
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("123456789012");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText(/too common/);
  const newPassword = "lantern orbit meadow seven";
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();

  const signOut = async () => {
    await page.goto("/staff");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
  };
  const passwordStep = async () => {
    await page.goto("/staff/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  };

  // A backup code signs in (in the format shown), once.
  await signOut();
  await passwordStep();
  await page.getByLabel("Authentication code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await signOut();
  await passwordStep();
  await page.getByLabel("Authentication code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not valid/);
  await page.getByLabel("Authentication code").fill(codes[1]!.replace("-", ""));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

  // Thirty-one minutes without a request (the session's stored end moved back): signed out.
  await rows(
    "update staff_session set expires_at = now() - interval '1 minute', updated_at = now() - interval '31 minutes' where user_id = (select id from staff_user where email = $1)",
    [email],
  );
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);

  const mails = await mailsTo(email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    "SPARK: Two-factor authentication was set up on your account",
    "SPARK: New backup codes were generated for your account",
    "SPARK: Your back-office password was changed",
  ]);
  // The notices carry no code, key or link that acts on the account.
  for (const mail of mails) for (const code of codes) expect(mail.text_body).not.toContain(code);
});

test("an account gets ten password attempts per window, whatever the address; then a lockout message", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `locked-${uniqueTag("staff")}@example.com`;
  await page.goto("/staff/sign-in");
  for (let attempt = 1; attempt <= 11; attempt++) {
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(`wrong guess number ${attempt}`);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await expect(page.getByRole("alert")).toHaveText(
      attempt <= 10
        ? "Incorrect e-mail or password."
        : "Too many failed sign-ins for this account. Please wait 10 minutes and try again.",
    );
  }
  const [row] = await rows<{ attempts: number }>("select attempts from staff_sign_in_attempts where email = $1", [
    email,
  ]);
  expect(row?.attempts).toBe(11);
});
