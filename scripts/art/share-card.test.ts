import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageCards } from "../../app/content/page-cards.ts";
import { gatedArtGates } from "../../app/lib/art-slots.ts";
import { allShareCards } from "../../app/content/share-cards.ts";
import { venueCategories } from "../../app/content/shop.ts";
import { venues } from "../../server/domain/company/venue-figures.ts";
import { webinar } from "../../server/domain/webinar/webinar.ts";
import { webinarLanding } from "../../app/content/webinar-landing.ts";
import { isIndexablePath } from "../../app/lib/indexing.ts";
import { specPath } from "../../app/lib/i18n/locale.ts";
import { productPaths } from "../../app/lib/prerender-paths.ts";
import { SCENE_SHOWS, type ShareScene } from "../../app/lib/share-card.ts";
import routes from "../../app/routes.ts";
import { staticRoutePaths } from "../../app/lib/route-paths.ts";
import { sceneOfSlot } from "./paint.ts";
import { shareCardSvg } from "./share-card.ts";
import { loadDisplayFont } from "./text.ts";

// The share cards (issue 17 item 16): one per public page, each saying truly what it shows, none
// showing a gated picture, and painted with its headline.

const root = path.resolve(import.meta.dirname, "../..");
const cards = allShareCards();

describe("share cards", () => {
  it("every indexable page has a card of its own: the listed pages and every product page", () => {
    const listed = new Set(Object.keys(pageCards));
    const products = new Set(productPaths());
    const pages = staticRoutePaths(routes).filter(
      (p) => isIndexablePath(p) && !/\.[a-z]+$/.test(p) && !/^\/newsletter\//.test(p) && p !== "/webinar/confirmation",
    );
    // A German twin shares its English page's card (docs/decisions/0696) until cards are painted per language.
    expect(pages.map(specPath).filter((p) => !listed.has(p) && !products.has(p))).toEqual([]);
    for (const p of venueCategories.map((category) => category.href)) expect(listed.has(p)).toBe(true);
    for (const p of products)
      expect(cards.some((card) => p === `/venues/${card.id.replace(/^product-/, "")}`) || listed.has(p)).toBe(true);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });

  it("no gated page has a card, and no card shows a picture only gated pages use", () => {
    expect(Object.keys(pageCards).filter((p) => /^\/(event-planners|development)(\/|$)/.test(p))).toEqual([]);
    const gated = new Set(Object.keys(gatedArtGates()));
    expect(cards.filter((card) => gated.has(card.backdrop)).map((card) => card.id)).toEqual([]);
  });

  it("each listed card's backdrop paints the scene its alt text names", () => {
    for (const card of Object.values(pageCards)) {
      const scene = sceneOfSlot(card.backdrop) as ShareScene;
      if (card.lang === "de") continue; // written out in German, checked below
      expect(SCENE_SHOWS[scene], `${card.id}: ${card.backdrop} paints ${scene}`).toBe(card.shows);
    }
  });

  it("headlines and German descriptions follow the pages they share", () => {
    expect(pageCards["/venues/skyline-stage"]!.headline).toBe(venues.skyline.name);
    expect(pageCards["/venues/liberty-stage"]!.headline).toBe(venues.liberty.name);
    expect(pageCards["/venues/horizon-stage"]!.headline).toBe(venues.horizon.name);
    for (const category of venueCategories) expect(pageCards[category.href]!.headline).toBe(category.title.en);
    const webinarCard = pageCards[webinar.landingPath]!;
    expect(webinarCard.headline).toBe(`Webinar: ${webinar.title}`);
    expect(webinarCard.backdrop).toBe(webinarLanding.hero.image);
    expect(webinarCard.shows).toBe(webinarLanding.hero.imageAlt.de);
    expect(sceneOfSlot(pageCards["/terms-of-use"]!.backdrop)).toBe("skyline");
  });

  it("paints the headline as outlines of the display font, at the card size, without <text>", async () => {
    const display = await loadDisplayFont(root);
    const short = shareCardSvg(pageCards["/contact"]!, display);
    const long = shareCardSvg({ ...pageCards["/contact"]!, headline: "Contact our team" }, display);
    expect(short).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(short).not.toMatch(/<text/);
    // One path per glyph: the longer headline over the same backdrop has more.
    const glyphs = (svg: string) => (svg.match(/<path d="/g) ?? []).length;
    expect(glyphs(long)).toBeGreaterThan(glyphs(short));
    expect(shareCardSvg(pageCards["/contact"]!, display)).toBe(short);
  });
});
