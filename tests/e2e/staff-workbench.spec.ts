import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { ownerSession, signedInPage, type SessionState } from "./staff-helpers";

// Issue 43: a lead is unread to a staff member until they open it, shown in the row at phone width too;
// 'My leads' lists only the leads assigned to the person looking (1111); the start page's counts (1115);
// a lead as people read it and the German Excel export (1113).

const tag = uniqueTag("unread");
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, `owner-${tag}@example.com`);
});

test("opening a lead clears its 'Unread' marker; assigned to me, it is in 'My leads' and the other lead is not", async ({
  browser,
  baseURL,
}) => {
  for (const first of ["Mina", "Otto"])
    await rows(
      "insert into contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, null, 'Hallo')",
      [first, tag, `${first.toLowerCase()}-${tag}@example.com`],
    );
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff?q=${tag}`);
  const mina = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Mina ${tag}` }) });
  const otto = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Otto ${tag}` }) });
  await expect(page.getByText("2 leads · 2 unread")).toBeVisible();
  const marker = mina.getByText("Unread", { exact: true });
  await expect(marker).toBeVisible();
  const box = (await marker.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(otto.getByText("Unread", { exact: true })).toBeVisible();

  await mina.getByRole("link", { name: `Mina ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Mina ${tag}` })).toBeVisible();
  // Every spec's owner is called Olivia Owner: this one is picked by its account.
  const [me] = await rows<{ id: string }>("select id from staff_user where email = $1", [`owner-${tag}@example.com`]);
  await page.getByLabel("Assignee").selectOption(me!.id);
  await page.getByRole("button", { name: "Save assignee" }).click();
  await expect(page.getByText("Assignee saved.")).toBeVisible();

  await page.getByRole("link", { name: "← Inbox" }).click();
  await expect(page.getByText("2 leads · 1 unread")).toBeVisible();
  await expect(mina.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(otto.getByText("Unread", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "My leads" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("mine") === "1");
  await expect(page.getByRole("link", { name: "My leads" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("mine") === "1" && url.searchParams.get("q") === tag);
  await expect(page.getByRole("link", { name: `Mina ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Otto ${tag}` })).toHaveCount(0);
  await expect(page.getByText("1 lead · 0 unread")).toBeVisible();

  // The start page counts what needs this person; each count opens its list.
  await page.goto("/staff");
  const myOpen = page.getByRole("navigation", { name: "Needs attention" }).getByRole("link", { name: /My open leads/ });
  await expect(myOpen).toHaveText(/^1\s*My open leads$/);
  await myOpen.click();
  await expect(page).toHaveURL((url) => url.searchParams.get("mine") === "1" && url.searchParams.get("open") === "1");
  await expect(page.getByRole("link", { name: `Mina ${tag}` })).toBeVisible();
  await expect(page.getByText("1 lead · 0 unread")).toBeVisible();
  await page.close();
});

test("a lead reads as words: labelled fields in Frankfurt time, no row ids or empty fields, reversed text neutralised; a German Excel export", async ({
  browser,
  baseURL,
}) => {
  const [contact] = await rows<{ id: number }>(
    "insert into contact_submissions (first_name, last_name, email, company, message, created_at) values ($1, $2, $3, null, $4, '2026-07-01T08:05:00Z') returning id",
    ["Eve\u202Egnp.exe", tag, `eve-${tag}@example.com`, "Bitte rufen Sie an"],
  );
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.goto(`/staff?q=eve-${tag}`);
  const link = page.getByRole("link", { name: `Eve\uFFFDgnp.exe ${tag}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveTitle(new RegExp(`^Eve\uFFFDgnp\\.exe ${tag} · Contact message`));
  const submission = page.getByRole("region", { name: "Submission" });
  await expect(submission.locator("dt")).toHaveText(["First name", "Last name", "E-mail", "Message", "Received"]);
  await expect(submission.locator("dd").last()).toHaveText("1 Jul 2026, 10:05");
  await expect(submission).not.toContainText(String(contact!.id));
  await expect(submission).not.toContainText("\u202E");

  await page.getByRole("link", { name: "← Inbox" }).click();
  const href = await page.getByRole("link", { name: "Export for German Excel" }).getAttribute("href");
  expect(href).toBe(`/staff/export.csv?q=eve-${tag}&sep=semicolon`);
  const csv = await (await page.request.get(href!)).text();
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFid;kind;status;received;name;email;company;phone;message;preferred_date;preferred_time;guests;additional_information;assignee;notes",
  );
  expect(csv).toContain(`Eve\uFFFDgnp.exe ${tag};eve-${tag}@example.com`);
  await page.close();
});
