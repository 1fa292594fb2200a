import { describe, expect, it } from "vitest";
import { pageCards } from "~/content/page-cards";
import { DEFAULT_SHARE_IMAGE_PATH, seo, SHARE_IMAGE_SIZE } from "./seo";
import { productShareCard, shareCardAlt } from "./share-card";

// The meta builder's share image (issue 17 item 16): a page's own card with its size and an alt
// text that says what it shows; gated and unlisted pages get the default card.

const tag = (tags: ReturnType<typeof seo>, key: "property" | "name", value: string) =>
  tags.find((entry) => key in entry && (entry as Record<string, string>)[key] === value) as
    { content: string } | undefined;

const page = (path: string, extra: Partial<Parameters<typeof seo>[0]> = {}) =>
  seo({ title: "T", description: "D", path, ...extra });

describe("share images in seo()", () => {
  it("a listed page shares its own card, with type, size and alt, on Open Graph and Twitter", () => {
    const tags = page("/venues/skyline-stage");
    const image = tag(tags, "property", "og:image")!.content;
    expect(image).toMatch(/^https?:\/\/[^/]+\/art\/og\/venues-skyline-stage\.png$/);
    expect(image).not.toContain(DEFAULT_SHARE_IMAGE_PATH);
    expect(tag(tags, "name", "twitter:image")!.content).toBe(image);
    expect(tag(tags, "property", "og:image:type")!.content).toBe("image/png");
    expect(tag(tags, "property", "og:image:width")!.content).toBe(String(SHARE_IMAGE_SIZE.width));
    expect(tag(tags, "property", "og:image:height")!.content).toBe(String(SHARE_IMAGE_SIZE.height));
    const alt = tag(tags, "property", "og:image:alt")!.content;
    expect(alt).toBe(shareCardAlt(pageCards["/venues/skyline-stage"]!));
    expect(alt).toContain("“Skyline Stage”");
    expect(alt).toMatch(/LED wall/);
    expect(tag(tags, "name", "twitter:image:alt")!.content).toBe(alt);
  });

  it("a German page's card is described in German", () => {
    const alt = tag(page("/terms-of-use", { locale: "de" }), "property", "og:image:alt")!.content;
    expect(alt).toMatch(/^„Nutzungsbedingungen“ und der Schriftzug SPARK über einem Bild: /);
  });

  it("a product page shares the card it passes: its name over its hero picture", () => {
    const card = productShareCard({
      id: "boardroom",
      name: "Boardroom",
      heroImage: "product/boardroom",
      heroImageAlt: "The boardroom's walnut table set for twelve",
    });
    const tags = page("/venues/boardroom", { shareCard: card });
    expect(tag(tags, "property", "og:image")!.content).toMatch(/\/art\/og\/product-boardroom\.png$/);
    expect(tag(tags, "property", "og:image:alt")!.content).toBe(
      "“Boardroom” and the SPARK wordmark over a picture: The boardroom's walnut table set for twelve",
    );
  });

  it("gated pages and pages without a card share the default card", () => {
    const card = pageCards["/venues"]!;
    for (const tags of [
      page("/event-planners/digital-signage"),
      page("/development", { shareCard: card }),
      page("/newsletter/confirm"),
    ]) {
      expect(tag(tags, "property", "og:image")!.content).toMatch(/\/art\/og\/og-default\.png$/);
      expect(tag(tags, "property", "og:image:alt")!.content.length).toBeGreaterThan(20);
      expect(tag(tags, "property", "og:image:alt")!.content).not.toContain("“");
    }
  });
});
