import { acceptAll, serializeConsent } from "../../app/features/consent/consent";
import { expect, test, waitForHydration } from "./fixtures";

// Consent of the outside audit (issue 17): the banner, /cookie-settings, the privacy policy and
// the cookie policy say that with marketing consent videos load automatically. So they do: a film
// or video dialog opened by a visitor who allowed marketing cookies shows the player at once.

test.use({ presetConsent: serializeConsent(acceptAll) });

test.beforeEach(async ({ page }) => {
  await page.route("https://player.vimeo.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
});

test("with marketing consent the home film dialog loads the player without a second click", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /Watch the Film/ }).click();
  const dialog = page.getByRole("dialog", { name: "SPARK Frankfurt: the film" });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\//);
  await expect(dialog.getByRole("button", { name: "Play the film" })).toHaveCount(0);
});

test("with marketing consent a stage's Watch Video dialog loads the player without a second click", async ({
  page,
}) => {
  await page.goto("/venues/horizon-stage");
  await waitForHydration(page);
  await page.getByRole("region", { name: "Explore the spaces" }).getByRole("button", { name: "Watch Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Horizon Stage: the film" });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\//);
  await expect(dialog.getByRole("button", { name: "Play Horizon Stage film" })).toHaveCount(0);
});

test("the consent texts say what the players do", async ({ page }) => {
  for (const path of ["/cookie-policy", "/privacy", "/cookie-settings"]) {
    await page.goto(path);
    await expect(page.locator("main"), path).toContainText(/automatically/);
  }
});
