import { expect, test } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import {
  acceptInvite,
  cliInvite,
  newPage,
  ownerSession,
  signedInPage,
  type SessionState,
  editorPage,
} from "./staff-helpers";

// The event price list (/staff/prices, issue 47, decision 1138) as an owner and a salesperson meet it:
// the owner changes a rate and adds an add-on; a save made on a list someone changed since is refused
// with the typed prices kept; staff read the list but cannot save; an editor (decision 1145) saves it and
// opens nothing with leads. The list is the whole site's, so this spec runs alone (SERIAL in
// playwright.config.ts) and leaves the list as it found it.

test.describe.configure({ mode: "serial" });

const tag = uniqueTag("prices");
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, `owner-${tag}@example.com`);
});

const stored = async () => {
  const [row] = await rows<{
    prices: { floorRates: { day: number }; addOns: { id: string; label: string }[] };
    version: number;
  }>("select prices, version from event_price_list where id = 1");
  return row;
};

test("an owner changes a rate and adds an add-on; a save on an outdated list is refused with the input kept; staff only read", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = await stored();
  const owner = await signedInPage(browser, baseURL, ownerState);
  await owner.goto("/staff");
  await owner.getByRole("navigation").getByRole("link", { name: "Prices" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Event prices" })).toBeVisible();
  const day = owner.getByLabel("Full day, per floor (€, net)");
  const original = await day.inputValue();

  // A second tab keeps the list as it is now, to save later on an outdated version.
  const stale = await signedInPage(browser, baseURL, ownerState);
  await stale.goto("/staff/prices");

  await day.fill("2,750");
  await owner.getByLabel("New add-on's name").fill(`Photographer ${tag}`);
  await owner.getByLabel("New add-on priced").selectOption("hour");
  await owner.getByLabel("New add-on's price (€, net)").fill("120");
  // German mails and offers name every add-on in German: without its German name the list is refused, input kept.
  await owner.getByRole("button", { name: "Save prices" }).click();
  await expect(
    owner.getByRole("alert").filter({ hasText: "Every add-on needs a German name of at least 2 characters" }),
  ).toBeVisible();
  await expect(owner.getByLabel("New add-on's name")).toHaveValue(`Photographer ${tag}`);
  await owner.getByLabel("New add-on's German name").fill(`Fotograf ${tag}`);
  await owner.getByRole("button", { name: "Save prices" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Prices saved." })).toBeVisible();
  const saved = await stored();
  expect(saved!.version).toBe((before?.version ?? 0) + 1);
  expect(saved!.prices.floorRates.day).toBe(2750);
  expect(saved!.prices.addOns.at(-1)).toMatchObject({ label: `Photographer ${tag}`, labelDe: `Fotograf ${tag}` });
  await expect(owner.getByRole("group", { name: `Photographer ${tag}` }).getByLabel("Name (German)")).toHaveValue(
    `Fotograf ${tag}`,
  );
  await expect(owner.getByLabel("Full day, per floor (€, net)")).toHaveValue("2750");
  const [audit] = await rows<{ details: { version: number } }>(
    "select details from staff_audit_log where action = 'enquiries.prices' order by id desc limit 1",
  );
  expect(audit!.details.version).toBe(saved!.version);

  // The stale tab's save is refused; what it typed stays; nothing changes.
  await stale.getByLabel("Half day, per floor (€, net)").fill("1999");
  await stale.getByRole("button", { name: "Save prices" }).click();
  await expect(
    stale.getByRole("alert").filter({ hasText: "Someone saved the prices while you were editing." }),
  ).toBeVisible();
  await expect(stale.getByLabel("Half day, per floor (€, net)")).toHaveValue("1999");
  expect((await stored())!.version).toBe(saved!.version);

  // A nonsense amount is refused with the schema's sentence.
  await owner.getByLabel("Evening, per floor (€, net)").fill("-5");
  await owner.getByRole("button", { name: "Save prices" }).click();
  await expect(
    owner.getByRole("alert").filter({ hasText: "The evening rate: please enter an amount in euro." }),
  ).toBeVisible();

  // A salesperson reads the prices; there is nothing to save.
  const member = await newPage(browser, baseURL);
  await acceptInvite(member, cliInvite(`member-${tag}@example.com`, "staff", baseURL!), "Sam Sales");
  await member.goto("/staff/prices");
  await expect(member.getByLabel("Full day, per floor (€, net)")).toHaveValue("2750");
  await expect(member.getByRole("button", { name: "Save prices" })).toHaveCount(0);
  await expect(member.getByText("Owners and editors change the prices.")).toBeVisible();

  // The list as the spec found it: the original day rate, without the new add-on.
  await owner.goto("/staff/prices");
  await owner.getByLabel("Full day, per floor (€, net)").fill(original);
  const added = owner.getByRole("group", { name: `Photographer ${tag}` });
  await added.getByLabel("Remove").check();
  await owner.getByRole("button", { name: "Save prices" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Prices saved." })).toBeVisible();
  const after = await stored();
  expect(after!.prices.floorRates.day).toBe(Number(original));
  expect(after!.prices.addOns.map((addOn) => addOn.label)).not.toContain(`Photographer ${tag}`);
});

test("an editor saves the prices, sees only the content pages and their account, and is refused the inbox, a lead, the export and the audit log", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `lead-${tag}@example.com`;
  await rows(
    "insert into contact_submissions (first_name, last_name, email, company, message) values ('Lena', $1, $2, 'Secret Corp', 'secret text')",
    [tag, email],
  );
  const [lead] = await rows<{ id: string }>(
    "select l.id from lead_inbox l join contact_submissions c on c.id = l.source_id and l.kind = 'contact' where c.email = $1",
    [email],
  );

  const editor = await editorPage(browser, baseURL, tag);
  const nav = editor.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link")).toHaveText(["Prices", "Content", "Media", "My account"]);
  // The back office's home, the inbox, sends an editor to the site's content.
  await editor.goto("/staff");
  await expect(editor).toHaveURL(/\/staff\/content$/);
  await editor.goto("/staff/prices");
  await expect(editor.getByRole("heading", { level: 1, name: "Event prices" })).toBeVisible();

  const day = editor.getByLabel("Full day, per floor (€, net)");
  const original = await day.inputValue();
  const changed = original === "2345" ? "2346" : "2345";
  const version = editor.locator('input[name="version"]');
  const before = await version.inputValue();
  await day.fill(changed);
  await editor.getByRole("button", { name: "Save prices" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Prices saved." })).toBeVisible();
  // The form shows the saved version (its fields are rendered anew) before it is edited again: an edit
  // made before that would be typed into the form being replaced.
  await expect(version).not.toHaveValue(before);
  expect((await stored())!.prices.floorRates.day).toBe(Number(changed));
  const [audit] = await rows<{ actor_email: string }>(
    "select actor_email from staff_audit_log where action = 'enquiries.prices' order by id desc limit 1",
  );
  expect(audit!.actor_email).toBe(`editor-${tag}@example.com`);
  await editor.getByLabel("Full day, per floor (€, net)").fill(original);
  await editor.getByRole("button", { name: "Save prices" }).click();
  // The first save's 'Prices saved.' is still on the page: the stored list says when this one is done.
  await expect.poll(async () => (await stored())!.prices.floorRates.day).toBe(Number(original));
  await expect(editor.getByRole("status").filter({ hasText: "Prices saved." })).toBeVisible();

  // Every way to a lead's data answers 403, documents, data requests and downloads alike.
  for (const path of [
    `/staff/leads/${lead!.id}`,
    `/staff/leads/${lead!.id}.data`,
    `/staff/leads/${lead!.id}/export.json`,
    `/staff/export.csv?q=${tag}`,
    "/staff/audit",
  ]) {
    const response = await editor.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    const body = await response.text();
    for (const secret of ["Secret Corp", email]) expect(body, path).not.toContain(secret);
  }
  const inbox = await editor.request.get("/staff.data", { maxRedirects: 0 });
  expect(await inbox.text()).not.toContain("Secret Corp");
  await editor.goto(`/staff/leads/${lead!.id}`);
  await expect(editor.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(editor.getByText("An editor's account opens the price list and your own account")).toBeVisible();
  expect(await editor.content()).not.toContain("Secret Corp");
});
