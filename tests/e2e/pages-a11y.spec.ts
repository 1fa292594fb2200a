import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "./fixtures";

// axe-core on every indexable page (from /sitemap.xml, so future pages are covered) at the two
// widths the site is designed for. Reduced motion keeps rotating heroes still while axe reads them.

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`every page in the sitemap has no axe violations at ${viewport.width} px`, async ({ browser, request }) => {
    test.setTimeout(600_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const failures: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations) failures.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`);
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  });
}
