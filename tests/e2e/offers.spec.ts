import { offerCategoryTabs, offers, offersFor } from "~/content/offers";
import { site } from "../../server/domain/company/site";
import { discountedPrice, formatEuroDe } from "~/lib/money";
import { expect, test, waitForHydration } from "./fixtures";

function readDraft(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

const pages = [
  { path: "/exclusive-offers", page: "exclusive" as const },
  { path: "/private-offers", page: "private" as const },
];

for (const { path, page: offerPage } of pages) {
  test.describe(path, () => {
    test("the tabs switch the offer category, by click and by arrow key", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const [first, second, third] = offerCategoryTabs;
      const firstOffer = page.getByRole("heading", { level: 3, name: offersFor(offerPage, first!.value)[0]!.title.en });
      const secondOffer = page.getByRole("heading", {
        level: 3,
        name: offersFor(offerPage, second!.value)[0]!.title.en,
      });
      const thirdOffer = page.getByRole("heading", { level: 3, name: offersFor(offerPage, third!.value)[0]!.title.en });

      await expect(page.getByRole("tab", { name: first!.label.en })).toHaveAttribute("aria-selected", "true");
      await expect(firstOffer).toBeVisible();
      await expect(secondOffer).toBeHidden();

      await page.getByRole("tab", { name: second!.label.en }).click();
      await expect(page.getByRole("tab", { name: second!.label.en })).toHaveAttribute("aria-selected", "true");
      await expect(secondOffer).toBeVisible();
      await expect(firstOffer).toBeHidden();

      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: third!.label.en })).toHaveAttribute("aria-selected", "true");
      await expect(thirdOffer).toBeVisible();
      await expect(secondOffer).toBeHidden();
    });

    test("every offer's 'Request Quote' draft carries the German subject and the rounded price", async ({ page }) => {
      await page.goto(path);
      const shown = offers.filter((offer) => offer.page === offerPage);
      expect(shown.length).toBeGreaterThan(0);
      for (const offer of shown) {
        const card = page.locator(`article[data-offer="${offer.id}"]`);
        const href = await card.getByRole("link", { name: "Request Quote", includeHidden: true }).getAttribute("href");
        const draft = readDraft(href!);
        expect(draft.to).toBe(site.email.sales);
        expect(draft.subject).toBe(`Angebotsanfrage: ${offer.title.en}`);
        expect(draft.body).toContain(`\r\nPreis: ${formatEuroDe(discountedPrice(offer.price, offer.discount))}\r\n`);
        expect(draft.body).toContain(`\r\nOriginalpreis: ${formatEuroDe(offer.price)}\r\n`);
        expect(draft.body).toContain(`\r\nRabatt: ${offer.discount} %\r\n`);
        for (const feature of offer.features) expect(draft.body).toContain(`\r\n- ${feature.en}`);
        // The card follows the layout rule, and shows no discount badge for an undiscounted offer.
        await expect(card.getByRole("heading", { name: "Includes", includeHidden: true })).toBeAttached();
        await expect(card.getByTestId("discount-badge")).toHaveCount(offer.discount === "0" ? 0 : 1);
      }
      // The six spec offers are split between the two pages: together they list all of them.
      expect(offers.map((offer) => offer.page).filter((p) => p === offerPage)).toHaveLength(shown.length);
    });

    test("the gift card block drafts a 'Gift Card Inquiry' and states the card's terms", async ({ page }) => {
      await page.goto(`${path}#gift-card`);
      const block = page.locator("#gift-card");
      await expect(block).toContainText("Any amount from €500 to €50,000");
      await expect(block).toContainText("Valid for 2 years");
      await expect(block).toContainText("+10% bonus credit on every card above €5,000");
      const draft = readDraft((await block.getByRole("link", { name: "Purchase Gift Card" }).getAttribute("href"))!);
      expect(draft).toMatchObject({ to: site.email.sales, subject: "Gift Card Inquiry" });
      await expect(page.getByRole("complementary", { name: "Disclaimer" })).toContainText("plus the statutory VAT");
    });
  });
}
