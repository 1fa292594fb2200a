import { z } from "zod";
import { art } from "~/lib/art";
import { artSlotSchema, copySchema, kebabIdSchema } from "./content-schemas";
import { filmPageUrl, films } from "./films";
import { capacityText } from "../../server/domain/company/venue-figures";

// The /gallery page (spec section 2, 'Gallery'): a hero of 3 slides, then 7 building images,
// 10 interiors and 9 videos, filtered by the tabs All / Buildings / Interiors / Videos and by venue.

export { filterGallery } from "./gallery-filters";

const venueSchema = z.enum(["skyline", "liberty", "horizon"]);

const galleryImageSchema = z.object({
  kind: z.literal("image"),
  id: kebabIdSchema,
  category: z.enum(["buildings", "interiors"]),
  title: copySchema,
  alt: copySchema,
  image: artSlotSchema,
  venue: venueSchema.optional(),
  /** One of the 16 photos of the /venues/gallery photo tour. */
  inPhotoTour: z.boolean(),
});

const galleryVideoSchema = z.object({
  kind: z.literal("video"),
  id: kebabIdSchema,
  category: z.literal("videos"),
  title: copySchema,
  description: copySchema,
  duration: z.string(),
  thumbnail: artSlotSchema,
  href: z.url().startsWith("https://vimeo.com/"),
  venue: venueSchema.optional(),
});

export const galleryItemSchema = z.discriminatedUnion("kind", [galleryImageSchema, galleryVideoSchema]);
export type GalleryImageItem = z.infer<typeof galleryImageSchema>;
type GalleryVideoItem = z.infer<typeof galleryVideoSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryHeroSlideSchema = z.object({
  image: artSlotSchema,
  alt: copySchema,
  title: copySchema,
  caption: copySchema,
});
export type GalleryHeroSlide = z.infer<typeof galleryHeroSlideSchema>;

export const galleryHeroSlides: GalleryHeroSlide[] = [
  {
    image: art("gallery/hero-skyline-night"),
    alt: "Skyline Stage at night, its LED wall lit above a full audience",
    title: "Skyline after dark",
    caption: "Floor 6: 1000 sqm above the city, 1400 with the terrace.",
  },
  {
    image: art("gallery/hero-liberty-atrium-gala-dinner"),
    alt: "The Liberty Atrium during a gala dinner under the 6 metre ceiling",
    title: "The Liberty Atrium",
    caption: "Floor 5: a double-height hall and five rooms around it.",
  },
  {
    image: art("gallery/hero-horizon-production-audience"),
    alt: "Horizon Stage during a live broadcast, beams of light over the audience",
    title: "Horizon in production",
    caption: "Floor 4: 6.5 metres, 500 kW and a broadcast gallery.",
  },
];

const images: GalleryImageItem[] = [
  // Buildings (7)
  {
    kind: "image",
    id: "building-facade-dusk",
    category: "buildings",
    title: "The facade at dusk",
    alt: "The SPARK building at dusk, its three event floors lit behind the glass",
    image: art("gallery/building-facade-dusk"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-entrance",
    category: "buildings",
    title: "Main entrance",
    alt: "The main entrance on Hanauer Landstraße at night: glass doors under a lit canopy",
    image: art("gallery/building-entrance"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-lobby",
    category: "buildings",
    title: "Lobby",
    alt: "The double-height lobby with the reception desk and lift core",
    image: art("gallery/building-lobby"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-loading-bay",
    category: "buildings",
    title: "Loading bay",
    alt: "The covered loading bay with a truck at the dock and the freight lift",
    image: art("gallery/building-loading-bay"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-rooftop",
    category: "buildings",
    title: "Rooftop from above",
    alt: "The rooftop terrace of the sixth floor at night, festoon lights over the deck and the skyline beyond",
    image: art("gallery/building-rooftop"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-east-side",
    category: "buildings",
    title: "East side and the Main",
    alt: "The building's east side with the river Main in the foreground",
    image: art("gallery/building-east-side"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-night-skyline",
    category: "buildings",
    title: "In the skyline",
    alt: "The SPARK building at night among the Frankfurt skyline",
    image: art("gallery/building-night-skyline"),
    inPhotoTour: true,
  },
  // Interiors (10)
  {
    kind: "image",
    id: "skyline-stage-keynote",
    category: "interiors",
    title: "Skyline keynote",
    alt: `A keynote on Skyline Stage with ${capacityText.single} guests and the LED walls`,
    image: art("gallery/skyline-stage-conference"),
    venue: "skyline",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "skyline-sky-lounge",
    category: "interiors",
    title: "Sky Lounge",
    alt: "The Sky Lounge with lounge seating under warm festoon lights",
    image: art("gallery/skyline-sky-lounge"),
    venue: "skyline",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "skyline-terrace-evening",
    category: "interiors",
    title: "Sky Terrace",
    alt: "The Sky Terrace in the evening with lounge seating and festoon lights",
    image: art("gallery/skyline-terrace-evening"),
    venue: "skyline",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "skyline-studio-set",
    category: "interiors",
    title: "Skyline Studio",
    alt: "The Skyline Studio set with cameras and a curved LED backdrop",
    image: art("gallery/skyline-studio-set"),
    venue: "skyline",
    inPhotoTour: false,
  },
  {
    kind: "image",
    id: "liberty-atrium-gala",
    category: "interiors",
    title: "Liberty gala",
    alt: "A round table laid for a gala dinner in the Liberty Atrium",
    image: art("gallery/liberty-atrium-gala-round-table"),
    venue: "liberty",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "liberty-workshop-teams",
    category: "interiors",
    title: "Workshop",
    alt: "Teams at work in the Workshop room with writable walls",
    image: art("gallery/liberty-workshop-teams"),
    venue: "liberty",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "liberty-boardroom-table",
    category: "interiors",
    title: "Boardroom",
    alt: "The Boardroom's walnut table for 25 with leather chairs",
    image: art("gallery/liberty-boardroom-table"),
    venue: "liberty",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "horizon-stage-broadcast",
    category: "interiors",
    title: "Horizon broadcast",
    alt: "Horizon Stage set for a broadcast with cameras on platforms",
    image: art("gallery/horizon-stage-broadcast"),
    venue: "horizon",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "horizon-gallery-control",
    category: "interiors",
    title: "Broadcast gallery",
    alt: "The Horizon broadcast gallery with monitors and a vision mixer",
    image: art("gallery/horizon-gallery-control"),
    venue: "horizon",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "horizon-directors-circle",
    category: "interiors",
    title: "Directors Circle",
    alt: "The Directors Circle round table laid for a VIP lunch",
    image: art("gallery/horizon-directors-circle"),
    venue: "horizon",
    inPhotoTour: true,
  },
];

const videos: GalleryVideoItem[] = films.map((film) => ({
  kind: "video",
  id: film.id,
  category: "videos",
  title: film.title,
  description: film.description,
  duration: film.duration,
  thumbnail: film.thumbnail,
  href: filmPageUrl(film),
  venue: film.venue,
}));

export const galleryItems: GalleryItem[] = [...images, ...videos];

/** The 16 photos opened by the Photos tile of /venues/gallery. */
export const galleryPhotoTour: GalleryImageItem[] = images.filter((image) => image.inPhotoTour);
