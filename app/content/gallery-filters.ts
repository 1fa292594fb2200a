// The gallery's tabs and venue filter, without schemas: the browser needs these, not zod.

export const galleryCategories = ["all", "buildings", "interiors", "videos"] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  all: "All",
  buildings: "Buildings",
  interiors: "Interiors",
  videos: "Videos",
};

/** The venue filter: interiors and films belong to a venue; building shots show the whole house. */
export const galleryVenues = ["all", "skyline", "liberty", "horizon"] as const;
export type GalleryVenue = (typeof galleryVenues)[number];
export const galleryVenueLabels: Record<GalleryVenue, string> = {
  all: "All venues",
  skyline: "Skyline",
  liberty: "Liberty",
  horizon: "Horizon",
};

interface Filterable {
  category: Exclude<GalleryCategory, "all">;
  venue?: Exclude<GalleryVenue, "all">;
}

/** The items a visitor sees for a category tab and a venue filter (building shots have no venue). */
export function filterGallery<T extends Filterable>(items: T[], category: GalleryCategory, venue: GalleryVenue): T[] {
  return items.filter(
    (item) => (category === "all" || item.category === category) && (venue === "all" || item.venue === venue),
  );
}

export const emptyGalleryCategoryText = "No content available for this category.";
