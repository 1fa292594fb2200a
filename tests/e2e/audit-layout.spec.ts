import type { Page } from "@playwright/test";
import { HEADER_OFFSET_PX } from "../../app/lib/scroll";
import { expect, test } from "./fixtures";

// Layout checks of the outside audit (issue 17): every kind of anchor lands its section just below the
// fixed header. "No page is wider than a phone" runs per page in the page scans (page-scans.spec.ts).

/** Where the section sits below the top of the viewport once the anchor's scroll is done. */
async function expectSectionBelowHeader(page: Page, id: string, label: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ id, offset }) => {
            const element = document.getElementById(id);
            if (!element) return `no #${id}`;
            const top = Math.round(element.getBoundingClientRect().top);
            const atBottom =
              Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
            // A section near the end of the page may stop lower: the page cannot scroll further.
            if (Math.abs(top - offset) <= 4 || (atBottom && top > offset)) return "below the header";
            return `#${id} at ${top} px`;
          },
          { id, offset: HEADER_OFFSET_PX },
        ),
      { message: label, timeout: 5_000 },
    )
    .toBe("below the header");
}

test.describe("anchors", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

  for (const path of ["/venues", "/venues/floors", "/venues/double-floor", "/use-cases", "/overview"]) {
    test(`every anchor in the content of ${path} lands its section ${HEADER_OFFSET_PX} px down`, async ({ page }) => {
      await page.goto(path);
      const hrefs = await page.locator('main a[href*="#"]').evaluateAll((links) =>
        links
          .filter((link) => (link as HTMLElement).offsetParent !== null)
          .map((link) => link.getAttribute("href")!)
          .filter((href) => href !== "#main"),
      );
      expect(hrefs.length, `anchors on ${path}`).toBeGreaterThan(0);
      for (const href of [...new Set(hrefs)]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.locator(`main a[href="${href}"]`).first().click();
        const [target = path, id = ""] = href.split("#");
        // The target as written (a query too: /enquire?space=all-three), every regex character escaped.
        await expect(page).toHaveURL(new RegExp(`${(target || path).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(#|$)`));
        await expectSectionBelowHeader(page, decodeURIComponent(id), `${path}: ${href}`);
      }
    });
  }

  for (const deepLink of ["/venues#spaces-section", "/services#creative-content", "/use-cases#product-launch"]) {
    test(`the deep link ${deepLink} lands its section ${HEADER_OFFSET_PX} px down`, async ({ page }) => {
      await page.goto(deepLink);
      await expectSectionBelowHeader(page, deepLink.split("#")[1]!, deepLink);
      await page.waitForLoadState("networkidle");
      await expectSectionBelowHeader(page, deepLink.split("#")[1]!, `${deepLink} after hydration`);
    });
  }
});
