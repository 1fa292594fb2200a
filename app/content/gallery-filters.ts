// The gallery's tabs and venue filter, without schemas: the browser needs these, not zod.
import { text, type Text } from "../../server/domain/company/locale";

export const galleryCategories = ["all", "buildings", "interiors", "videos"] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export const galleryCategoryLabels: Record<GalleryCategory, Text> = {
  all: text("All", "Alle"),
  buildings: text("Buildings", "Gebäude"),
  interiors: text("Interiors", "Innenräume"),
  videos: text("Videos", "Videos"),
};

/** The venue filter: interiors and films belong to a venue; building shots show the whole house. */
export const galleryVenues = ["all", "skyline", "liberty", "horizon"] as const;
export type GalleryVenue = (typeof galleryVenues)[number];
export const galleryVenueLabels: Record<GalleryVenue, Text> = {
  all: text("All venues", "Alle Locations"),
  skyline: text("Skyline", "Skyline"),
  liberty: text("Liberty", "Liberty"),
  horizon: text("Horizon", "Horizon"),
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

export const emptyGalleryCategoryText = text(
  "No content available for this category.",
  "In dieser Kategorie gibt es keine Inhalte.",
);
