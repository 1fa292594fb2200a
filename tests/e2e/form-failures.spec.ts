import type { Locator, Page, Route } from "@playwright/test";
import { expect, expectToast, test, waitForHydration } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { ensureOpenSession, insertRegistration } from "../support/webinar";
import { arrangementDay } from "../support/tour-days";

// Issue 17, item 2: a form whose request fails on its way (the connection drops, or a proxy answers
// with a bare 500 page instead of the server's answer) keeps the page and what the visitor typed,
// and shows the form's own failure toast from the spec, never the error page.

type Failure = "aborted" | "bare 500";

/** Makes the form's POST (to its JSON answer, /forms/...: docs/decisions/0662) fail; other requests pass. */
async function failPosts(page: Page, path: string, failure: Failure) {
  await page.route(
    (url) => url.pathname === `/forms${path}`,
    async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (failure === "aborted") return route.abort("connectionreset");
      return route.fulfill({
        status: 500,
        contentType: "text/html",
        body: "<html><body><h1>500 Internal Server Error</h1></body></html>",
      });
    },
  );
}

interface FormCase {
  name: string;
  /** The page's path and the path its form posts to. */
  page: string;
  action: string;
  toast: [title: string, description: string];
  /** Opens the form and fills it validly; returns the field values to find again, and the submit button. */
  fill: (page: Page, email: string) => Promise<{ kept: [Locator, string][]; submit: Locator; checked?: Locator }>;
  /** Where a submission would be stored. */
  stored: (email: string) => Promise<unknown[]>;
}

const cases: FormCase[] = [
  {
    name: "contact",
    page: "/contact",
    action: "/contact",
    toast: ["Failed to send message", "Please try again later or contact us directly."],
    fill: async (page, email) => {
      const kept: [Locator, string][] = [
        [page.getByLabel("First name"), "Ada"],
        [page.getByLabel("Last name"), "Lovelace"],
        [page.getByLabel("E-mail"), email],
        [page.getByLabel(/^Message/), "A product launch for 300 guests in March."],
      ];
      for (const [field, value] of kept) await field.fill(value);
      return { kept, submit: page.getByRole("button", { name: "Send Message" }) };
    },
    stored: (email) => rows("select 1 from contact_submissions where email = $1", [email]),
  },
  {
    name: "tour request",
    page: "/book-tour",
    action: "/book-tour",
    toast: ["Failed to submit tour request", "Please try again later or contact us directly."],
    fill: async (page, email) => {
      const kept: [Locator, string][] = [
        [page.getByLabel(/^Full name/), "Grace Hopper"],
        [page.getByLabel(/^E-mail/), email],
        [page.getByLabel(/^Preferred date/), arrangementDay],
        [page.getByLabel(/^Preferred time/), "14:30"],
        [page.getByLabel(/^Additional information/), "Product launch, about 300 guests."],
      ];
      for (const [field, value] of kept) await field.fill(value);
      return { kept, submit: page.getByRole("button", { name: "Request Tour" }) };
    },
    stored: (email) => rows("select 1 from tour_bookings where email = $1", [email]),
  },
  {
    name: "newsletter",
    page: "/",
    action: "/newsletter",
    toast: ["Subscription failed", "Please try again later."],
    fill: async (page, email) => {
      const kept: [Locator, string][] = [[page.getByLabel("E-mail address"), email]];
      for (const [field, value] of kept) await field.fill(value);
      return { kept, submit: page.getByRole("button", { name: "Subscribe" }) };
    },
    stored: (email) => rows("select 1 from newsletter_subscriptions where lower(email) = lower($1)", [email]),
  },
  {
    name: "webinar registration",
    page: "/webinar/led-wall",
    action: "/webinar/led-wall",
    toast: ["Fehler", "Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut."],
    fill: async (page, email) => {
      await page.getByRole("button", { name: "Jetzt kostenfrei anmelden!" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Jetzt kostenfrei anmelden" });
      await expect(dialog).toBeVisible();
      const kept: [Locator, string][] = [
        [dialog.getByLabel("Vorname"), "Jonas"],
        [dialog.getByLabel("E-Mail-Adresse"), email],
      ];
      for (const [field, value] of kept) await field.fill(value);
      const checked = dialog.getByLabel(/Datenschutzerklärung/);
      await checked.check();
      return { kept, checked, submit: dialog.getByRole("button", { name: "Jetzt anmelden!" }) };
    },
    stored: (email) => rows("select 1 from tour_bookings where email = $1", [email]),
  },
  {
    name: "SMS reminder",
    // A registrant's signed confirmation link (set before the tests run).
    get page() {
      return smsConfirmationPage;
    },
    action: "/webinar/confirmation",
    toast: ["Fehler", "Die SMS-Erinnerung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."],
    fill: async (page) => {
      const kept: [Locator, string][] = [[page.getByLabel("Mobilnummer"), "151 23456789"]];
      for (const [field, value] of kept) await field.fill(value);
      return { kept, submit: page.getByRole("button", { name: "Aktivieren" }) };
    },
    stored: () => Promise.resolve([]),
  },
];

let smsConfirmationPage = "/webinar/confirmation";

test.describe("a form whose request fails in transit", () => {
  // The webinar registration needs a session; the SMS reminder a registration's confirmation page.
  test.beforeAll(async () => {
    smsConfirmationPage = (await insertRegistration(await ensureOpenSession())).path;
  });

  // The browser reports the failed request itself; that line is the point of these tests.
  test.use({ allowedConsoleErrors: [/net::ERR_CONNECTION_RESET|net::ERR_FAILED|status of 500/] });

  for (const form of cases) {
    for (const failure of ["aborted", "bare 500"] as const) {
      test(`${form.name}, ${failure}: the spec's failure toast, the page and the typed values stay`, async ({
        page,
      }) => {
        const email = `${uniqueTag(`transit-${form.name.replace(/\W+/g, "-")}`)}@example.com`;
        await page.goto(form.page);
        await waitForHydration(page);
        await failPosts(page, form.action, failure);
        const { kept, submit, checked } = await form.fill(page, email);
        const posted = page.waitForRequest(
          (request) => request.method() === "POST" && new URL(request.url()).pathname === `/forms${form.action}`,
        );
        await submit.click();
        await posted;

        await expectToast(page, ...form.toast);
        await expect(page.getByText("Something went wrong")).toHaveCount(0);
        await expect(page).toHaveURL(form.page);
        for (const [field, value] of kept) await expect(field).toHaveValue(value);
        if (checked) await expect(checked).toBeChecked();
        await expect(submit).toBeEnabled();
        expect(await form.stored(email)).toHaveLength(0);
      });
    }
  }
});
