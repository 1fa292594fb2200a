import type { Page } from "@playwright/test";
import { builtCompanyDetails } from "../../server/domain/company/company-details";
import { uniqueTag } from "../support/database";
import { axeOf, expect, test, waitForHydration } from "./fixtures";
import { editorPage, ownerSession, pageHtml, publishInEditor, resetContent, signedInPage } from "./staff-helpers";

// The company details published from the back office (issue 45, decision 1157), as the owner does it
// once the client hands over the real facts: an invalid phone number refused with the input kept, a new
// phone number and register number previewed on the imprint (the public page unchanged), then published:
// the imprint, the home page's footer and its structured data name them within 2 seconds, and a page of
// islands hydrates with them. An editor neither sees nor opens them. Every page names the company: a
// serial spec.

const tag = uniqueTag("company");
const digits = String(Date.now()).slice(-4);
const phone = `+49 69 4500 ${digits}`;
const registerNumber = `HRB ${digits}`;
let owner: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  await resetContent(baseURL!, "company:%", { page: "/imprint", shows: builtCompanyDetails.register.number });
  owner = await signedInPage(browser, baseURL, await ownerSession(browser, baseURL, `owner-${tag}@example.com`));
});

test.afterAll(async ({ baseURL }) => {
  await owner?.context().close();
  await resetContent(baseURL!, "company:%", { page: "/imprint", shows: builtCompanyDetails.register.number });
});

test("an editor neither sees the company details nor opens them", async ({ browser, baseURL }) => {
  const editor = await editorPage(browser, baseURL, tag);
  await editor.goto("/staff/content");
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Content");
  await expect(editor.getByRole("region", { name: "Gift card" })).toBeVisible();
  await expect(editor.getByRole("region", { name: "Company details" })).toHaveCount(0);
  const refused = await editor.goto("/staff/content/company");
  expect(refused?.status()).toBe(403);
  await expect(editor.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await editor.context().close();
});

test("the owner publishes a new phone and register number: every page names them within 2 s", async ({
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await owner.goto("/staff/content");
  await waitForHydration(owner);
  await owner.getByRole("region", { name: "Company details" }).getByRole("link", { name: "Company details" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Company details");
  await waitForHydration(owner);
  await expect(owner.getByLabel("Phone", { exact: true })).toHaveValue(builtCompanyDetails.phone);
  expect((await (await axeOf(owner)).analyze()).violations).toEqual([]);

  // A number no one can call: refused, saying so, with what was typed kept.
  await owner.getByLabel("Register number", { exact: true }).fill(registerNumber);
  await owner.getByLabel("Phone", { exact: true }).fill("call the front desk");
  await owner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(owner.getByText("Phone: enter a valid phone number, e.g. +49 69 4500 7200.")).toBeVisible();
  await expect(owner.getByLabel("Phone", { exact: true })).toHaveValue("call the front desk");
  await expect(owner.getByLabel("Register number", { exact: true })).toHaveValue(registerNumber);
  await owner.getByLabel("Phone", { exact: true }).fill(phone);

  // Preview: the imprint with the draft behind a signed link, noindex; the public imprint unchanged.
  await owner.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const previewHref = await owner.getByRole("link", { name: "Open the preview" }).getAttribute("href");
  expect(previewHref).toMatch(/^\/imprint\?item=company%3Adetails&preview=\d+\.[\w-]{43}$/);
  const preview = await fetch(`${baseURL}${previewHref}`);
  expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  const previewed = await preview.text();
  expect(previewed).toContain(registerNumber);
  expect(previewed).toContain(phone);
  expect(previewed).toContain("Preview of a draft");
  expect(await pageHtml(baseURL!, "/imprint")).not.toContain(registerNumber);
  expect(await pageHtml(baseURL!, "/")).not.toContain(phone);

  // Published: the imprint and the home page (its footer, its structured data) within 2 s.
  await publishInEditor(owner);
  const started = Date.now();
  await expect
    .poll(async () => (await pageHtml(baseURL!, "/imprint")).includes(registerNumber), {
      timeout: 10_000,
      intervals: [100],
    })
    .toBe(true);
  await expect
    .poll(async () => (await pageHtml(baseURL!, "/")).includes(phone), { timeout: 10_000, intervals: [100] })
    .toBe(true);
  expect(Date.now() - started).toBeLessThan(2_000);
  const home = await pageHtml(baseURL!, "/");
  expect(home).toContain(`href="tel:+49694500${digits}"`);
  expect(home).toContain(`"telephone":"${phone}"`);

  // A visitor's page of islands, hydrated: its footer and the page's own copy say the new number.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/contact");
  await waitForHydration(visitor);
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: phone })).toBeVisible();
  expect(JSON.parse((await visitor.locator("#company-details").textContent())!).phone).toBe(phone);
  await visitor.close();

  // The history: the version says what changed.
  await expect(owner.getByRole("region", { name: "Published versions" })).toContainText(registerNumber);
});
