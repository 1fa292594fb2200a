import { z } from "zod";
import { art } from "~/lib/art";
import { artSlotSchema, copySchema, kebabIdSchema, textOf } from "./content-schemas";
import { filmPageUrl, films, type Film } from "./films";
import { capacityText } from "../../server/domain/company/venue-figures";
import { text, type InLocale } from "../../server/domain/company/locale";

// The /gallery page (spec section 2, 'Gallery'): a hero of 3 slides, then 7 building images,
// 10 interiors and 9 videos, filtered by the tabs All / Buildings / Interiors / Videos and by venue.

export { filterGallery } from "./gallery-filters";

/** Copy a visitor reads, in English and German (docs/decisions/0696). */
const copyText = textOf(copySchema);

const venueSchema = z.enum(["skyline", "liberty", "horizon"]);

const galleryImageSchema = z.object({
  kind: z.literal("image"),
  id: kebabIdSchema,
  category: z.enum(["buildings", "interiors"]),
  title: copyText,
  alt: copyText,
  image: artSlotSchema,
  venue: venueSchema.optional(),
  /** One of the 16 photos of the /venues/gallery photo tour. */
  inPhotoTour: z.boolean(),
});

const galleryVideoSchema = z.object({
  kind: z.literal("video"),
  id: kebabIdSchema,
  category: z.literal("videos"),
  title: copyText,
  description: copyText,
  duration: z.string(),
  thumbnail: artSlotSchema,
  href: z.url().startsWith("https://vimeo.com/"),
  venue: venueSchema.optional(),
});

export const galleryItemSchema = z.discriminatedUnion("kind", [galleryImageSchema, galleryVideoSchema]);
export type GalleryImageItem = z.infer<typeof galleryImageSchema>;
type GalleryVideoItem = z.infer<typeof galleryVideoSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
/** An item in one language, as the gallery browser shows it. */
export type LocalGalleryItem = InLocale<GalleryItem>;

export const galleryHeroSlideSchema = z.object({
  image: artSlotSchema,
  alt: copyText,
  title: copyText,
  caption: copyText,
});
export type GalleryHeroSlide = z.infer<typeof galleryHeroSlideSchema>;
/** A hero slide in one language. */
export type LocalGalleryHeroSlide = InLocale<GalleryHeroSlide>;

export const galleryHeroSlides: GalleryHeroSlide[] = [
  {
    image: art("gallery/hero-skyline-night"),
    alt: text(
      "Skyline Stage at night, its LED wall lit above a full audience",
      "Die Skyline Stage bei Nacht, ihre LED-Wand leuchtet über einem vollen Saal",
    ),
    title: text("Skyline after dark", "Skyline bei Nacht"),
    caption: text(
      "Floor 6: 1000 sqm above the city, 1400 with the terrace.",
      "6. Etage: 1.000 m² über der Stadt, 1.400 m² mit der Terrasse.",
    ),
  },
  {
    image: art("gallery/hero-liberty-atrium-gala-dinner"),
    alt: text(
      "The Liberty Atrium during a gala dinner under the 6 metre ceiling",
      "Das Liberty Atrium während eines Galadinners unter der 6 Meter hohen Decke",
    ),
    title: text("The Liberty Atrium", "Das Liberty Atrium"),
    caption: text(
      "Floor 5: a double-height hall and five rooms around it.",
      "5. Etage: eine Halle über zwei Geschosse und fünf Räume drumherum.",
    ),
  },
  {
    image: art("gallery/hero-horizon-production-audience"),
    alt: text(
      "Horizon Stage during a live broadcast, beams of light over the audience",
      "Die Horizon Stage während einer Liveübertragung, Lichtstrahlen über dem Publikum",
    ),
    title: text("Horizon in production", "Horizon in Produktion"),
    caption: text(
      "Floor 4: 6.5 metres, 500 kW and a broadcast gallery.",
      "4. Etage: 6,5 Meter Deckenhöhe, 500 kW und eine Broadcast-Regie.",
    ),
  },
];

const images: GalleryImageItem[] = [
  // Buildings (7)
  {
    kind: "image",
    id: "building-facade-dusk",
    category: "buildings",
    title: text("The facade at dusk", "Die Fassade in der Dämmerung"),
    alt: text(
      "The SPARK building at dusk, its three event floors lit behind the glass",
      "Das SPARK-Gebäude in der Abenddämmerung, seine drei Eventetagen leuchten hinter dem Glas",
    ),
    image: art("gallery/building-facade-dusk"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-entrance",
    category: "buildings",
    title: text("Main entrance", "Haupteingang"),
    alt: text(
      "The main entrance on Hanauer Landstraße at night: glass doors under a lit canopy",
      "Der Haupteingang an der Hanauer Landstraße bei Nacht: Glastüren unter einem beleuchteten Vordach",
    ),
    image: art("gallery/building-entrance"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-lobby",
    category: "buildings",
    title: text("Lobby", "Lobby"),
    alt: text(
      "The double-height lobby with the reception desk and lift core",
      "Die Lobby über zwei Geschosse mit dem Empfangstresen und dem Aufzugskern",
    ),
    image: art("gallery/building-lobby"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-loading-bay",
    category: "buildings",
    title: text("Loading bay", "Ladezone"),
    alt: text(
      "The covered loading bay with a truck at the dock and the freight lift",
      "Die überdachte Ladezone mit einem Lkw an der Rampe und dem Lastenaufzug",
    ),
    image: art("gallery/building-loading-bay"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-rooftop",
    category: "buildings",
    title: text("Rooftop from above", "Die Dachterrasse von oben"),
    alt: text(
      "The rooftop terrace of the sixth floor at night, festoon lights over the deck and the skyline beyond",
      "Die Dachterrasse der sechsten Etage bei Nacht, Lichterketten über dem Deck und dahinter die Skyline",
    ),
    image: art("gallery/building-rooftop"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-east-side",
    category: "buildings",
    title: text("East side and the Main", "Ostseite und Main"),
    alt: text(
      "The building's east side with the river Main in the foreground",
      "Die Ostseite des Gebäudes mit dem Main im Vordergrund",
    ),
    image: art("gallery/building-east-side"),
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "building-night-skyline",
    category: "buildings",
    title: text("In the skyline", "In der Skyline"),
    alt: text(
      "The SPARK building at night among the Frankfurt skyline",
      "Das SPARK-Gebäude bei Nacht inmitten der Frankfurter Skyline",
    ),
    image: art("gallery/building-night-skyline"),
    inPhotoTour: true,
  },
  // Interiors (10)
  {
    kind: "image",
    id: "skyline-stage-keynote",
    category: "interiors",
    title: text("Skyline keynote", "Keynote auf Skyline"),
    alt: text(
      `A keynote on Skyline Stage with ${capacityText.single} guests and the LED walls`,
      `Eine Keynote auf der Skyline Stage mit ${capacityText.single} Gästen vor den LED-Wänden`,
    ),
    image: art("gallery/skyline-stage-conference"),
    venue: "skyline",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "skyline-sky-lounge",
    category: "interiors",
    title: text("Sky Lounge", "Sky Lounge"),
    alt: text(
      "The Sky Lounge with lounge seating under warm festoon lights",
      "Die Sky Lounge mit Loungemöbeln unter warmen Lichterketten",
    ),
    image: art("gallery/skyline-sky-lounge"),
    venue: "skyline",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "skyline-terrace-evening",
    category: "interiors",
    title: text("Sky Terrace", "Sky Terrace"),
    alt: text(
      "The Sky Terrace in the evening with lounge seating and festoon lights",
      "Die Sky Terrace am Abend mit Loungemöbeln und Lichterketten",
    ),
    image: art("gallery/skyline-terrace-evening"),
    venue: "skyline",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "skyline-studio-set",
    category: "interiors",
    title: text("Skyline Studio", "Skyline Studio"),
    alt: text(
      "The Skyline Studio set with cameras and a curved LED backdrop",
      "Das Set des Skyline Studios mit Kameras und einem gebogenen LED-Hintergrund",
    ),
    image: art("gallery/skyline-studio-set"),
    venue: "skyline",
    inPhotoTour: false,
  },
  {
    kind: "image",
    id: "liberty-atrium-gala",
    category: "interiors",
    title: text("Liberty gala", "Gala auf Liberty"),
    alt: text(
      "A round table laid for a gala dinner in the Liberty Atrium",
      "Ein runder Tisch, gedeckt für ein Galadinner im Liberty Atrium",
    ),
    image: art("gallery/liberty-atrium-gala-round-table"),
    venue: "liberty",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "liberty-workshop-teams",
    category: "interiors",
    title: text("Workshop", "Workshop"),
    alt: text(
      "Teams at work in the Workshop room with writable walls",
      "Teams bei der Arbeit im Workshop-Raum mit beschreibbaren Wänden",
    ),
    image: art("gallery/liberty-workshop-teams"),
    venue: "liberty",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "liberty-boardroom-table",
    category: "interiors",
    title: text("Boardroom", "Boardroom"),
    alt: text(
      "The Boardroom's walnut table for 25 with leather chairs",
      "Der Walnusstisch des Boardrooms für 25 Personen mit Ledersesseln",
    ),
    image: art("gallery/liberty-boardroom-table"),
    venue: "liberty",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "horizon-stage-broadcast",
    category: "interiors",
    title: text("Horizon broadcast", "Broadcast auf Horizon"),
    alt: text(
      "Horizon Stage set for a broadcast with cameras on platforms",
      "Die Horizon Stage, eingerichtet für eine Übertragung, mit Kameras auf Podesten",
    ),
    image: art("gallery/horizon-stage-broadcast"),
    venue: "horizon",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "horizon-gallery-control",
    category: "interiors",
    title: text("Broadcast gallery", "Broadcast-Regie"),
    alt: text(
      "The Horizon broadcast gallery with monitors and a vision mixer",
      "Die Broadcast-Regie von Horizon mit Monitoren und einem Bildmischer",
    ),
    image: art("gallery/horizon-gallery-control"),
    venue: "horizon",
    inPhotoTour: true,
  },
  {
    kind: "image",
    id: "horizon-directors-circle",
    category: "interiors",
    title: text("Directors Circle", "Directors Circle"),
    alt: text(
      "The Directors Circle round table laid for a VIP lunch",
      "Der runde Tisch des Directors Circle, gedeckt für einen VIP-Lunch",
    ),
    image: art("gallery/horizon-directors-circle"),
    venue: "horizon",
    inPhotoTour: true,
  },
];

/** The gallery's photos, then its films as given (as built, or as published from the back office, decision 1156). */
export const galleryItemsWith = (list: readonly Film[]): GalleryItem[] => [
  ...images,
  ...list.map((film): GalleryVideoItem => ({
    kind: "video",
    id: film.id,
    category: "videos",
    title: film.title,
    description: film.description,
    duration: film.duration,
    thumbnail: film.thumbnail,
    href: filmPageUrl(film),
    venue: film.venue,
  })),
];

export const galleryItems: GalleryItem[] = galleryItemsWith(films);

/** The 16 photos opened by the Photos tile of /venues/gallery. */
export const galleryPhotoTour: GalleryImageItem[] = images.filter((image) => image.inPhotoTour);
