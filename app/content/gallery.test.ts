import { describe, expect, it } from "vitest";
import { filmEmbedUrl, filmSchema, films } from "./films";
import {
  filterGallery,
  galleryHeroSlideSchema,
  galleryHeroSlides,
  galleryItemSchema,
  galleryItems,
  galleryPhotoTour,
} from "./gallery";

describe("gallery content", () => {
  it("every item, hero slide and film matches its schema", () => {
    for (const item of galleryItems) expect(() => galleryItemSchema.parse(item), item.id).not.toThrow();
    for (const slide of galleryHeroSlides) expect(() => galleryHeroSlideSchema.parse(slide)).not.toThrow();
    for (const film of films) expect(() => filmSchema.parse(film), film.id).not.toThrow();
  });

  it("has 3 hero slides, 7 building images, 10 interiors and 9 videos (spec section 2)", () => {
    expect(galleryHeroSlides).toHaveLength(3);
    expect(filterGallery(galleryItems, "buildings", "all")).toHaveLength(7);
    expect(filterGallery(galleryItems, "interiors", "all")).toHaveLength(10);
    expect(filterGallery(galleryItems, "videos", "all")).toHaveLength(9);
    expect(filterGallery(galleryItems, "all", "all")).toHaveLength(26);
  });

  it("ids are unique", () => {
    const ids = galleryItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the photo tour of /venues/gallery has 16 images", () => {
    expect(galleryPhotoTour).toHaveLength(16);
  });

  it("building shots belong to no venue, so a venue filter on Buildings is an empty category", () => {
    expect(filterGallery(galleryItems, "buildings", "skyline")).toEqual([]);
    expect(filterGallery(galleryItems, "interiors", "skyline").length).toBeGreaterThan(0);
    expect(filterGallery(galleryItems, "videos", "horizon").every((item) => item.venue === "horizon")).toBe(true);
  });

  it("films embed from the player origin the CSP allows", () => {
    for (const film of films) expect(filmEmbedUrl(film.id)).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+/);
  });
});
