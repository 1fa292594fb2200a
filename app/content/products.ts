import { z } from "zod";
import { art, type ArtSlot } from "~/lib/art";
import {
  formatNumber,
  inLocale,
  text,
  type InLocale,
  type Locale,
  type Text,
} from "../../server/domain/company/locale";
import { artSlotSchema, copySchema, embedUrlSchema, kebabIdSchema } from "./content-schemas";
import { filmEmbedUrl } from "./films";
import { galleryPhotoTour } from "./gallery";
import {
  capacity,
  capacityText,
  ceilingText,
  combinedPowerKw,
  floorPlanKeySchema,
  ledWallSqm,
  namedRooms,
  officeSizes,
  seatedPerStage,
  skylineArea,
  sqm,
  venues,
  type VenueKey,
} from "./venues";

// The product detail records of /venues/{productId} (spec section 3, 'Product detail record'):
// the 28 product ids of spec section 2 plus 'gallery', which has the media tile row. Figures come
// from venues.ts; this file adds the words, in English and German (docs/decisions/0696): the
// records hold `Text`s, and findProduct()/productCard() hand out one language.

const productCategorySchema = z.enum(["STAGES", "STUDIOS", "SPACES", "SPATIAL", "VENUES"]);
type ProductCategory = z.infer<typeof productCategorySchema>;

/** A text a visitor reads, in both languages, each checked like copy. */
const copyTextSchema = z.object({ en: copySchema, de: copySchema });

const imageSchema = z.object({ image: artSlotSchema, alt: copyTextSchema });

const seatingConfigurationSchema = z.object({
  name: copyTextSchema,
  capacity: z.object({ en: z.string().regex(/^(Up to )?\d[\d+]* (guests|people|on set)/), de: copySchema }),
  description: copyTextSchema,
  image: artSlotSchema,
});
/** A seating configuration in one language (what the page shows). */
export type SeatingConfiguration = InLocale<z.infer<typeof seatingConfigurationSchema>>;

const productFeatureSchema = z.object({ title: copyTextSchema, description: copyTextSchema });

export const productSchema = z
  .object({
    id: kebabIdSchema,
    name: copyTextSchema,
    category: productCategorySchema,
    subtitle: copyTextSchema.optional(),
    description: copyTextSchema,
    heroImage: artSlotSchema,
    heroImageAlt: copyTextSchema,
    videoUrl: embedUrlSchema.optional(),
    /** Label-to-value map, shown in order in the Technical Specifications table (labels: specificationLabels). */
    specifications: z.record(z.string().min(2), copyTextSchema),
    features: z.array(productFeatureSchema),
    galleryImages: z.array(imageSchema).min(1),
    seatingConfigurations: z.array(seatingConfigurationSchema),
    /** The floor plans shown by the page's Floor Plan button. */
    floorPlans: z.array(floorPlanKeySchema),
  })
  .refine((p) => "Total Area" in p.specifications || "Area" in p.specifications, "an area in the specifications")
  .refine((p) => "Capacity" in p.specifications, "a capacity in the specifications")
  .refine(
    (p) => Object.keys(p.specifications).every((label) => label in specificationLabels),
    "a German name for every specification label",
  );
/** A product record as stored: every text in both languages. */
export type ProductRecord = z.infer<typeof productSchema>;
/** A product in one language, as the pages show it. */
export type Product = InLocale<ProductRecord>;

export { productIds, prerenderedProductIds } from "./product-ids";

/**
 * The specification table's row labels: the records key their specifications by the English label
 * (pages look up "Total Area", "Capacity"); this is what each label reads in German.
 */
export const specificationLabels: Record<string, Text> = {
  "Total Area": text("Total Area", "Gesamtfläche"),
  Area: text("Area", "Fläche"),
  "Floor Area incl. Foyer": text("Floor Area incl. Foyer", "Fläche inkl. Foyer"),
  Components: text("Components", "Bereiche"),
  "LED Wall": text("LED Wall", "LED-Wand"),
  Capacity: text("Capacity", "Kapazität"),
  "Ceiling Height": text("Ceiling Height", "Deckenhöhe"),
  "Power Supply": text("Power Supply", "Stromversorgung"),
  "Audio System": text("Audio System", "Tonanlage"),
  Floor: text("Floor", "Etage"),
  Floors: text("Floors", "Etagen"),
  Rigging: text("Rigging", "Rigging"),
  Cameras: text("Cameras", "Kameras"),
  Broadcast: text("Broadcast", "Broadcast"),
  Presentation: text("Presentation", "Präsentationstechnik"),
  Connectivity: text("Connectivity", "Netzwerk"),
  Furnishing: text("Furnishing", "Ausstattung"),
  Terms: text("Terms", "Mietdauer"),
  Venues: text("Venues", "Locations"),
  Photos: text("Photos", "Fotos"),
  Films: text("Films", "Filme"),
};

/** A product's specification table in one language: its labels and values, in content order. */
export function specificationTable(specifications: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specifications).map(([label, value]) => [specificationLabels[label]?.[locale] ?? label, value]),
  );
}

const guests = (n: number | string) => `${n} guests`;
const kw = (n: number) => `${n} kW`;
// The German figures (GERMAN.md): "1.300 m²", "199 Gäste", "3,5 m".
const qm = (n: number) => `${formatNumber(n, "de")} m²`;
const gaeste = (n: number | string) => `${n} Gäste`;
const deckeDe = (key: VenueKey) => ceilingText(key).replace(".", ",");
const officeAreaDe = (index: number) => officeSizes[index]!.area.replace("-", "–").replace("sqm", "m²");

// Seating layouts shared by several products: the same room type, painted once per venue.
const seating = {
  skylineTheatre: art("space/skyline-seating-theatre"),
  skylineBanquet: art("space/skyline-seating-banquet"),
  skylineCabaret: art("space/skyline-seating-cabaret"),
  skylineReception: art("space/skyline-seating-reception"),
  libertyTheatre: art("space/liberty-seating-theatre"),
  libertyBanquet: art("space/liberty-seating-banquet"),
  libertyCabaret: art("space/liberty-seating-cabaret"),
  libertyClassroom: art("space/liberty-seating-classroom"),
  libertyReception: art("space/liberty-seating-reception"),
  horizonTheatre: art("space/horizon-seating-theatre"),
  horizonBanquet: art("space/horizon-seating-banquet"),
  horizonBroadcast: art("space/horizon-seating-broadcast"),
} satisfies Record<string, ArtSlot>;

const stageAudio = "d&b audiotechnik line array, 8 wireless handheld and headset microphones, digital mixing desk";
const stageAudioDe = "Line-Array von d&b audiotechnik, 8 Funk-Hand- und Headsetmikrofone, digitales Mischpult";

const records: ProductRecord[] = [
  // ----- Stages -----------------------------------------------------------------------------
  {
    id: "skyline-stage",
    name: text("Skyline Stage", "Skyline Stage"),
    category: "STAGES",
    subtitle: text("Floor 6 · A 900 sqm stage floor above Frankfurt", "Etage 6 · 900 m² Bühnenfläche über Frankfurt"),
    description: text(
      "Skyline is the stage with the view: 900 sqm of column-free stage and audience floor on the sixth floor, glazed on three sides, with the bank towers lighting up behind your speakers. Two LED walls, a line array and four streaming cameras are rigged and tested before you arrive, so your team spends the build-up day on content, not cables.",
      "Skyline ist die Bühne mit Aussicht: 900 m² stützenfreie Bühnen- und Publikumsfläche in der sechsten Etage, auf drei Seiten verglast, hinter Ihren Rednerinnen und Rednern leuchten die Bankentürme. Zwei LED-Wände, ein Line-Array und vier Streaming-Kameras sind vor Ihrer Ankunft aufgebaut und getestet – Ihr Team verbringt den Aufbautag mit Inhalten statt mit Kabeln.",
    ),
    heroImage: art("product/skyline-stage"),
    heroImageAlt: text(
      "Skyline Stage set for a keynote, the LED walls glowing in front of the city skyline",
      "Die Skyline Stage für eine Keynote eingerichtet, die LED-Wände leuchten vor der Skyline der Stadt",
    ),
    videoUrl: filmEmbedUrl("skyline-stage-film"),
    specifications: {
      "Total Area": text(sqm(skylineArea.detailSqm), qm(skylineArea.detailSqm)),
      "Floor Area incl. Foyer": text(sqm(skylineArea.overviewSqm), qm(skylineArea.overviewSqm)),
      Components: text(
        "Nova and Vista wings, foyer, backstage, Sky Lounge",
        "Flügel Nova und Vista, Foyer, Backstage, Sky Lounge",
      ),
      "LED Wall": text(
        "2 walls: 10 x 3 m (30 sqm) and 5 x 3 m (15 sqm), 2.6 mm pixel pitch",
        "2 Wände: 10 x 3 m (30 m²) und 5 x 3 m (15 m²), Pixelabstand 2,6 mm",
      ),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(ceilingText("skyline"), deckeDe("skyline")),
      "Power Supply": text(
        `${kw(venues.skyline.powerKw)}, 3 x 125 A CEE stage distribution`,
        `${kw(venues.skyline.powerKw)}, Bühnenverteilung 3 x 125 A CEE`,
      ),
      "Audio System": text(stageAudio, stageAudioDe),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("Two LED walls", "Zwei LED-Wände"),
        description: text(
          "A 10 x 3 m main wall and a 5 x 3 m side wall, fed from one media server, for slides, live camera and sponsor loops at once.",
          "Eine Hauptwand von 10 x 3 m und eine Seitenwand von 5 x 3 m, gespeist von einem Medienserver: Folien, Live-Kamera und Sponsoren-Loops gleichzeitig.",
        ),
      },
      {
        title: text("Line array audio", "Line-Array-Beschallung"),
        description: text(
          "A d&b audiotechnik line array tuned to the room, with eight wireless microphones and a digital desk.",
          "Ein auf den Raum eingemessenes Line-Array von d&b audiotechnik, dazu acht Funkmikrofone und ein digitales Mischpult.",
        ),
      },
      {
        title: text("Streaming cameras", "Streaming-Kameras"),
        description: text(
          "Four PTZ cameras and an encoder for a clean programme feed to your platform or ours.",
          "Vier PTZ-Kameras und ein Encoder für ein sauberes Programmsignal – auf Ihre Plattform oder unsere.",
        ),
      },
      {
        title: text("Panoramic glazing", "Panoramaverglasung"),
        description: text(
          "Glass on three sides with motorised blackout blinds, so the skyline is on or off at the press of a button.",
          "Glas auf drei Seiten mit motorisierter Verdunkelung: Die Skyline ist per Knopfdruck zu sehen oder verschwunden.",
        ),
      },
      {
        title: text("Terrace access", "Zugang zur Terrasse"),
        description: text(
          "Doors from the stage floor straight onto the 400 sqm Sky Terrace for the reception after the last session.",
          "Türen von der Bühnenfläche direkt auf die 400 m² große Sky Terrace – für den Empfang nach der letzten Session.",
        ),
      },
      {
        title: text("Stage lighting", "Bühnenlicht"),
        description: text(
          "Moving heads, LED washes and a lighting desk with presets for keynote, panel and party.",
          "Moving Heads, LED-Washes und ein Lichtpult mit Presets für Keynote, Podium und Party.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-stage-1-audience"),
        alt: text(
          `Skyline Stage in theatre set-up for ${capacityText.single} guests`,
          `Die Skyline Stage in Reihenbestuhlung für ${capacityText.single} Gäste`,
        ),
      },
      {
        image: art("product/skyline-stage-2"),
        alt: text(
          "The Skyline stage with its 10 x 3 m LED wall lit",
          "Die Skyline-Bühne mit ihrer leuchtenden 10 x 3 m großen LED-Wand",
        ),
      },
      {
        image: art("product/skyline-stage-3-dinner"),
        alt: text(
          "Dinner tables on Skyline, glasses catching the city lights",
          "Gedeckte Tische auf der Skyline, in den Gläsern spiegeln sich die Lichter der Stadt",
        ),
      },
      {
        image: art("product/skyline-stage-4-terrace"),
        alt: text(
          "The terrace next to the Skyline stage at dusk, festoon lights over the deck",
          "Die Terrasse neben der Skyline-Bühne in der Abenddämmerung, Lichterketten über dem Deck",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre", "Reihenbestuhlung"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Rows facing both LED walls, with a centre aisle for camera and award walks.",
          "Stuhlreihen mit Blick auf beide LED-Wände und ein Mittelgang für Kamera und Preisverleihung.",
        ),
        image: seating.skylineTheatre,
      },
      {
        name: text("Banquet", "Bankett"),
        capacity: text(guests(seatedPerStage.banquet), gaeste(seatedPerStage.banquet)),
        description: text(
          "Round tables of ten for a gala dinner with the stage in view from every seat.",
          "Runde Zehnertische für ein Gala-Dinner, die Bühne von jedem Platz aus im Blick.",
        ),
        image: seating.skylineBanquet,
      },
      {
        name: text("Cabaret", "Cabaret"),
        capacity: text(guests(110), gaeste(110)),
        description: text(
          "Half-rounds facing the stage: a conference by day that turns into a dinner by night.",
          "Halbrunde Tische zur Bühne: tagsüber Konferenz, abends Dinner.",
        ),
        image: seating.skylineCabaret,
      },
      {
        name: text("Reception", "Stehempfang"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Standing tables across the floor and the lounge, with bars at both ends.",
          "Stehtische auf der ganzen Fläche und in der Lounge, Bars an beiden Enden.",
        ),
        image: seating.skylineReception,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "skyline-stage-terrace",
    name: text("Skyline Stage & Terrace", "Skyline Stage & Terrace"),
    category: "STAGES",
    subtitle: text("Floor 6 · 1300 sqm inside and out", "Etage 6 · 1.300 m² drinnen und draußen"),
    description: text(
      "The Skyline stage with its 400 sqm rooftop terrace: a conference inside, a reception outside, and no transfer in between. From May to September the terrace is the most requested space at SPARK, with heaters and an outdoor bar extending the season into spring and autumn.",
      "Die Skyline-Bühne mit ihrer 400 m² großen Dachterrasse: drinnen die Konferenz, draußen der Empfang, dazwischen kein Transfer. Von Mai bis September ist die Terrasse die meistgefragte Fläche bei SPARK; Heizstrahler und eine Außenbar verlängern die Saison bis in Frühjahr und Herbst.",
    ),
    heroImage: art("product/skyline-stage-terrace"),
    heroImageAlt: text(
      "The Sky Terrace at sunset, guests with drinks and the Skyline stage lit behind the glass",
      "Die Sky Terrace bei Sonnenuntergang, Gäste mit Getränken, dahinter die beleuchtete Skyline-Bühne hinter Glas",
    ),
    videoUrl: filmEmbedUrl("sky-terrace-film"),
    specifications: {
      "Total Area": text(sqm(skylineArea.detailWithTerraceSqm), qm(skylineArea.detailWithTerraceSqm)),
      Components: text(
        `Skyline Stage ${sqm(skylineArea.detailSqm)} and Sky Terrace ${sqm(skylineArea.terraceSqm)}`,
        `Skyline Stage ${qm(skylineArea.detailSqm)} und Sky Terrace ${qm(skylineArea.terraceSqm)}`,
      ),
      "LED Wall": text("2 walls: 10 x 3 m and 5 x 3 m", "2 Wände: 10 x 3 m und 5 x 3 m"),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(
        `${ceilingText("skyline")} inside, open sky on the terrace`,
        `${deckeDe("skyline")} innen, freier Himmel auf der Terrasse`,
      ),
      "Power Supply": text(
        `${kw(venues.skyline.powerKw)}, plus 8 weatherproof outdoor circuits`,
        `${kw(venues.skyline.powerKw)}, dazu 8 wetterfeste Außenstromkreise`,
      ),
      "Audio System": text(
        `${stageAudio}; weatherproof terrace speakers`,
        `${stageAudioDe}; wetterfeste Terrassenlautsprecher`,
      ),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("400 sqm rooftop terrace", "400 m² Dachterrasse"),
        description: text(
          "Wrapping the stage floor on two sides, with views from the Main to the Taunus hills.",
          "Sie umgibt die Bühnenetage auf zwei Seiten, mit Blick vom Main bis zum Taunus.",
        ),
      },
      {
        title: text("Outdoor bar", "Außenbar"),
        description: text(
          "A permanent bar with cold storage and two service stations, run by our catering partners.",
          "Eine feste Bar mit Kühlraum und zwei Servicestationen, betrieben von unseren Catering-Partnern.",
        ),
      },
      {
        title: text("All-weather plan", "Plan für jedes Wetter"),
        description: text(
          "Heaters, awnings and a rain plan that moves the reception into the Sky Lounge in ten minutes.",
          "Heizstrahler, Markisen und ein Regenplan, der den Empfang in zehn Minuten in die Sky Lounge verlegt.",
        ),
      },
      {
        title: text("One floor, no transfers", "Eine Etage, keine Transfers"),
        description: text(
          "Sessions, dinner and the party on the same level, step-free throughout.",
          "Sessions, Dinner und Party auf derselben Ebene, durchgehend barrierefrei.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-stage-terrace-1"),
        alt: text(
          "The Sky Terrace at dusk with lounge seating",
          "Die Sky Terrace in der Abenddämmerung mit Lounge-Möbeln",
        ),
      },
      {
        image: art("product/skyline-stage-terrace-2"),
        alt: text("The terrace under its festoon lights", "Die Terrasse unter ihren Lichterketten"),
      },
      {
        image: art("product/skyline-stage-terrace-3"),
        alt: text(
          "The Sky Terrace at night, the skyline beyond the glass railing",
          "Die Sky Terrace bei Nacht, hinter dem Glasgeländer die Skyline",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Reception", "Stehempfang"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Drinks on the terrace, canapés in the lounge, the stage set for the evening's talk.",
          "Getränke auf der Terrasse, Canapés in der Lounge, die Bühne bereit für den Vortrag am Abend.",
        ),
        image: seating.skylineReception,
      },
      {
        name: text("Conference and terrace", "Konferenz und Terrasse"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Theatre seating inside, breaks and lunch outside.",
          "Reihenbestuhlung drinnen, Pausen und Mittagessen draußen.",
        ),
        image: seating.skylineTheatre,
      },
      {
        name: text("Summer BBQ", "Sommer-BBQ"),
        capacity: text(guests(120), gaeste(120)),
        description: text(
          "Long tables on the terrace with a grill station and the bar open.",
          "Lange Tafeln auf der Terrasse mit Grillstation und geöffneter Bar.",
        ),
        image: art("space/skyline-seating-bbq"),
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "liberty-stage",
    name: text("Liberty Stage", "Liberty Stage"),
    category: "STAGES",
    subtitle: text(
      "Floor 5 · A 600 sqm double-height atrium",
      "Etage 5 · Ein 600 m² großes Atrium mit doppelter Raumhöhe",
    ),
    description: text(
      "Liberty's atrium rises six metres, with a rigging grid that carries truss, projection and a car on a turntable if the launch needs one. Five rooms sit around it on the same floor, so a conference moves from plenary to workshop to lunch without anyone waiting for a lift.",
      "Das Atrium der Liberty ist sechs Meter hoch, sein Rigging-Grid trägt Traversen, Projektion und – wenn der Launch es verlangt – ein Auto auf der Drehscheibe. Fünf Räume liegen auf derselben Etage drumherum: Eine Konferenz wechselt vom Plenum in den Workshop und zum Mittagessen, ohne dass jemand auf den Aufzug wartet.",
    ),
    heroImage: art("product/liberty-stage"),
    heroImageAlt: text(
      "Liberty Atrium with a tall LED wall and a full audience in theatre rows",
      "Das Liberty-Atrium mit hoher LED-Wand und vollem Saal in Reihenbestuhlung",
    ),
    videoUrl: filmEmbedUrl("liberty-atrium-film"),
    specifications: {
      "Total Area": text(
        `${sqm(venues.liberty.stageAreaSqm)} (700 sqm with foyer)`,
        `${qm(venues.liberty.stageAreaSqm)} (700 m² mit Foyer)`,
      ),
      Components: text(
        "Atrium, foyer, Workshop, Arena, Straight-up, Boardroom, Hub",
        "Atrium, Foyer, Workshop, Arena, Straight-up, Boardroom, Hub",
      ),
      "LED Wall": text(
        `10 x 3 m (${ledWallSqm.single} sqm), 2.6 mm pixel pitch`,
        `10 x 3 m (${ledWallSqm.single} m²), Pixelabstand 2,6 mm`,
      ),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(ceilingText("liberty"), deckeDe("liberty")),
      "Power Supply": text(
        `${kw(venues.liberty.powerKw)}, 2 x 125 A and 4 x 63 A CEE`,
        `${kw(venues.liberty.powerKw)}, 2 x 125 A und 4 x 63 A CEE`,
      ),
      "Audio System": text(stageAudio, stageAudioDe),
      Rigging: text("Ceiling grid, 500 kg per point, 24 points", "Deckengrid, 500 kg pro Punkt, 24 Punkte"),
      Floor: text(String(venues.liberty.floor), String(venues.liberty.floor)),
    },
    features: [
      {
        title: text("Double-height atrium", "Atrium mit doppelter Raumhöhe"),
        description: text(
          "Six metres to the ceiling: room for truss, kinetic lighting and large stage builds.",
          "Sechs Meter bis zur Decke: Platz für Traversen, kinetisches Licht und große Bühnenbauten.",
        ),
      },
      {
        title: text("Rigging grid", "Rigging-Grid"),
        description: text(
          "24 certified points at 500 kg each, with our riggers on site for every build.",
          "24 zertifizierte Anschlagpunkte mit je 500 kg, unsere Rigger sind bei jedem Aufbau vor Ort.",
        ),
      },
      {
        title: text("Freight lift to the stage", "Lastenaufzug bis zur Bühne"),
        description: text(
          "A 3.5 t freight lift from the loading bay, large enough for a car or a set piece.",
          "Ein 3,5-t-Lastenaufzug von der Ladezone, groß genug für ein Auto oder ein Kulissenteil.",
        ),
      },
      {
        title: text("Rooms around the hall", "Räume rund um die Halle"),
        description: text(
          "Workshop, Arena, Straight-up, Boardroom and Hub a few steps from the plenary.",
          "Workshop, Arena, Straight-up, Boardroom und Hub, nur wenige Schritte vom Plenum entfernt.",
        ),
      },
      {
        title: text("LED wall", "LED-Wand"),
        description: text(
          "A 10 x 3 m LED wall with a media server and confidence monitors for the speakers.",
          "Eine 10 x 3 m große LED-Wand mit Medienserver und Confidence-Monitoren für die Vortragenden.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-stage-1-launch"),
        alt: text(
          "Liberty Atrium set for a product reveal",
          "Das Liberty-Atrium für eine Produktenthüllung eingerichtet",
        ),
      },
      {
        image: art("product/liberty-stage-2"),
        alt: text(
          "The Atrium stage under its rigging, the LED wall lit",
          "Die Atrium-Bühne unter dem Rigging, die LED-Wand leuchtet",
        ),
      },
      {
        image: art("product/liberty-stage-3-round-table"),
        alt: text(
          "A round table laid for a gala dinner in the Liberty Atrium",
          "Ein für das Gala-Dinner gedeckter runder Tisch im Liberty-Atrium",
        ),
      },
      {
        image: art("product/liberty-stage-4-bar"),
        alt: text(
          "Drinks at the Hub next to the Atrium, glasses in warm light",
          "Getränke im Hub neben dem Atrium, Gläser in warmem Licht",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre", "Reihenbestuhlung"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Rows facing the LED wall, with space at the back for the control desk.",
          "Stuhlreihen zur LED-Wand, hinten Platz für das Regiepult.",
        ),
        image: seating.libertyTheatre,
      },
      {
        name: text("Banquet", "Bankett"),
        capacity: text(guests(seatedPerStage.banquet), gaeste(seatedPerStage.banquet)),
        description: text(
          "Rounds of ten under the double-height ceiling.",
          "Zehnertische unter der doppelten Raumhöhe.",
        ),
        image: seating.libertyBanquet,
      },
      {
        name: text("Cabaret", "Cabaret"),
        capacity: text(guests(110), gaeste(110)),
        description: text(
          "Half-rounds for a conference with group work at the tables.",
          "Halbrunde Tische für eine Konferenz mit Gruppenarbeit an den Tischen.",
        ),
        image: seating.libertyCabaret,
      },
      {
        name: text("Classroom", "Parlamentarische Bestuhlung"),
        capacity: text(guests(seatedPerStage.classroom), gaeste(seatedPerStage.classroom)),
        description: text(
          "Tables in rows for trainings and certification days.",
          "Tischreihen für Trainings und Zertifizierungstage.",
        ),
        image: seating.libertyClassroom,
      },
      {
        name: text("Reception", "Stehempfang"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Standing tables in the Atrium with the Hub as a second bar.",
          "Stehtische im Atrium, der Hub als zweite Bar.",
        ),
        image: seating.libertyReception,
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "horizon-stage",
    name: text("Horizon Stage", "Horizon Stage"),
    category: "STAGES",
    subtitle: text("Floor 4 · The production stage", "Etage 4 · Die Produktionsbühne"),
    description: text(
      "Horizon is where SPARK's biggest productions happen: 600 sqm under a 6.5 metre ceiling, 500 kW of power and a broadcast gallery behind the stage. Launches, hybrid conferences and live shows run here with five 4K cameras, a vision mixer and a streaming encoder that are part of the room, not hired in.",
      "Auf der Horizon entstehen die größten Produktionen bei SPARK: 600 m² unter 6,5 Metern Deckenhöhe, 500 kW Leistung und eine Broadcast-Regie hinter der Bühne. Launches, hybride Konferenzen und Live-Shows laufen hier mit fünf 4K-Kameras, Bildmischer und Streaming-Encoder – fest im Raum installiert, nicht zugemietet.",
    ),
    heroImage: art("product/horizon-stage"),
    heroImageAlt: text(
      "Horizon Stage during a launch, beams of light above the LED wall and cameras in the room",
      "Die Horizon Stage bei einem Launch, Lichtstrahlen über der LED-Wand und Kameras im Saal",
    ),
    specifications: {
      "Total Area": text(
        `${sqm(venues.horizon.stageAreaSqm)} (650 sqm with foyer)`,
        `${qm(venues.horizon.stageAreaSqm)} (650 m² mit Foyer)`,
      ),
      Components: text(
        "Stage hall, foyer, Horizon Studio and broadcast gallery, Horizon Hub, Directors Circle",
        "Bühnenhalle, Foyer, Horizon Studio und Broadcast-Regie, Horizon Hub, Directors Circle",
      ),
      "LED Wall": text(
        `10 x 3 m (${ledWallSqm.single} sqm), 1.9 mm pixel pitch for camera`,
        `10 x 3 m (${ledWallSqm.single} m²), Pixelabstand 1,9 mm für die Kamera`,
      ),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(ceilingText("horizon"), deckeDe("horizon")),
      "Power Supply": text(
        `${kw(venues.horizon.powerKw)}, 4 x 125 A CEE, UPS for the broadcast gallery`,
        `${kw(venues.horizon.powerKw)}, 4 x 125 A CEE, USV für die Broadcast-Regie`,
      ),
      "Audio System": text(`${stageAudio}; separate broadcast mix`, `${stageAudioDe}; separater Broadcast-Mix`),
      Broadcast: text(
        "5 4K cameras, vision mixer, graphics, 2 encoders with redundant uplink",
        "5 4K-Kameras, Bildmischer, Grafik, 2 Encoder mit redundantem Uplink",
      ),
      Floor: text(String(venues.horizon.floor), String(venues.horizon.floor)),
    },
    features: [
      {
        title: text("Broadcast gallery", "Broadcast-Regie"),
        description: text(
          "Vision mixer, graphics and two encoders with a redundant uplink, operated by our crew.",
          "Bildmischer, Grafik und zwei Encoder mit redundantem Uplink, bedient von unserer Crew.",
        ),
      },
      {
        title: text("6.5 m ceiling", "6,5 m Deckenhöhe"),
        description: text(
          "The highest room at SPARK, with a motorised grid for lighting and scenic elements.",
          "Der höchste Raum bei SPARK, mit motorisiertem Grid für Licht und Szenenbild.",
        ),
      },
      {
        title: text("500 kW power", "500 kW Leistung"),
        description: text(
          "Enough for concert lighting, LED and broadcast at once, with UPS for the gallery.",
          "Genug für Konzertlicht, LED und Broadcast gleichzeitig, mit USV für die Regie.",
        ),
      },
      {
        title: text("Camera-grade LED", "Kamerataugliche LED"),
        description: text(
          "A 1.9 mm pixel pitch wall that stays sharp and moiré-free on camera.",
          "Eine Wand mit 1,9 mm Pixelabstand, die vor der Kamera scharf und moiréfrei bleibt.",
        ),
      },
      {
        title: text("Studio next door", "Studio nebenan"),
        description: text(
          "The Horizon Studio for interviews and a second stream while the stage is live.",
          "Das Horizon Studio für Interviews und einen zweiten Stream, während die Bühne live ist.",
        ),
      },
      {
        title: text("Loading bay access", "Zugang von der Ladezone"),
        description: text(
          "Step-free path and freight lift from the loading bay to the stage.",
          "Stufenloser Weg und Lastenaufzug von der Ladezone bis zur Bühne.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-stage-1-audience"),
        alt: text(
          "An audience in front of the Horizon LED wall under moving-head beams",
          "Publikum vor der LED-Wand der Horizon unter den Strahlen der Moving Heads",
        ),
      },
      {
        image: art("product/horizon-stage-control-room"),
        alt: text(
          "The broadcast gallery with the vision mixer and monitors",
          "Die Broadcast-Regie mit Bildmischer und Monitoren",
        ),
      },
      {
        image: art("product/horizon-stage-3-award"),
        alt: text(
          "Horizon Stage on an awards night, guests in front of the LED wall",
          "Die Horizon Stage an einem Award-Abend, Gäste vor der LED-Wand",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre", "Reihenbestuhlung"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Rows facing the stage with camera platforms left, right and centre.",
          "Stuhlreihen zur Bühne mit Kamerapodesten links, rechts und in der Mitte.",
        ),
        image: seating.horizonTheatre,
      },
      {
        name: text("Banquet", "Bankett"),
        capacity: text(guests(seatedPerStage.banquet), gaeste(seatedPerStage.banquet)),
        description: text(
          "Rounds of ten for awards nights and gala dinners with a show.",
          "Zehnertische für Award-Abende und Gala-Dinner mit Show.",
        ),
        image: seating.horizonBanquet,
      },
      {
        name: text("Broadcast set", "Broadcast-Set"),
        capacity: text(guests(120), gaeste(120)),
        description: text(
          "A studio set with an audience on three sides, lit for camera.",
          "Ein Studio-Set mit Publikum auf drei Seiten, für die Kamera ausgeleuchtet.",
        ),
        image: seating.horizonBroadcast,
      },
    ],
    floorPlans: ["horizon"],
  },
  {
    id: "nova-stage",
    name: text("Nova Stage", "Nova Stage"),
    category: "STAGES",
    subtitle: text("Floor 6 · Skyline's west wing, 400 sqm", "Etage 6 · Westflügel der Skyline, 400 m²"),
    description: text(
      "Nova is the west wing of the Skyline floor, divided from Vista by an acoustic wall: 400 sqm for a conference of 120 with the Skyline's views, its own 5 x 3 m LED wall and its own entrance from the foyer. The right size when the full Skyline is more room than your audience.",
      "Nova ist der Westflügel der Skyline-Etage, durch eine Akustikwand von Vista getrennt: 400 m² für eine Konferenz mit 120 Gästen, mit dem Ausblick der Skyline, einer eigenen 5 x 3 m großen LED-Wand und einem eigenen Zugang vom Foyer. Die richtige Größe, wenn die ganze Skyline mehr Raum bietet, als Ihr Publikum braucht.",
    ),
    heroImage: art("product/nova-stage"),
    heroImageAlt: text(
      "Nova Stage in theatre set-up with the 5 x 3 m LED wall and windows to the west",
      "Die Nova Stage in Reihenbestuhlung mit der 5 x 3 m großen LED-Wand und Fenstern nach Westen",
    ),
    specifications: {
      "Total Area": text(sqm(400), qm(400)),
      Components: text(
        "Nova wing of the Skyline floor with its own foyer entrance",
        "Nova-Flügel der Skyline-Etage mit eigenem Zugang vom Foyer",
      ),
      "LED Wall": text("5 x 3 m (15 sqm)", "5 x 3 m (15 m²)"),
      Capacity: text(guests(120), gaeste(120)),
      "Ceiling Height": text(ceilingText("skyline"), deckeDe("skyline")),
      "Power Supply": text(`${kw(150)} from the Skyline distribution`, `${kw(150)} aus der Skyline-Stromverteilung`),
      "Audio System": text(
        "Line array left and right, 4 wireless microphones",
        "Line-Array links und rechts, 4 Funkmikrofone",
      ),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("Acoustic partition", "Akustische Trennwand"),
        description: text(
          "A 55 dB mobile wall separates Nova from Vista, so two events run side by side.",
          "Eine mobile Wand mit 55 dB trennt Nova von Vista: Zwei Veranstaltungen laufen nebeneinander.",
        ),
      },
      {
        title: text("Sunset side", "Sonnenuntergangsseite"),
        description: text(
          "West-facing glass: the evening light falls straight onto the audience.",
          "Verglasung nach Westen: Das Abendlicht fällt direkt auf das Publikum.",
        ),
      },
      {
        title: text("Own LED wall", "Eigene LED-Wand"),
        description: text(
          "A 5 x 3 m LED wall with a presentation switcher at the lectern.",
          "Eine 5 x 3 m große LED-Wand mit Präsentationsumschalter am Rednerpult.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/nova-stage-1"),
        alt: text("Nova Stage with its LED wall lit", "Die Nova Stage mit leuchtender LED-Wand"),
      },
      {
        image: art("product/nova-stage-2"),
        alt: text("The Nova stage under moving-head beams", "Die Nova-Bühne unter den Strahlen der Moving Heads"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre", "Reihenbestuhlung"),
        capacity: text(guests(120), gaeste(120)),
        description: text("Rows facing the 5 x 3 m wall.", "Stuhlreihen zur 5 x 3 m großen Wand."),
        image: seating.skylineTheatre,
      },
      {
        name: text("Banquet", "Bankett"),
        capacity: text(guests(80), gaeste(80)),
        description: text("Rounds of ten by the west windows.", "Zehnertische an den Westfenstern."),
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "nova-stage-terrace",
    name: text("Nova Stage & Terrace", "Nova Stage & Terrace"),
    category: "STAGES",
    subtitle: text("Floor 6 · 550 sqm with the west terrace", "Etage 6 · 550 m² mit der Westterrasse"),
    description: text(
      "Nova with the west section of the Sky Terrace: 550 sqm for a meeting that ends outdoors. Run your sessions in the wing and move out for the sunset, with the terrace bar only a few steps from the door.",
      "Nova mit dem Westteil der Sky Terrace: 550 m² für ein Meeting, das draußen endet. Ihre Sessions finden im Flügel statt, zum Sonnenuntergang geht es hinaus – die Terrassenbar ist nur wenige Schritte von der Tür entfernt.",
    ),
    heroImage: art("product/nova-stage-terrace"),
    heroImageAlt: text(
      "The west terrace outside Nova at sunset with standing tables",
      "Die Westterrasse vor der Nova bei Sonnenuntergang, mit Stehtischen",
    ),
    specifications: {
      "Total Area": text(sqm(550), qm(550)),
      Components: text("Nova wing 400 sqm and west terrace 150 sqm", "Nova-Flügel 400 m² und Westterrasse 150 m²"),
      "LED Wall": text("5 x 3 m (15 sqm)", "5 x 3 m (15 m²)"),
      Capacity: text(`${guests(120)} seated, 150 standing`, `${gaeste(120)} sitzend, 150 stehend`),
      "Ceiling Height": text(`${ceilingText("skyline")} inside`, `${deckeDe("skyline")} innen`),
      "Power Supply": text(`${kw(150)}, plus 4 outdoor circuits`, `${kw(150)}, dazu 4 Außenstromkreise`),
      "Audio System": text(
        "Line array left and right, weatherproof terrace speakers",
        "Line-Array links und rechts, wetterfeste Terrassenlautsprecher",
      ),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("West terrace", "Westterrasse"),
        description: text(
          "150 sqm of the Sky Terrace reserved for your group, with heaters and awnings.",
          "150 m² der Sky Terrace exklusiv für Ihre Gruppe, mit Heizstrahlern und Markisen.",
        ),
      },
      {
        title: text("Sunset receptions", "Empfänge bei Sonnenuntergang"),
        description: text(
          "The terrace faces west: drinks at golden hour are part of the plan.",
          "Die Terrasse liegt nach Westen: Drinks zur goldenen Stunde gehören zum Programm.",
        ),
      },
      {
        title: text("Compact and private", "Kompakt und privat"),
        description: text(
          "Your own wing, your own terrace section, your own bar.",
          "Ihr eigener Flügel, Ihr eigener Terrassenbereich, Ihre eigene Bar.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/nova-stage-terrace-1"),
        alt: text(
          "The west terrace at dusk with lounge seating",
          "Die Westterrasse in der Abenddämmerung mit Lounge-Möbeln",
        ),
      },
      {
        image: art("product/nova-stage-terrace-2"),
        alt: text(
          "The west terrace outside Nova under festoon lights",
          "Die Westterrasse vor der Nova unter Lichterketten",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Reception", "Stehempfang"),
        capacity: text(guests(150), gaeste(150)),
        description: text("Standing on the terrace and in the wing.", "Stehend auf der Terrasse und im Flügel."),
        image: seating.skylineReception,
      },
      {
        name: text("Dinner", "Dinner"),
        capacity: text(guests(80), gaeste(80)),
        description: text("Long tables inside, aperitif outside.", "Lange Tafeln drinnen, Aperitif draußen."),
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "vista-stage",
    name: text("Vista Stage", "Vista Stage"),
    category: "STAGES",
    subtitle: text("Floor 6 · Skyline's east wing, 500 sqm", "Etage 6 · Ostflügel der Skyline, 500 m²"),
    description: text(
      "Vista is Skyline's larger wing: 500 sqm facing the bank towers, with the 10 x 3 m main LED wall and seats for 160. When Nova is booked alongside, the acoustic wall keeps both events undisturbed; when it is not, Vista feels like a stage of its own.",
      "Vista ist der größere Flügel der Skyline: 500 m² mit Blick auf die Bankentürme, mit der 10 x 3 m großen Haupt-LED-Wand und Sitzplätzen für 160 Gäste. Ist Nova zugleich gebucht, hält die Akustikwand beide Veranstaltungen ungestört; ist sie es nicht, wirkt Vista wie eine eigene Bühne.",
    ),
    heroImage: art("product/vista-stage"),
    heroImageAlt: text(
      "Vista Stage with the 10 x 3 m LED wall and the bank towers through the windows",
      "Die Vista Stage mit der 10 x 3 m großen LED-Wand, durch die Fenster die Bankentürme",
    ),
    specifications: {
      "Total Area": text(sqm(500), qm(500)),
      Components: text(
        "Vista wing of the Skyline floor with the main stage",
        "Vista-Flügel der Skyline-Etage mit der Hauptbühne",
      ),
      "LED Wall": text("10 x 3 m (30 sqm)", "10 x 3 m (30 m²)"),
      Capacity: text(guests(160), gaeste(160)),
      "Ceiling Height": text(ceilingText("skyline"), deckeDe("skyline")),
      "Power Supply": text(`${kw(300)} from the Skyline distribution`, `${kw(300)} aus der Skyline-Stromverteilung`),
      "Audio System": text(stageAudio, stageAudioDe),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("Main LED wall", "Haupt-LED-Wand"),
        description: text(
          "The Skyline's 10 x 3 m wall, with confidence monitors and a stage manager's desk.",
          "Die 10 x 3 m große Wand der Skyline, mit Confidence-Monitoren und Pult für die Bühnenleitung.",
        ),
      },
      {
        title: text("Tower views", "Blick auf die Türme"),
        description: text(
          "East-facing glass with the financial district in the frame.",
          "Verglasung nach Osten, das Bankenviertel im Bild.",
        ),
      },
      {
        title: text("Streaming ready", "Bereit für Streaming"),
        description: text(
          "Two of the Skyline's PTZ cameras cover the Vista stage.",
          "Zwei der PTZ-Kameras der Skyline erfassen die Vista-Bühne.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/vista-stage-1-audience"),
        alt: text("Vista Stage in theatre set-up", "Die Vista Stage in Reihenbestuhlung"),
      },
      {
        image: art("product/vista-stage-2"),
        alt: text("The Vista stage with its LED wall lit", "Die Vista-Bühne mit leuchtender LED-Wand"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre", "Reihenbestuhlung"),
        capacity: text(guests(160), gaeste(160)),
        description: text("Rows facing the main LED wall.", "Stuhlreihen zur Haupt-LED-Wand."),
        image: seating.skylineTheatre,
      },
      {
        name: text("Banquet", "Bankett"),
        capacity: text(guests(110), gaeste(110)),
        description: text(
          "Rounds of ten with the towers behind the stage.",
          "Zehnertische, hinter der Bühne die Türme.",
        ),
        image: seating.skylineBanquet,
      },
      {
        name: text("Cabaret", "Cabaret"),
        capacity: text(guests(80), gaeste(80)),
        description: text("Half-rounds for interactive sessions.", "Halbrunde Tische für interaktive Sessions."),
        image: seating.skylineCabaret,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "vista-stage-terrace",
    name: text("Vista Stage & Terrace", "Vista Stage & Terrace"),
    category: "STAGES",
    subtitle: text("Floor 6 · 750 sqm with the east terrace", "Etage 6 · 750 m² mit der Ostterrasse"),
    description: text(
      `Vista with 250 sqm of the Sky Terrace: a stage for 160 seated guests and a terrace for the reception of up to ${capacityText.single}. Ideal for a product evening that starts with a keynote and ends with the city at your feet.`,
      `Vista mit 250 m² der Sky Terrace: eine Bühne für 160 Gäste an Tischen und eine Terrasse für den Empfang mit bis zu ${capacityText.single} Gästen. Ideal für einen Produktabend, der mit einer Keynote beginnt und mit der Stadt zu Ihren Füßen endet.`,
    ),
    heroImage: art("product/vista-stage-terrace"),
    heroImageAlt: text(
      "The east terrace outside Vista with lounge furniture and the skyline",
      "Die Ostterrasse vor der Vista mit Lounge-Möbeln und der Skyline",
    ),
    specifications: {
      "Total Area": text(sqm(750), qm(750)),
      Components: text("Vista wing 500 sqm and east terrace 250 sqm", "Vista-Flügel 500 m² und Ostterrasse 250 m²"),
      "LED Wall": text("10 x 3 m (30 sqm)", "10 x 3 m (30 m²)"),
      Capacity: text(
        `${guests(160)} seated, ${capacity.singleStage} standing`,
        `${gaeste(160)} sitzend, ${capacity.singleStage} stehend`,
      ),
      "Ceiling Height": text(`${ceilingText("skyline")} inside`, `${deckeDe("skyline")} innen`),
      "Power Supply": text(`${kw(300)}, plus 4 outdoor circuits`, `${kw(300)}, dazu 4 Außenstromkreise`),
      "Audio System": text(
        `${stageAudio}; weatherproof terrace speakers`,
        `${stageAudioDe}; wetterfeste Terrassenlautsprecher`,
      ),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("East terrace", "Ostterrasse"),
        description: text(
          "250 sqm facing the towers, with the outdoor bar.",
          "250 m² mit Blick auf die Türme, mit der Außenbar.",
        ),
      },
      {
        title: text("Keynote to reception", "Von der Keynote zum Empfang"),
        description: text(
          "Doors open from the stage straight onto the terrace.",
          "Die Türen führen von der Bühne direkt auf die Terrasse.",
        ),
      },
      {
        title: text("Heated and covered", "Beheizt und überdacht"),
        description: text(
          "Heaters and awnings for April evenings and light rain.",
          "Heizstrahler und Markisen für Aprilabende und leichten Regen.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/vista-stage-terrace-1"),
        alt: text(
          "The east terrace at night with the towers lit beyond",
          "Die Ostterrasse bei Nacht, dahinter die beleuchteten Türme",
        ),
      },
      {
        image: art("product/vista-stage-terrace-2"),
        alt: text(
          "The east terrace's lounge seating under festoon lights",
          "Die Lounge-Möbel der Ostterrasse unter Lichterketten",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Reception", "Stehempfang"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text("Standing across the wing and the terrace.", "Stehend im Flügel und auf der Terrasse."),
        image: seating.skylineReception,
      },
      {
        name: text("Banquet", "Bankett"),
        capacity: text(guests(110), gaeste(110)),
        description: text("Dinner inside, dessert and drinks outside.", "Dinner drinnen, Dessert und Drinks draußen."),
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline"],
  },
  // ----- Combinations ---------------------------------------------------------------------------
  {
    id: "skyline-horizon-double",
    name: text("Skyline + Horizon", "Skyline + Horizon"),
    category: "STAGES",
    subtitle: text(
      "Floors 6 and 4 · Plenary above, production below",
      "Etagen 6 und 4 · Oben das Plenum, unten die Produktion",
    ),
    description: text(
      "The plenary on Skyline with the view, the broadcast on Horizon with the gallery: two stages linked by fibre, so the keynote plays live on both LED walls and questions come from both floors. A dedicated lift connects the two levels for speakers and crew.",
      "Das Plenum auf der Skyline mit Aussicht, der Broadcast auf der Horizon mit Regie: zwei Bühnen, per Glasfaser verbunden – die Keynote läuft live auf beiden LED-Wänden, Fragen kommen von beiden Etagen. Ein eigener Aufzug verbindet die beiden Ebenen für Vortragende und Crew.",
    ),
    heroImage: art("product/skyline-horizon-double"),
    heroImageAlt: text(
      "Split view of the Skyline plenary and the Horizon broadcast set, linked by a live feed",
      "Geteiltes Bild: das Plenum auf der Skyline und das Broadcast-Set auf der Horizon, verbunden durch eine Live-Schaltung",
    ),
    specifications: {
      "Total Area": text(
        sqm(skylineArea.detailSqm + venues.horizon.stageAreaSqm),
        qm(skylineArea.detailSqm + venues.horizon.stageAreaSqm),
      ),
      Components: text(
        "Skyline Stage (floor 6) and Horizon Stage with broadcast gallery (floor 4)",
        "Skyline Stage (Etage 6) und Horizon Stage mit Broadcast-Regie (Etage 4)",
      ),
      "LED Wall": text(
        `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
        `${ledWallSqm.double} m²: je eine 10 x 3 m große Wand pro Etage`,
      ),
      Capacity: text(guests(capacity.double.min), gaeste(capacity.double.min)),
      "Ceiling Height": text(
        `${ceilingText("skyline")} (Skyline), ${ceilingText("horizon")} (Horizon)`,
        `${deckeDe("skyline")} (Skyline), ${deckeDe("horizon")} (Horizon)`,
      ),
      "Power Supply": text(
        `${kw(combinedPowerKw("skyline", "horizon"))} (450 + 500 kW)`,
        `${kw(combinedPowerKw("skyline", "horizon"))} (450 + 500 kW)`,
      ),
      "Audio System": text(
        "Line arrays on both floors, shared digital network, live relay in both directions",
        "Line-Arrays auf beiden Etagen, gemeinsames Digitalnetz, Live-Übertragung in beide Richtungen",
      ),
      Floors: text(
        `${venues.skyline.floor} and ${venues.horizon.floor}`,
        `${venues.skyline.floor} und ${venues.horizon.floor}`,
      ),
    },
    features: [
      {
        title: text("Live relay", "Live-Übertragung"),
        description: text(
          "Fibre link between the floors: programme, audio and Q&A travel both ways with under 100 ms delay.",
          "Glasfaser zwischen den Etagen: Programm, Ton und Q&A laufen in beide Richtungen mit weniger als 100 ms Verzögerung.",
        ),
      },
      {
        title: text("Broadcast gallery", "Broadcast-Regie"),
        description: text(
          "Horizon's gallery produces one stream from both stages.",
          "Die Regie der Horizon produziert aus beiden Bühnen einen Stream.",
        ),
      },
      {
        title: text("Speaker lift", "Aufzug für Vortragende"),
        description: text(
          "A reserved lift takes speakers from stage to stage in under a minute.",
          "Ein reservierter Aufzug bringt Vortragende in weniger als einer Minute von Bühne zu Bühne.",
        ),
      },
      {
        title: text("Reception with a view", "Empfang mit Aussicht"),
        description: text("The evening moves to the Skyline terrace.", "Der Abend zieht auf die Skyline-Terrasse um."),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-horizon-double-1-audience"),
        alt: text(
          "Skyline plenary watching a live link to Horizon",
          "Das Plenum auf der Skyline verfolgt eine Live-Schaltung zur Horizon",
        ),
      },
      {
        image: art("product/skyline-horizon-double-2-broadcast"),
        alt: text("Horizon broadcast set with cameras", "Das Broadcast-Set der Horizon mit Kameras"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Plenary with live relay", "Plenum mit Live-Übertragung"),
        capacity: text(guests(capacity.double.min), gaeste(capacity.double.min)),
        description: text(
          `${capacityText.single} on Skyline, ${capacity.double.min - capacity.singleStage} on Horizon, one programme on both LED walls.`,
          `${capacityText.single} auf der Skyline, ${capacity.double.min - capacity.singleStage} auf der Horizon, ein Programm auf beiden LED-Wänden.`,
        ),
        image: seating.skylineTheatre,
      },
      {
        name: text("Conference and broadcast", "Konferenz und Broadcast"),
        capacity: text(guests(capacity.double.min), gaeste(capacity.double.min)),
        description: text(
          "Plenary upstairs, interviews and streamed sessions downstairs.",
          "Oben das Plenum, unten Interviews und gestreamte Sessions.",
        ),
        image: seating.horizonBroadcast,
      },
    ],
    floorPlans: ["skyline", "horizon"],
  },
  {
    id: "skyline-liberty-double",
    name: text("Skyline + Liberty", "Skyline + Liberty"),
    category: "STAGES",
    subtitle: text("Floors 6 and 5 · Plenary and workshops", "Etagen 6 und 5 · Plenum und Workshops"),
    description: text(
      "The classic two-floor conference: keynotes on Skyline, workshops and breakouts in Liberty's six spaces one floor below, and lunch in the Hub. Two staircases and two lifts connect the floors, so 400 guests change sessions in five minutes.",
      "Die klassische Konferenz über zwei Etagen: Keynotes auf der Skyline, Workshops und Breakouts in den sechs Räumen der Liberty eine Etage tiefer, Mittagessen im Hub. Zwei Treppenhäuser und zwei Aufzüge verbinden die Etagen – 400 Gäste wechseln in fünf Minuten die Session.",
    ),
    heroImage: art("product/skyline-liberty-double"),
    heroImageAlt: text(
      "Guests moving from the Skyline plenary to the Liberty workshop rooms",
      "Gäste auf dem Weg vom Plenum der Skyline in die Workshopräume der Liberty",
    ),
    specifications: {
      "Total Area": text(
        sqm(skylineArea.detailSqm + venues.liberty.stageAreaSqm),
        qm(skylineArea.detailSqm + venues.liberty.stageAreaSqm),
      ),
      Components: text(
        "Skyline Stage (floor 6), Liberty Atrium and five rooms (floor 5)",
        "Skyline Stage (Etage 6), Liberty-Atrium und fünf Räume (Etage 5)",
      ),
      "LED Wall": text(
        `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
        `${ledWallSqm.double} m²: je eine 10 x 3 m große Wand pro Etage`,
      ),
      Capacity: text(guests(capacity.double.max), gaeste(capacity.double.max)),
      "Ceiling Height": text(
        `${ceilingText("skyline")} (Skyline), ${ceilingText("liberty")} (Liberty)`,
        `${deckeDe("skyline")} (Skyline), ${deckeDe("liberty")} (Liberty)`,
      ),
      "Power Supply": text(
        `${kw(combinedPowerKw("skyline", "liberty"))} (450 + 400 kW)`,
        `${kw(combinedPowerKw("skyline", "liberty"))} (450 + 400 kW)`,
      ),
      "Audio System": text(
        "Line arrays on both floors, ceiling audio in all rooms, live relay",
        "Line-Arrays auf beiden Etagen, Deckenlautsprecher in allen Räumen, Live-Übertragung",
      ),
      Floors: text(
        `${venues.skyline.floor} and ${venues.liberty.floor}`,
        `${venues.skyline.floor} und ${venues.liberty.floor}`,
      ),
    },
    features: [
      {
        title: text("Adjacent floors", "Benachbarte Etagen"),
        description: text(
          "Two staircases and two lifts: session changes take minutes, not a transfer.",
          "Zwei Treppenhäuser und zwei Aufzüge: Ein Sessionwechsel dauert Minuten, kein Transfer nötig.",
        ),
      },
      {
        title: text("Eight rooms in total", "Acht Räume insgesamt"),
        description: text(
          "Two stages plus Workshop, Arena, Straight-up, Boardroom and Hub.",
          "Zwei Bühnen plus Workshop, Arena, Straight-up, Boardroom und Hub.",
        ),
      },
      {
        title: text("Live relay", "Live-Übertragung"),
        description: text(
          "The keynote plays on the Liberty LED wall for the overflow audience.",
          "Die Keynote läuft für das Overflow-Publikum auf der LED-Wand der Liberty.",
        ),
      },
      {
        title: text("Terrace finale", "Finale auf der Terrasse"),
        description: text("The day ends on the Sky Terrace.", "Der Tag endet auf der Sky Terrace."),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-liberty-double-1-conference"),
        alt: text(
          "Skyline plenary for a two-floor conference",
          "Das Plenum auf der Skyline bei einer Konferenz über zwei Etagen",
        ),
      },
      {
        image: art("product/skyline-liberty-double-workshop"),
        alt: text("Breakout session in the Liberty Workshop", "Breakout-Session im Workshop der Liberty"),
      },
      {
        image: art("product/skyline-liberty-double-3-lunch"),
        alt: text("Lunch in the Liberty Hub", "Mittagessen im Liberty Hub"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Plenary with relay", "Plenum mit Übertragung"),
        capacity: text(guests(capacity.double.max), gaeste(capacity.double.max)),
        description: text(
          `${capacityText.single} on Skyline, ${capacityText.single} in the Liberty Atrium watching live.`,
          `${capacityText.single} auf der Skyline, ${capacityText.single} live im Liberty-Atrium.`,
        ),
        image: seating.skylineTheatre,
      },
      {
        name: text("Conference and breakouts", "Konferenz und Breakouts"),
        capacity: text(guests(capacity.double.max), gaeste(capacity.double.max)),
        description: text(
          "Plenary upstairs, six parallel tracks downstairs.",
          "Oben das Plenum, unten sechs parallele Tracks.",
        ),
        image: seating.libertyClassroom,
      },
      {
        name: text("Dinner on two floors", "Dinner auf zwei Etagen"),
        capacity: text(guests(2 * seatedPerStage.banquet), gaeste(2 * seatedPerStage.banquet)),
        description: text(
          "Banquet on both stages with one show on both LED walls.",
          "Bankett auf beiden Bühnen mit einer Show auf beiden LED-Wänden.",
        ),
        image: seating.libertyBanquet,
      },
    ],
    floorPlans: ["skyline", "liberty"],
  },
  {
    id: "horizon-liberty-double",
    name: text("Horizon + Liberty", "Horizon + Liberty"),
    category: "STAGES",
    subtitle: text("Floors 4 and 5 · Two double-height halls", "Etagen 4 und 5 · Zwei Hallen mit doppelter Raumhöhe"),
    description: text(
      "The two double-height halls together: Horizon's 6.5 m production stage and Liberty's 6.0 m atrium on adjacent floors, with 900 kW of power between them. The pairing for large builds, exhibitions with a main stage, and hybrid events with a studio audience.",
      "Die beiden hohen Hallen zusammen: die Produktionsbühne der Horizon mit 6,5 m und das Atrium der Liberty mit 6,0 m, auf benachbarten Etagen und mit 900 kW Leistung. Die Kombination für große Bauten, Ausstellungen mit Hauptbühne und hybride Veranstaltungen mit Studiopublikum.",
    ),
    heroImage: art("product/horizon-liberty-double"),
    heroImageAlt: text(
      "Horizon stage and Liberty atrium, both with tall LED walls, during one event",
      "Horizon-Bühne und Liberty-Atrium, beide mit hohen LED-Wänden, während derselben Veranstaltung",
    ),
    specifications: {
      "Total Area": text(
        sqm(venues.horizon.stageAreaSqm + venues.liberty.stageAreaSqm),
        qm(venues.horizon.stageAreaSqm + venues.liberty.stageAreaSqm),
      ),
      Components: text(
        "Horizon Stage and broadcast gallery (floor 4), Liberty Atrium and five rooms (floor 5)",
        "Horizon Stage und Broadcast-Regie (Etage 4), Liberty-Atrium und fünf Räume (Etage 5)",
      ),
      "LED Wall": text(
        `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
        `${ledWallSqm.double} m²: je eine 10 x 3 m große Wand pro Etage`,
      ),
      Capacity: text(guests(capacity.double.max), gaeste(capacity.double.max)),
      "Ceiling Height": text(
        `${ceilingText("horizon")} (Horizon), ${ceilingText("liberty")} (Liberty)`,
        `${deckeDe("horizon")} (Horizon), ${deckeDe("liberty")} (Liberty)`,
      ),
      "Power Supply": text(
        `${kw(combinedPowerKw("liberty", "horizon"))} (500 + 400 kW)`,
        `${kw(combinedPowerKw("liberty", "horizon"))} (500 + 400 kW)`,
      ),
      "Audio System": text(
        "Line arrays on both floors, broadcast mix from the Horizon gallery",
        "Line-Arrays auf beiden Etagen, Broadcast-Mix aus der Regie der Horizon",
      ),
      Floors: text(
        `${venues.horizon.floor} and ${venues.liberty.floor}`,
        `${venues.horizon.floor} und ${venues.liberty.floor}`,
      ),
    },
    features: [
      {
        title: text("Two tall halls", "Zwei hohe Hallen"),
        description: text(
          "6.5 m and 6.0 m ceilings for rigging, projection and set builds.",
          "6,5 m und 6,0 m Deckenhöhe für Rigging, Projektion und Bühnenbau.",
        ),
      },
      {
        title: text("900 kW combined", "900 kW zusammen"),
        description: text(
          "Power for concert lighting and LED on both floors at once.",
          "Strom für Konzertlicht und LED auf beiden Etagen gleichzeitig.",
        ),
      },
      {
        title: text("Exhibition and stage", "Ausstellung und Bühne"),
        description: text("Stands in the Atrium, the show on Horizon.", "Stände im Atrium, die Show auf der Horizon."),
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-liberty-double-1"),
        alt: text("The Liberty Atrium with its LED wall lit", "Das Liberty-Atrium mit leuchtender LED-Wand"),
      },
      {
        image: art("product/horizon-liberty-double-2"),
        alt: text("Main show on the Horizon stage", "Die Hauptshow auf der Horizon-Bühne"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Plenary with relay", "Plenum mit Übertragung"),
        capacity: text(guests(capacity.double.max), gaeste(capacity.double.max)),
        description: text(
          `${capacityText.single} on Horizon, ${capacityText.single} in the Atrium, one programme.`,
          `${capacityText.single} auf der Horizon, ${capacityText.single} im Atrium, ein Programm.`,
        ),
        image: seating.horizonTheatre,
      },
      {
        name: text("Exhibition and show", "Ausstellung und Show"),
        capacity: text(guests(capacity.double.max), gaeste(capacity.double.max)),
        description: text(
          "Partner stands on Liberty, keynotes on Horizon.",
          "Partnerstände auf der Liberty, Keynotes auf der Horizon.",
        ),
        image: seating.libertyReception,
      },
    ],
    floorPlans: ["horizon", "liberty"],
  },
  {
    id: "horizon-skyline-double",
    name: text("Horizon + Skyline", "Horizon + Skyline"),
    category: "STAGES",
    subtitle: text("Floors 4 and 6 · Show below, dinner above", "Etagen 4 und 6 · Unten die Show, oben das Dinner"),
    description: text(
      "Horizon leads: the show, launch or awards ceremony on the production stage, then the guests ride up to Skyline for dinner and the terrace. The order matters for the build: Horizon carries the heavy production, Skyline is dressed for hospitality.",
      "Die Horizon gibt den Ton an: Show, Launch oder Preisverleihung auf der Produktionsbühne, danach fahren die Gäste hinauf zur Skyline, zu Dinner und Terrasse. Die Reihenfolge zählt für den Aufbau: Die Horizon trägt die schwere Produktion, die Skyline ist für die Gastlichkeit eingerichtet.",
    ),
    heroImage: art("product/horizon-skyline-double"),
    heroImageAlt: text(
      "Awards show on Horizon followed by dinner on Skyline",
      "Award-Show auf der Horizon, danach Dinner auf der Skyline",
    ),
    specifications: {
      "Total Area": text(
        `${sqm(venues.horizon.stageAreaSqm + skylineArea.detailSqm)} (${sqm(venues.horizon.stageAreaSqm + skylineArea.detailWithTerraceSqm)} with the Sky Terrace)`,
        `${qm(venues.horizon.stageAreaSqm + skylineArea.detailSqm)} (${qm(venues.horizon.stageAreaSqm + skylineArea.detailWithTerraceSqm)} mit der Sky Terrace)`,
      ),
      Components: text(
        "Horizon Stage (floor 4) for the show, Skyline Stage and Sky Terrace (floor 6) for hospitality",
        "Horizon Stage (Etage 4) für die Show, Skyline Stage und Sky Terrace (Etage 6) für die Bewirtung",
      ),
      "LED Wall": text(
        `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
        `${ledWallSqm.double} m²: je eine 10 x 3 m große Wand pro Etage`,
      ),
      Capacity: text(guests(capacity.double.min), gaeste(capacity.double.min)),
      "Ceiling Height": text(
        `${ceilingText("horizon")} (Horizon), ${ceilingText("skyline")} (Skyline)`,
        `${deckeDe("horizon")} (Horizon), ${deckeDe("skyline")} (Skyline)`,
      ),
      "Power Supply": text(
        `${kw(combinedPowerKw("horizon", "skyline"))} (500 + 450 kW)`,
        `${kw(combinedPowerKw("horizon", "skyline"))} (500 + 450 kW)`,
      ),
      "Audio System": text(
        "Show system on Horizon, dinner and DJ system on Skyline",
        "Showanlage auf der Horizon, Dinner- und DJ-Anlage auf der Skyline",
      ),
      Floors: text(
        `${venues.horizon.floor} and ${venues.skyline.floor}`,
        `${venues.horizon.floor} und ${venues.skyline.floor}`,
      ),
    },
    features: [
      {
        title: text("Show and dinner", "Show und Dinner"),
        description: text(
          "A production stage for the show and a hospitality floor with a view for dinner.",
          "Eine Produktionsbühne für die Show und eine Etage mit Aussicht für das Dinner.",
        ),
      },
      {
        title: text("Guided transfer", "Begleiteter Wechsel"),
        description: text(
          "Hosts guide guests by lift in groups of 20, while the Sky Lounge serves drinks.",
          "Unser Host-Team begleitet die Gäste in Gruppen von 20 im Aufzug nach oben, während die Sky Lounge Getränke serviert.",
        ),
      },
      {
        title: text("Terrace included", "Terrasse inklusive"),
        description: text(
          "The 400 sqm Sky Terrace is part of the Skyline booking.",
          "Die 400 m² große Sky Terrace gehört zur Buchung der Skyline.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-skyline-double-1-award"),
        alt: text("Awards on the Horizon stage", "Preisverleihung auf der Horizon-Bühne"),
      },
      {
        image: art("product/horizon-skyline-double-2-dinner"),
        alt: text("Dinner on Skyline after the show", "Dinner auf der Skyline nach der Show"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Show and dinner", "Show und Dinner"),
        capacity: text(guests(capacity.double.min), gaeste(capacity.double.min)),
        description: text(
          "Theatre on Horizon, then banquet and terrace on Skyline.",
          "Reihenbestuhlung auf der Horizon, danach Bankett und Terrasse auf der Skyline.",
        ),
        image: seating.horizonTheatre,
      },
      {
        name: text("Launch and reception", "Launch und Empfang"),
        capacity: text(guests(capacity.double.min), gaeste(capacity.double.min)),
        description: text(
          "Reveal on Horizon, standing reception upstairs.",
          "Enthüllung auf der Horizon, Stehempfang eine Etage höher.",
        ),
        image: seating.skylineReception,
      },
    ],
    floorPlans: ["horizon", "skyline"],
  },
  {
    id: "skyline-liberty-horizon-triple",
    name: text("Skyline + Liberty + Horizon", "Skyline + Liberty + Horizon"),
    category: "STAGES",
    subtitle: text("Floors 4, 5 and 6 · The whole event building", "Etagen 4, 5 und 6 · Das ganze Eventgebäude"),
    description: text(
      `All three stages for one event: 2100 sqm of stage floors, 2500 sqm with the terrace, ${capacityText.triple} guests and 90 sqm of LED. Partner summits, company anniversaries and multi-track conferences take the building over, with one run of show, one crew and one broadcast across three floors.`,
      `Alle drei Bühnen für eine Veranstaltung: 2.100 m² Bühnenfläche, 2.500 m² mit der Terrasse, ${capacityText.triple} Gäste und 90 m² LED. Partnergipfel, Firmenjubiläen und Konferenzen mit mehreren Tracks übernehmen das ganze Haus – mit einem Ablaufplan, einer Crew und einem Broadcast über drei Etagen.`,
    ),
    heroImage: art("product/skyline-liberty-horizon-triple"),
    heroImageAlt: text(
      "The SPARK building at night with all three event floors lit",
      "Das SPARK-Gebäude bei Nacht, alle drei Eventetagen beleuchtet",
    ),
    videoUrl: filmEmbedUrl("hybrid-conference-film"),
    specifications: {
      "Total Area": text(
        `${sqm(skylineArea.detailSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} (${sqm(skylineArea.detailWithTerraceSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} with the Sky Terrace)`,
        `${qm(skylineArea.detailSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} (${qm(skylineArea.detailWithTerraceSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} mit der Sky Terrace)`,
      ),
      Components: text(
        "Skyline (floor 6), Liberty (floor 5) and Horizon (floor 4) with all rooms",
        "Skyline (Etage 6), Liberty (Etage 5) und Horizon (Etage 4) mit allen Räumen",
      ),
      "LED Wall": text(
        `${ledWallSqm.triple} sqm: a 10 x 3 m wall on each floor`,
        `${ledWallSqm.triple} m²: je eine 10 x 3 m große Wand pro Etage`,
      ),
      Capacity: text(guests(capacity.triple), gaeste(capacity.triple)),
      "Ceiling Height": text(
        `${ceilingText("skyline")}, ${ceilingText("liberty")} and ${ceilingText("horizon")}`,
        `${deckeDe("skyline")}, ${deckeDe("liberty")} und ${deckeDe("horizon")}`,
      ),
      "Power Supply": text(
        `${kw(combinedPowerKw("skyline", "liberty", "horizon"))} (450 + 400 + 500 kW)`,
        `${kw(combinedPowerKw("skyline", "liberty", "horizon"))} (450 + 400 + 500 kW)`,
      ),
      "Audio System": text(
        "Line arrays on three floors on one audio network, live relay between all stages",
        "Line-Arrays auf drei Etagen in einem Audionetz, Live-Übertragung zwischen allen Bühnen",
      ),
      Floors: text("4, 5 and 6", "4, 5 und 6"),
    },
    features: [
      {
        title: text("Three stages, one show", "Drei Bühnen, eine Show"),
        description: text(
          "One run of show, one production crew and one stream across three floors.",
          "Ein Ablaufplan, eine Produktionscrew und ein Stream über drei Etagen.",
        ),
      },
      {
        title: text(`${capacityText.triple} guests`, `${capacityText.triple} Gäste`),
        description: text(
          "Plenary with live relay on all three stages, then tracks on each floor.",
          "Plenum mit Live-Übertragung auf alle drei Bühnen, danach Tracks auf jeder Etage.",
        ),
      },
      {
        title: text("Private building", "Ein Haus nur für Sie"),
        description: text(
          "Your branding from the lobby to the terrace, your guest list at the door.",
          "Ihr Branding von der Lobby bis zur Terrasse, Ihre Gästeliste am Eingang.",
        ),
      },
      {
        title: text("1350 kW", "1.350 kW"),
        description: text(
          "Power for every floor's production at once.",
          "Strom für die Produktion auf allen Etagen gleichzeitig.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-liberty-horizon-triple-1-summit"),
        alt: text("Partner summit across three floors", "Partnergipfel über drei Etagen"),
      },
      {
        image: art("product/skyline-liberty-horizon-triple-lobby"),
        alt: text("Lobby branded for a company anniversary", "Die Lobby im Branding eines Firmenjubiläums"),
      },
      {
        image: art("product/skyline-liberty-horizon-triple-3-terrace"),
        alt: text("Closing party on the Sky Terrace", "Abschlussparty auf der Sky Terrace"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Plenary with relay", "Plenum mit Übertragung"),
        capacity: text(guests(capacity.triple), gaeste(capacity.triple)),
        description: text(
          "Keynote on one stage, live on the other two.",
          "Keynote auf einer Bühne, live auf den beiden anderen.",
        ),
        image: seating.horizonTheatre,
      },
      {
        name: text("Multi-track conference", "Konferenz mit mehreren Tracks"),
        capacity: text(guests(capacity.triple), gaeste(capacity.triple)),
        description: text(
          "Three stages and eight rooms for parallel tracks.",
          "Drei Bühnen und acht Räume für parallele Tracks.",
        ),
        image: seating.libertyClassroom,
      },
      {
        name: text("Gala across floors", "Gala über mehrere Etagen"),
        capacity: text(guests(3 * seatedPerStage.banquet), gaeste(3 * seatedPerStage.banquet)),
        description: text(
          "Banquet on all three stages with one show.",
          "Bankett auf allen drei Bühnen mit einer Show.",
        ),
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline", "liberty", "horizon"],
  },
  // ----- Studios ----------------------------------------------------------------------------
  {
    id: "skyline-studio",
    name: text("Skyline Studio", "Skyline Studio"),
    category: "STUDIOS",
    subtitle: text("Floor 6 · Broadcast and podcast studio", "Etage 6 · Broadcast- und Podcast-Studio"),
    description: text(
      "A 100 sqm acoustically treated studio next to the Skyline stage, with three 4K cameras, a vision mixer, an LED backdrop and a streaming encoder. Record a podcast in the morning, stream a panel at noon, and film speaker interviews between sessions.",
      "Ein 100 m² großes, akustisch optimiertes Studio neben der Skyline-Bühne, mit drei 4K-Kameras, Bildmischer, LED-Hintergrund und Streaming-Encoder. Morgens einen Podcast aufnehmen, mittags ein Panel streamen und zwischen den Sessions Interviews mit den Vortragenden drehen.",
    ),
    heroImage: art("product/skyline-studio"),
    heroImageAlt: text(
      "Skyline Studio set for a podcast: two guests at a round table with microphones",
      "Das Skyline Studio für einen Podcast eingerichtet: zwei Gäste an einem runden Tisch mit Mikrofonen",
    ),
    videoUrl: filmEmbedUrl("skyline-studio-film"),
    specifications: {
      "Total Area": text(sqm(100), qm(100)),
      Components: text("Studio floor, control room, green room", "Studiofläche, Regieraum, Green Room"),
      "LED Wall": text("LED backdrop 6 x 2.5 m (15 sqm)", "LED-Hintergrund 6 x 2,5 m (15 m²)"),
      Capacity: text("30 people", "30 Personen"),
      "Ceiling Height": text(ceilingText("skyline"), deckeDe("skyline")),
      "Power Supply": text("63 A CEE, UPS for the control room", "63 A CEE, USV für den Regieraum"),
      "Audio System": text(
        "4 podcast microphones, 4 wireless lavaliers, digital mixer with multitrack recording",
        "4 Podcast-Mikrofone, 4 Funk-Ansteckmikrofone, Digitalmischpult mit Mehrspuraufnahme",
      ),
      Cameras: text(
        "3 4K PTZ cameras, vision mixer, streaming encoder",
        "3 4K-PTZ-Kameras, Bildmischer, Streaming-Encoder",
      ),
    },
    features: [
      {
        title: text("Three-camera set", "Drei-Kamera-Set"),
        description: text(
          "Three 4K cameras cut live by our operator or recorded as ISO tracks.",
          "Drei 4K-Kameras, live geschnitten von unserem Operator oder als ISO-Spuren aufgezeichnet.",
        ),
      },
      {
        title: text("LED backdrop", "LED-Hintergrund"),
        description: text(
          "Your brand, a virtual set or the skyline feed behind the talent.",
          "Ihre Marke, ein virtuelles Set oder die Skyline als Livebild hinter den Gästen.",
        ),
      },
      {
        title: text("Multitrack audio", "Mehrspur-Audio"),
        description: text(
          "Every microphone on its own track for post-production.",
          "Jedes Mikrofon auf einer eigenen Spur für die Postproduktion.",
        ),
      },
      {
        title: text("Green room", "Green Room"),
        description: text(
          "Make-up, wardrobe and a quiet corner for the next guest.",
          "Maske, Garderobe und eine ruhige Ecke für den nächsten Gast.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-studio-podcast-recording"),
        alt: text("Podcast recording in the Skyline Studio", "Podcast-Aufnahme im Skyline Studio"),
      },
      {
        image: art("product/skyline-studio-control-room"),
        alt: text("The studio control room with the vision mixer", "Der Regieraum des Studios mit dem Bildmischer"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Podcast", "Podcast"),
        capacity: text("4 on set", "4 Personen am Set"),
        description: text("Round table with four microphones.", "Runder Tisch mit vier Mikrofonen."),
        image: art("space/skyline-studio-podcast"),
      },
      {
        name: text("Panel with audience", "Panel mit Publikum"),
        capacity: text("30 people", "30 Personen"),
        description: text("Four on stage, audience of 30.", "Vier auf der Bühne, 30 im Publikum."),
        image: art("space/skyline-studio-panel"),
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "liberty-studio",
    name: text("Liberty Studio", "Liberty Studio"),
    category: "STUDIOS",
    subtitle: text("Floor 5 · Podcast and recording studio", "Etage 5 · Podcast- und Aufnahmestudio"),
    description: text(
      "A 40 sqm studio for podcasts, voice-overs and video statements, with two cameras, a producer's desk and a room treated to broadcast standard. Book it with a producer, or on its own for your team's own recording days.",
      "Ein 40 m² großes Studio für Podcasts, Voice-overs und Videostatements, mit zwei Kameras, einem Produzentenplatz und einem Raum in Broadcast-Qualität. Buchen Sie es mit Produzentin oder Produzent – oder allein für die Aufnahmetage Ihres eigenen Teams.",
    ),
    heroImage: art("product/liberty-studio"),
    heroImageAlt: text(
      "Liberty Studio with two microphones on arms and acoustic panels",
      "Das Liberty Studio mit zwei Mikrofonen an Gelenkarmen und Akustikpaneelen",
    ),
    specifications: {
      "Total Area": text(sqm(40), qm(40)),
      Components: text("Recording room and producer's desk", "Aufnahmeraum und Produzentenplatz"),
      "LED Wall": text("55-inch monitor backdrop", "55-Zoll-Monitor als Hintergrund"),
      Capacity: text("8 people", "8 Personen"),
      "Ceiling Height": text("3.0 m", "3,0 m"),
      "Power Supply": text("230 V circuits, UPS-backed", "230-V-Stromkreise mit USV"),
      "Audio System": text(
        "4 broadcast microphones, 8-channel recorder, monitoring headphones",
        "4 Broadcast-Mikrofone, 8-Kanal-Recorder, Abhörkopfhörer",
      ),
      Cameras: text("2 4K cameras", "2 4K-Kameras"),
    },
    features: [
      {
        title: text("Broadcast acoustics", "Broadcast-Akustik"),
        description: text(
          "Treated walls and ceiling: clean voice recordings without a booth.",
          "Behandelte Wände und Decke: saubere Sprachaufnahmen ohne Sprecherkabine.",
        ),
      },
      {
        title: text("Two cameras", "Zwei Kameras"),
        description: text("Video podcasts and statements in 4K.", "Videopodcasts und Statements in 4K."),
      },
      {
        title: text("Producer on request", "Produktion auf Wunsch"),
        description: text(
          "A producer who records, edits and delivers the files the same day.",
          "Eine Produzentin oder ein Produzent nimmt auf, schneidet und liefert die Dateien noch am selben Tag.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-studio-podcast"),
        alt: text(
          "Two people recording a podcast in the Liberty Studio",
          "Zwei Personen nehmen im Liberty Studio einen Podcast auf",
        ),
      },
      {
        image: art("product/liberty-studio-producer-desk"),
        alt: text(
          "The producer desk of the Liberty Studio: monitors above a mixing desk",
          "Der Produzentenplatz im Liberty Studio: Monitore über einem Mischpult",
        ),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["liberty"],
  },
  {
    id: "horizon-studio",
    name: text("Horizon Studio", "Horizon Studio"),
    category: "STUDIOS",
    subtitle: text("Floor 4 · Studio and broadcast gallery", "Etage 4 · Studio und Broadcast-Regie"),
    description: text(
      "The studio beside the Horizon stage and the gallery that produces every Horizon broadcast: interviews, second streams and remote speakers come from here. Book it with the stage, or on its own for a studio production with a crew of twelve.",
      "Das Studio neben der Horizon-Bühne und die Regie, die jeden Broadcast der Horizon produziert: Interviews, zweite Streams und zugeschaltete Vortragende kommen von hier. Buchen Sie es zusammen mit der Bühne oder allein für eine Studioproduktion mit einer Crew von zwölf Personen.",
    ),
    heroImage: art("product/horizon-studio"),
    heroImageAlt: text(
      "Horizon Studio with a curved LED backdrop, a ring light and cameras on tripods",
      "Das Horizon Studio mit gebogenem LED-Hintergrund, Ringlicht und Kameras auf Stativen",
    ),
    videoUrl: filmEmbedUrl("horizon-stage-film"),
    specifications: {
      "Total Area": text(sqm(50), qm(50)),
      Components: text("Interview studio and broadcast gallery", "Interviewstudio und Broadcast-Regie"),
      "LED Wall": text("LED backdrop 4 x 2.5 m (10 sqm)", "LED-Hintergrund 4 x 2,5 m (10 m²)"),
      Capacity: text("12 people", "12 Personen"),
      "Ceiling Height": text("3.2 m", "3,2 m"),
      "Power Supply": text("63 A CEE with UPS", "63 A CEE mit USV"),
      "Audio System": text(
        "Broadcast mixing desk, 6 wireless lavaliers, intercom",
        "Broadcast-Mischpult, 6 Funk-Ansteckmikrofone, Intercom",
      ),
      Broadcast: text(
        "Vision mixer, graphics, 2 encoders, redundant uplink",
        "Bildmischer, Grafik, 2 Encoder, redundanter Uplink",
      ),
    },
    features: [
      {
        title: text("Broadcast gallery", "Broadcast-Regie"),
        description: text(
          "Vision mixer, graphics and recording for the stage and the studio.",
          "Bildmischer, Grafik und Aufzeichnung für Bühne und Studio.",
        ),
      },
      {
        title: text("Remote speakers", "Zugeschaltete Vortragende"),
        description: text(
          "Bring speakers in from anywhere with a low-latency return feed.",
          "Holen Sie Vortragende von überall dazu, mit latenzarmem Rückkanal.",
        ),
      },
      {
        title: text("Redundant uplink", "Redundanter Uplink"),
        description: text(
          "Two encoders on two lines: the stream stays up.",
          "Zwei Encoder auf zwei Leitungen: Der Stream bleibt stabil.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-studio-1"),
        alt: text("Interview set in the Horizon Studio", "Interview-Set im Horizon Studio"),
      },
      {
        image: art("product/horizon-studio-control-room"),
        alt: text(
          "The broadcast gallery with its wall of monitors and the vision mixer desk",
          "Die Broadcast-Regie mit ihrer Monitorwand und dem Bildmischerpult",
        ),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["horizon"],
  },
  // ----- Spaces -------------------------------------------------------------------------------
  {
    id: "workshop",
    name: text("Workshop", "Workshop"),
    category: "SPACES",
    subtitle: text("Floor 5 · Daylight room for hands-on work", "Etage 5 · Tageslichtraum für praktische Arbeit"),
    description: text(
      "A 110 sqm daylight room on the Liberty floor with writable walls on every side, mobile tables and a laser projector. Sprint teams, trainings and breakouts from the Atrium work here, with the Hub next door for coffee.",
      "Ein 110 m² großer Tageslichtraum auf der Liberty-Etage mit beschreibbaren Wänden auf allen Seiten, mobilen Tischen und einem Laserprojektor. Hier arbeiten Sprint-Teams, Trainings und Breakouts aus dem Atrium, der Hub mit Kaffee liegt gleich nebenan.",
    ),
    heroImage: art("product/liberty-workshop"),
    heroImageAlt: text(
      "Workshop room with sticky notes on writable walls and teams at mobile tables",
      "Workshopraum mit Haftnotizen an beschreibbaren Wänden und Teams an mobilen Tischen",
    ),
    specifications: {
      "Total Area": text(sqm(110), qm(110)),
      Components: text("Workshop room with materials store", "Workshopraum mit Materiallager"),
      Capacity: text("60 people", "60 Personen"),
      "Ceiling Height": text("3.2 m", "3,2 m"),
      Presentation: text(
        "Laser projector, wireless presentation, 2 mobile screens",
        "Laserprojektor, kabellose Präsentation, 2 mobile Bildschirme",
      ),
      "Audio System": text("Ceiling speakers, 2 wireless microphones", "Deckenlautsprecher, 2 Funkmikrofone"),
      Floor: text(String(venues.liberty.floor), String(venues.liberty.floor)),
    },
    features: [
      {
        title: text("Writable walls", "Beschreibbare Wände"),
        description: text(
          "Every wall is a whiteboard, with markers and sticky notes in stock.",
          "Jede Wand ist ein Whiteboard, Marker und Haftnotizen liegen bereit.",
        ),
      },
      {
        title: text("Mobile furniture", "Mobile Möbel"),
        description: text(
          "Tables and chairs on wheels: from classroom to team islands in five minutes.",
          "Tische und Stühle auf Rollen: in fünf Minuten von Reihen zu Teaminseln.",
        ),
      },
      {
        title: text("Workshop kit", "Workshop-Ausstattung"),
        description: text(
          "Flipcharts, timers, cards and a facilitator's trolley.",
          "Flipcharts, Timer, Moderationskarten und ein Moderationswagen.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-workshop-1"),
        alt: text("Teams working at four islands in the Workshop", "Teams arbeiten an vier Inseln im Workshop"),
      },
      {
        image: art("product/liberty-workshop-2"),
        alt: text(
          "The Workshop with sticky notes on the walls and teams at mobile tables",
          "Der Workshop mit Haftnotizen an den Wänden und Teams an mobilen Tischen",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Classroom", "Parlamentarische Bestuhlung"),
        capacity: text("40 people", "40 Personen"),
        description: text("Tables in rows facing the projection.", "Tischreihen mit Blick auf die Projektion."),
        image: seating.libertyClassroom,
      },
      {
        name: text("Team islands", "Teaminseln"),
        capacity: text("48 people", "48 Personen"),
        description: text(
          "Four islands of twelve for group work.",
          "Vier Inseln mit je zwölf Plätzen für Gruppenarbeit.",
        ),
        image: art("space/liberty-seating-islands"),
      },
      {
        name: text("Workshop", "Workshop"),
        capacity: text("60 people", "60 Personen"),
        description: text(
          "Open floor with standing tables and walls to write on.",
          "Offene Fläche mit Stehtischen und Wänden zum Beschreiben.",
        ),
        image: art("space/liberty-seating-workshop"),
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "arena",
    name: text("Arena", "Arena"),
    category: "SPACES",
    subtitle: text("Floor 5 · Amphitheatre for 40", "Etage 5 · Amphitheater für 40"),
    description: text(
      "Tiered steps in a 34 sqm amphitheatre bring 40 guests close to the speaker. Pitches, demos, fireside chats and the morning stand-up of a large team feel more personal here than on any stage.",
      "Die Sitzstufen des 34 m² großen Amphitheaters bringen 40 Gäste nah an die Vortragenden. Pitches, Demos, Kamingespräche und das morgendliche Stand-up eines großen Teams wirken hier persönlicher als auf jeder Bühne.",
    ),
    heroImage: art("product/liberty-arena"),
    heroImageAlt: text("The Arena with its large screen lit", "Die Arena mit leuchtendem Großbildschirm"),
    specifications: {
      "Total Area": text(sqm(namedRooms.arena.areaSqm), qm(namedRooms.arena.areaSqm)),
      Components: text("Amphitheatre steps and speaker area", "Sitzstufen und Bereich für Vortragende"),
      Capacity: text(guests(namedRooms.arena.guests), gaeste(namedRooms.arena.guests)),
      "Ceiling Height": text("3.2 m", "3,2 m"),
      Presentation: text("86-inch touch screen, wireless presentation", "86-Zoll-Touchscreen, kabellose Präsentation"),
      "Audio System": text(
        "Ceiling microphones, portable speaker system",
        "Deckenmikrofone, mobile Lautsprecheranlage",
      ),
      Floor: text(String(venues.liberty.floor), String(venues.liberty.floor)),
    },
    features: [
      {
        title: text("Tiered seating", "Stufensitze"),
        description: text(
          "Three rows of steps with cushions: everyone sees and hears.",
          "Drei Stufenreihen mit Kissen: Alle sehen und hören gut.",
        ),
      },
      {
        title: text("Touch screen", "Touchscreen"),
        description: text(
          "An 86-inch touch screen for demos and live sketching.",
          "Ein 86-Zoll-Touchscreen für Demos und Live-Skizzen.",
        ),
      },
      {
        title: text("Recorded on request", "Aufzeichnung auf Wunsch"),
        description: text(
          "Ceiling microphones record the session for those who missed it.",
          "Deckenmikrofone zeichnen die Session für alle auf, die nicht dabei sein konnten.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-arena-1-audience"),
        alt: text("Pitch session in the Arena", "Pitch-Session in der Arena"),
      },
      {
        image: art("product/liberty-arena-2"),
        alt: text("The Arena facing its large screen", "Die Arena mit Blick auf den Großbildschirm"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["liberty"],
  },
  {
    id: "straight-up",
    name: text("Straight-up", "Straight-up"),
    category: "SPACES",
    subtitle: text("Floor 5 · Stand-up meeting room", "Etage 5 · Meetingraum für Stand-ups"),
    description: text(
      "No chairs, on purpose. A 56 sqm room with high tables, a wall-sized whiteboard and a screen, for stand-ups, retrospectives and the decisions that should take twenty minutes, not an afternoon.",
      "Keine Stühle – mit Absicht. Ein 56 m² großer Raum mit Stehtischen, einem wandgroßen Whiteboard und einem Bildschirm: für Stand-ups, Retrospektiven und Entscheidungen, die zwanzig Minuten dauern sollten, nicht einen Nachmittag.",
    ),
    heroImage: art("product/liberty-straight-up"),
    heroImageAlt: text(
      "Straight-up room with high tables and a wall-sized whiteboard",
      "Der Straight-up mit Stehtischen und einem wandgroßen Whiteboard",
    ),
    specifications: {
      "Total Area": text(sqm(56), qm(56)),
      Components: text("Stand-up room with whiteboard wall", "Stand-up-Raum mit Whiteboard-Wand"),
      Capacity: text("30 people", "30 Personen"),
      "Ceiling Height": text("3.2 m", "3,2 m"),
      Presentation: text("75-inch screen, wireless presentation", "75-Zoll-Bildschirm, kabellose Präsentation"),
      "Audio System": text("Ceiling speakers", "Deckenlautsprecher"),
      Floor: text(String(venues.liberty.floor), String(venues.liberty.floor)),
    },
    features: [
      {
        title: text("High tables", "Stehtische"),
        description: text(
          "Six high tables that keep meetings short and energy high.",
          "Sechs Stehtische, die Meetings kurz und die Energie hoch halten.",
        ),
      },
      {
        title: text("Whiteboard wall", "Whiteboard-Wand"),
        description: text(
          "Seven metres of whiteboard for boards, plans and retros.",
          "Sieben Meter Whiteboard für Boards, Pläne und Retros.",
        ),
      },
      {
        title: text("Coffee next door", "Kaffee nebenan"),
        description: text(
          "The Hub's coffee bar is two steps away.",
          "Die Kaffeebar im Hub ist zwei Schritte entfernt.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-straight-up-1-workshop"),
        alt: text("Team stand-up around high tables", "Team-Stand-up an Stehtischen"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["liberty"],
  },
  {
    id: "boardroom",
    name: text("Boardroom", "Boardroom"),
    category: "SPACES",
    subtitle: text("Floor 5 · Executive meetings for 25", "Etage 5 · Vorstandssitzungen für 25"),
    description: text(
      "An 80 sqm boardroom with one table for 25 guests: walnut, leather and daylight, a hybrid conference system with ceiling microphones, and a host who looks after coffee, lunch and the guest list.",
      "Ein 80 m² großer Boardroom mit einem Tisch für 25 Gäste: Nussbaum, Leder und Tageslicht, ein hybrides Konferenzsystem mit Deckenmikrofonen und ein Host, der sich um Kaffee, Mittagessen und die Gästeliste kümmert.",
    ),
    heroImage: art("product/liberty-boardroom"),
    heroImageAlt: text(
      "Boardroom with a long walnut table, leather chairs and two large screens",
      "Boardroom mit langem Nussbaumtisch, Lederstühlen und zwei großen Bildschirmen",
    ),
    specifications: {
      "Total Area": text(sqm(namedRooms.boardroom.areaSqm), qm(namedRooms.boardroom.areaSqm)),
      Components: text("Boardroom with pantry", "Boardroom mit Pantry"),
      Capacity: text(guests(namedRooms.boardroom.guests), gaeste(namedRooms.boardroom.guests)),
      "Ceiling Height": text("3.2 m", "3,2 m"),
      Presentation: text("2 98-inch screens, wireless presentation", "2 98-Zoll-Bildschirme, kabellose Präsentation"),
      "Audio System": text(
        "Hybrid video conference system with ceiling microphone array",
        "Hybrides Videokonferenzsystem mit Deckenmikrofon-Array",
      ),
      Floor: text(String(venues.liberty.floor), String(venues.liberty.floor)),
    },
    features: [
      {
        title: text("Hybrid-ready", "Bereit für hybride Sitzungen"),
        description: text(
          "Cameras and ceiling microphones that make remote members equal members.",
          "Kameras und Deckenmikrofone, die zugeschaltete Mitglieder zu gleichberechtigten Teilnehmenden machen.",
        ),
      },
      {
        title: text("Hosted service", "Betreuter Service"),
        description: text(
          "A host for coffee, lunch and guests, so nobody leaves the table.",
          "Ein Host für Kaffee, Mittagessen und Gäste – niemand muss den Tisch verlassen.",
        ),
      },
      {
        title: text("Privacy", "Diskretion"),
        description: text(
          "Blackout blinds and a separate entrance from the lift lobby.",
          "Verdunkelung und ein separater Zugang von der Aufzugslobby.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-boardroom-1"),
        alt: text(
          "Board meeting with remote members on screen",
          "Vorstandssitzung mit zugeschalteten Mitgliedern auf dem Bildschirm",
        ),
      },
      {
        image: art("product/liberty-boardroom-2"),
        alt: text(
          "The Boardroom's long walnut table with leather chairs along both sides",
          "Der lange Nussbaumtisch des Boardrooms mit Lederstühlen an beiden Seiten",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Boardroom", "Boardroom"),
        capacity: text(guests(namedRooms.boardroom.guests), gaeste(namedRooms.boardroom.guests)),
        description: text("One table for 25.", "Ein Tisch für 25."),
        image: art("space/liberty-seating-boardroom"),
      },
      {
        name: text("U-shape", "U-Form"),
        capacity: text(guests(20), gaeste(20)),
        description: text("Open end towards the screens.", "Offene Seite zu den Bildschirmen."),
        image: art("space/liberty-seating-ushape"),
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "directors-circle",
    name: text("Directors Circle", "Directors Circle"),
    category: "SPACES",
    subtitle: text("Floor 4 · Private room for 12", "Etage 4 · Privater Raum für 12"),
    description: text(
      "A 60 sqm private room with a round table for twelve, next to the Horizon stage: speaker briefings, the VIP lunch, or the confidential meeting that runs alongside the main event without anyone noticing.",
      "Ein 60 m² großer privater Raum mit rundem Tisch für zwölf, direkt neben der Horizon-Bühne: für Briefings der Vortragenden, das VIP-Lunch oder das vertrauliche Meeting, das unbemerkt parallel zur Hauptveranstaltung läuft.",
    ),
    heroImage: art("product/horizon-directors-circle"),
    heroImageAlt: text(
      "Directors Circle with a round table for twelve under a warm pendant light",
      "Der Directors Circle mit rundem Tisch für zwölf unter einer warmen Pendelleuchte",
    ),
    specifications: {
      "Total Area": text(sqm(60), qm(60)),
      Components: text("Private room with its own pantry", "Privater Raum mit eigener Pantry"),
      Capacity: text("12 people", "12 Personen"),
      "Ceiling Height": text("3.2 m", "3,2 m"),
      Presentation: text("65-inch screen, video conference system", "65-Zoll-Bildschirm, Videokonferenzsystem"),
      "Audio System": text("Ceiling microphones and speakers", "Deckenmikrofone und -lautsprecher"),
      Floor: text(String(venues.horizon.floor), String(venues.horizon.floor)),
    },
    features: [
      {
        title: text("Round table", "Runder Tisch"),
        description: text("Twelve seats, no head of the table.", "Zwölf Plätze, kein Kopfende."),
      },
      {
        title: text("Next to the stage", "Direkt neben der Bühne"),
        description: text(
          "Speakers step from the briefing to the stage in a minute.",
          "Vortragende gehen in einer Minute vom Briefing auf die Bühne.",
        ),
      },
      {
        title: text("Private service", "Privater Service"),
        description: text(
          "Lunch and drinks served in the room by your own host.",
          "Mittagessen und Getränke serviert im Raum, von Ihrem eigenen Host.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-directors-circle-1"),
        alt: text("VIP lunch in the Directors Circle", "VIP-Lunch im Directors Circle"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["horizon"],
  },
  // ----- Offices (SPATIAL) ---------------------------------------------------------------------
  {
    id: "private-office",
    name: text("Private Office", "Private Office"),
    category: "SPATIAL",
    subtitle: text("Floors 7-8 · For teams up to 8", "Etagen 7–8 · Für Teams bis 8 Personen"),
    description: text(
      "A furnished, lockable office for up to eight people on the co-working floors above the stages. Move in with a laptop: desks, chairs, storage, fibre and a reception are ready, and the event floors are a lift ride away.",
      "Ein möbliertes, abschließbares Büro für bis zu acht Personen auf den Coworking-Etagen über den Bühnen. Mit dem Laptop einziehen: Schreibtische, Stühle, Stauraum, Glasfaser und ein Empfang sind bereit, und die Eventetagen sind nur eine Aufzugfahrt entfernt.",
    ),
    heroImage: art("product/office-private"),
    heroImageAlt: text(
      "Private office with two desks by the window and a view over Frankfurt",
      "Private Office mit zwei Schreibtischen am Fenster und Blick über Frankfurt",
    ),
    specifications: {
      Area: text(officeSizes[0].area, officeAreaDe(0)),
      Capacity: text(`Up to ${officeSizes[0].people} people`, `Bis zu ${officeSizes[0].people} Personen`),
      Floors: text("7 and 8", "7 und 8"),
      Furnishing: text(
        "Desks, ergonomic chairs, lockable storage",
        "Schreibtische, ergonomische Stühle, abschließbarer Stauraum",
      ),
      Connectivity: text("Fibre, Wi-Fi 6, own VLAN on request", "Glasfaser, Wi-Fi 6, eigenes VLAN auf Wunsch"),
      Terms: text("From one month", "Ab einem Monat"),
    },
    features: [
      {
        title: text("Ready to move in", "Bezugsfertig"),
        description: text(
          "Furnished, cleaned and connected before you arrive.",
          "Möbliert, gereinigt und angeschlossen, bevor Sie ankommen.",
        ),
      },
      {
        title: text("Meeting credits", "Meetingraum-Guthaben"),
        description: text(
          "Monthly credits for the meeting rooms on floors 7 and 8.",
          "Monatliches Guthaben für die Meetingräume auf den Etagen 7 und 8.",
        ),
      },
      {
        title: text("Member rates downstairs", "Mitgliederpreise im Haus"),
        description: text(
          "Preferential rates for the Boardroom and the stages.",
          "Vorzugspreise für den Boardroom und die Bühnen.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/office-private-1"),
        alt: text("Private office with a small meeting table", "Private Office mit kleinem Besprechungstisch"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  {
    id: "team-office",
    name: text("Team Office", "Team Office"),
    category: "SPATIAL",
    subtitle: text("Floors 7-8 · For teams up to 20", "Etagen 7–8 · Für Teams bis 20 Personen"),
    description: text(
      "An office for a team of up to twenty, with its own meeting corner and phone booths on the floor. Grow into the next size up without moving buildings.",
      "Ein Büro für ein Team von bis zu zwanzig Personen, mit eigener Besprechungsecke und Telefonkabinen auf der Etage. Wachsen Sie in die nächste Größe hinein, ohne das Gebäude zu wechseln.",
    ),
    heroImage: art("product/office-team"),
    heroImageAlt: text(
      "Team office with rows of desks and a meeting corner by the window",
      "Team Office mit Schreibtischreihen und einer Besprechungsecke am Fenster",
    ),
    specifications: {
      Area: text(officeSizes[1].area, officeAreaDe(1)),
      Capacity: text(`Up to ${officeSizes[1].people} people`, `Bis zu ${officeSizes[1].people} Personen`),
      Floors: text("7 and 8", "7 und 8"),
      Furnishing: text("Desks, chairs, meeting corner, storage", "Schreibtische, Stühle, Besprechungsecke, Stauraum"),
      Connectivity: text("Fibre, Wi-Fi 6, own VLAN", "Glasfaser, Wi-Fi 6, eigenes VLAN"),
      Terms: text("From three months", "Ab drei Monaten"),
    },
    features: [
      {
        title: text("Own meeting corner", "Eigene Besprechungsecke"),
        description: text("A table for six inside your office.", "Ein Tisch für sechs Personen in Ihrem Büro."),
      },
      {
        title: text("Phone booths", "Telefonkabinen"),
        description: text(
          "Soundproof booths on the floor for calls.",
          "Schallgeschützte Kabinen auf der Etage für Telefonate.",
        ),
      },
      {
        title: text("Room to grow", "Platz zum Wachsen"),
        description: text(
          "Add adjacent offices as the team grows.",
          "Angrenzende Büros kommen hinzu, wenn das Team wächst.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/office-team-1"),
        alt: text("Team office with a meeting corner", "Team Office mit Besprechungsecke"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  {
    id: "corporate-office",
    name: text("Corporate Office", "Corporate Office"),
    category: "SPATIAL",
    subtitle: text("Floors 7-8 · A suite of your own", "Etagen 7–8 · Eine eigene Suite"),
    description: text(
      "2-20 adjacent offices combined into a suite for up to 50 people, with your own entrance, your branding and reception service. A Frankfurt base for a regional team or a project office for a year-long programme.",
      "2 bis 20 benachbarte Büros, zusammengelegt zu einer Suite für bis zu 50 Personen, mit eigenem Eingang, Ihrem Branding und Empfangsservice. Ein Standort in Frankfurt für ein regionales Team oder ein Projektbüro für ein Programm über ein Jahr.",
    ),
    heroImage: art("product/office-corporate"),
    heroImageAlt: text(
      "Corporate office suite with a branded reception wall and glass meeting rooms",
      "Corporate-Office-Suite mit gebrandeter Empfangswand und gläsernen Meetingräumen",
    ),
    specifications: {
      Area: text(officeSizes[2].area, officeAreaDe(2)),
      Capacity: text(`Up to ${officeSizes[2].people} people`, `Bis zu ${officeSizes[2].people} Personen`),
      Floors: text("7 and 8", "7 und 8"),
      Components: text(
        "2-20 adjacent offices, private meeting rooms, kitchenette",
        "2 bis 20 benachbarte Büros, eigene Meetingräume, Teeküche",
      ),
      Connectivity: text("Fibre, Wi-Fi 6, dedicated network", "Glasfaser, Wi-Fi 6, eigenes Netzwerk"),
      Terms: text("From twelve months", "Ab zwölf Monaten"),
    },
    features: [
      {
        title: text("Own entrance and branding", "Eigener Eingang und Branding"),
        description: text("Your logo on the door and in the reception.", "Ihr Logo an der Tür und am Empfang."),
      },
      {
        title: text("Private meeting rooms", "Eigene Meetingräume"),
        description: text("Meeting rooms inside the suite.", "Meetingräume innerhalb der Suite."),
      },
      {
        title: text("Reception service", "Empfangsservice"),
        description: text(
          "Guests welcomed and announced at the front desk.",
          "Gäste werden am Empfang begrüßt und angekündigt.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/office-corporate-1"),
        alt: text("Corporate suite meeting room", "Meetingraum einer Corporate-Suite"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  {
    id: "enterprise-office",
    name: text("Enterprise Office", "Enterprise Office"),
    category: "SPATIAL",
    subtitle: text("Floors 7-8 · Headquarters space", "Etagen 7–8 · Fläche für Ihren Hauptsitz"),
    description: text(
      "Floor sections from 300 sqm up to 2500 sqm for 100 people and more, fitted out to your design, your IT and your security. Your headquarters in Frankfurt, with three event stages in the same building.",
      "Etagenbereiche von 300 m² bis 2.500 m² für 100 Personen und mehr, ausgebaut nach Ihrem Design, mit Ihrer IT und Ihren Sicherheitsstandards. Ihr Hauptsitz in Frankfurt – mit drei Eventbühnen im selben Haus.",
    ),
    heroImage: art("product/office-enterprise"),
    heroImageAlt: text(
      "Enterprise office floor with open workspaces and glass meeting rooms",
      "Enterprise-Office-Etage mit offenen Arbeitsbereichen und gläsernen Meetingräumen",
    ),
    specifications: {
      Area: text(officeSizes[3].area, officeAreaDe(3)),
      Capacity: text(`${officeSizes[3].people} people`, `${officeSizes[3].people} Personen`),
      Floors: text("7 and 8", "7 und 8"),
      Components: text(
        "Open workspace, meeting rooms, kitchen, own reception",
        "Offene Arbeitsbereiche, Meetingräume, Küche, eigener Empfang",
      ),
      Connectivity: text("Dedicated fibre and network, your IT", "Eigene Glasfaser und eigenes Netzwerk, Ihre IT"),
      Terms: text("From 36 months, fit-out included", "Ab 36 Monaten, Ausbau inklusive"),
    },
    features: [
      {
        title: text("Fit-out to your design", "Ausbau nach Ihrem Design"),
        description: text(
          "Our architects build your layout, materials and brand.",
          "Unsere Architektinnen und Architekten setzen Ihr Layout, Ihre Materialien und Ihre Marke um.",
        ),
      },
      {
        title: text("Your IT, your security", "Ihre IT, Ihre Sicherheit"),
        description: text(
          "Dedicated fibre, server room and access control.",
          "Eigene Glasfaser, Serverraum und Zutrittskontrolle.",
        ),
      },
      {
        title: text("Events in the building", "Events im Haus"),
        description: text(
          "Town halls and launches on the stages at member rates.",
          "Mitarbeiterversammlungen und Launches auf den Bühnen zu Mitgliederpreisen.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/office-enterprise-1"),
        alt: text("Enterprise office kitchen and lounge", "Küche und Lounge eines Enterprise Office"),
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  // ----- Floors -------------------------------------------------------------------------------
  {
    id: "skyline-floor",
    name: text("Skyline Floor", "Skyline Floor"),
    category: "STAGES",
    subtitle: text("Floor 6 · The whole floor, 1700 sqm", "Etage 6 · Die ganze Etage, 1.700 m²"),
    description: text(
      "The whole sixth floor for your event: both stage wings, the Sky Lounge, the Skyline Studio and the 400 sqm terrace. 1700 sqm for a product day that needs a stage, a studio, a lounge and a party, all on one level.",
      "Die ganze sechste Etage für Ihre Veranstaltung: beide Bühnenflügel, die Sky Lounge, das Skyline Studio und die 400 m² große Terrasse. 1.700 m² für einen Produkttag, der Bühne, Studio, Lounge und Party braucht – alles auf einer Ebene.",
    ),
    heroImage: art("product/skyline-floor"),
    heroImageAlt: text(
      "The Skyline floor: the stage with its two LED walls and the city behind the glass",
      "Die Skyline-Etage: die Bühne mit ihren zwei LED-Wänden, hinter dem Glas die Stadt",
    ),
    specifications: {
      "Total Area": text(sqm(skylineArea.configurationRange.max), qm(skylineArea.configurationRange.max)),
      Components: text(
        "Nova and Vista wings, foyer, Sky Lounge, Skyline Studio, Sky Terrace",
        "Flügel Nova und Vista, Foyer, Sky Lounge, Skyline Studio, Sky Terrace",
      ),
      "LED Wall": text(
        "2 walls: 10 x 3 m and 5 x 3 m, plus the studio's LED backdrop",
        "2 Wände: 10 x 3 m und 5 x 3 m, dazu der LED-Hintergrund des Studios",
      ),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(ceilingText("skyline"), deckeDe("skyline")),
      "Power Supply": text(kw(venues.skyline.powerKw), kw(venues.skyline.powerKw)),
      "Audio System": text(
        `${stageAudio}; lounge and terrace systems`,
        `${stageAudioDe}; Anlagen für Lounge und Terrasse`,
      ),
      Floor: text(String(venues.skyline.floor), String(venues.skyline.floor)),
    },
    features: [
      {
        title: text("Exclusive floor", "Exklusive Etage"),
        description: text(
          "No other event on floor 6 on your day.",
          "An Ihrem Tag keine andere Veranstaltung auf Etage 6.",
        ),
      },
      {
        title: text("Stage, studio, lounge, terrace", "Bühne, Studio, Lounge, Terrasse"),
        description: text(
          "Every kind of space an event day needs, on one level.",
          "Jede Art von Fläche, die ein Eventtag braucht, auf einer Ebene.",
        ),
      },
      {
        title: text("Your branding", "Ihr Branding"),
        description: text(
          "Lift lobby, foyer and LED walls dressed in your brand.",
          "Aufzugslobby, Foyer und LED-Wände in Ihrem Markenauftritt.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-floor-foyer"),
        alt: text("Skyline floor foyer with branding", "Foyer der Skyline-Etage mit Branding"),
      },
      {
        image: art("product/skyline-floor-2-terrace"),
        alt: text("Sky Lounge and terrace at night", "Sky Lounge und Terrasse bei Nacht"),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre and terrace", "Reihenbestuhlung und Terrasse"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Theatre on the stage, reception on the terrace.",
          "Reihenbestuhlung auf der Bühne, Empfang auf der Terrasse.",
        ),
        image: seating.skylineTheatre,
      },
      {
        name: text("Banquet and lounge", "Bankett und Lounge"),
        capacity: text(guests(160), gaeste(160)),
        description: text(
          "Gala dinner with the lounge as after-show bar.",
          "Gala-Dinner, danach die Lounge als Aftershow-Bar.",
        ),
        image: seating.skylineBanquet,
      },
      {
        name: text("Two events side by side", "Zwei Veranstaltungen nebeneinander"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Nova and Vista divided by the acoustic wall for two parallel sessions, sharing the lounge and terrace.",
          "Nova und Vista, durch die Akustikwand getrennt, für zwei parallele Sessions – Lounge und Terrasse teilen sich beide.",
        ),
        image: seating.skylineCabaret,
      },
      {
        name: text("Reception across the floor", "Empfang auf der ganzen Etage"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Stage, lounge and terrace open as one space with three bars.",
          "Bühne, Lounge und Terrasse als eine offene Fläche mit drei Bars.",
        ),
        image: seating.skylineReception,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "liberty-floor",
    name: text("Liberty Floor", "Liberty Floor"),
    category: "STAGES",
    subtitle: text("Floor 5 · Atrium and six rooms, 1140 sqm", "Etage 5 · Atrium und sechs Räume, 1.140 m²"),
    description: text(
      "The whole fifth floor: the Atrium with its foyer, Workshop, Arena, Straight-up, Boardroom, Hub and Liberty Studio. 1140 sqm for a conference with plenary, parallel tracks, a board meeting and lunch, without anyone taking a lift.",
      "Die ganze fünfte Etage: das Atrium mit Foyer, Workshop, Arena, Straight-up, Boardroom, Hub und Liberty Studio. 1.140 m² für eine Konferenz mit Plenum, parallelen Tracks, einer Vorstandssitzung und Mittagessen, ohne dass jemand den Aufzug nehmen muss.",
    ),
    heroImage: art("product/liberty-floor"),
    heroImageAlt: text(
      "The Liberty floor with the Atrium and rooms around it",
      "Die Liberty-Etage mit dem Atrium und den Räumen drumherum",
    ),
    specifications: {
      "Total Area": text(sqm(1140), qm(1140)),
      Components: text(
        "Atrium and foyer (700 sqm), Workshop, Arena, Straight-up, Boardroom, Hub, Liberty Studio",
        "Atrium und Foyer (700 m²), Workshop, Arena, Straight-up, Boardroom, Hub, Liberty Studio",
      ),
      "LED Wall": text(`10 x 3 m (${ledWallSqm.single} sqm)`, `10 x 3 m (${ledWallSqm.single} m²)`),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(`${ceilingText("liberty")} in the Atrium`, `${deckeDe("liberty")} im Atrium`),
      "Power Supply": text(kw(venues.liberty.powerKw), kw(venues.liberty.powerKw)),
      "Audio System": text(
        `${stageAudio}; ceiling audio in every room`,
        `${stageAudioDe}; Deckenlautsprecher in jedem Raum`,
      ),
      Floor: text(String(venues.liberty.floor), String(venues.liberty.floor)),
    },
    features: [
      {
        title: text("Seven spaces", "Sieben Flächen"),
        description: text(
          "A stage, five rooms and a studio, all on one floor.",
          "Eine Bühne, fünf Räume und ein Studio, alle auf einer Etage.",
        ),
      },
      {
        title: text("Conference flow", "Konferenz im Fluss"),
        description: text(
          "Plenary, breakouts, lunch and board meeting without a lift.",
          "Plenum, Breakouts, Mittagessen und Vorstandssitzung ohne Aufzug.",
        ),
      },
      {
        title: text("Exclusive use", "Exklusive Nutzung"),
        description: text("The whole floor is yours for the day.", "Die ganze Etage gehört einen Tag lang Ihnen."),
      },
    ],
    galleryImages: [
      {
        image: art("product/liberty-floor-1-audience"),
        alt: text("Atrium plenary with the rooms behind", "Plenum im Atrium, dahinter die Räume"),
      },
      {
        image: art("product/liberty-floor-workshop"),
        alt: text(
          "Breakout in the Workshop during a floor buyout",
          "Breakout im Workshop bei Exklusivnutzung der Etage",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Conference with tracks", "Konferenz mit Tracks"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Plenary in the Atrium, four tracks in the rooms.",
          "Plenum im Atrium, vier Tracks in den Räumen.",
        ),
        image: seating.libertyTheatre,
      },
      {
        name: text("Gala", "Gala"),
        capacity: text(guests(160), gaeste(160)),
        description: text("Dinner in the Atrium, drinks in the Hub.", "Dinner im Atrium, Drinks im Hub."),
        image: seating.libertyBanquet,
      },
      {
        name: text("Training day", "Trainingstag"),
        capacity: text(guests(96), gaeste(96)),
        description: text(
          "Classroom in the Atrium, exercises in the Workshop and Arena.",
          "Parlamentarische Bestuhlung im Atrium, Übungen im Workshop und in der Arena.",
        ),
        image: seating.libertyClassroom,
      },
      {
        name: text("Cabaret and breakouts", "Cabaret und Breakouts"),
        capacity: text(guests(110), gaeste(110)),
        description: text(
          "Half-rounds in the Atrium, six rooms for group work.",
          "Halbrunde Tische im Atrium, sechs Räume für Gruppenarbeit.",
        ),
        image: seating.libertyCabaret,
      },
      {
        name: text("Exhibition", "Ausstellung"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Partner stands in the Atrium and the Hub, talks in the Arena.",
          "Partnerstände im Atrium und im Hub, Vorträge in der Arena.",
        ),
        image: seating.libertyReception,
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "horizon-floor",
    name: text("Horizon Floor", "Horizon Floor"),
    category: "STAGES",
    subtitle: text("Floor 4 · Production floor, 900 sqm", "Etage 4 · Produktionsetage, 900 m²"),
    description: text(
      "The whole fourth floor: the Horizon stage with its foyer, the studio and broadcast gallery, the Horizon Hub and the Directors Circle. 900 sqm for a production that needs a stage, a gallery and a private room for the talent.",
      "Die ganze vierte Etage: die Horizon-Bühne mit Foyer, Studio und Broadcast-Regie, der Horizon Hub und der Directors Circle. 900 m² für eine Produktion, die eine Bühne, eine Regie und einen privaten Raum für die Mitwirkenden braucht.",
    ),
    heroImage: art("product/horizon-floor"),
    heroImageAlt: text(
      "The Horizon floor with the stage, the Hub and the Directors Circle",
      "Die Horizon-Etage mit Bühne, Hub und Directors Circle",
    ),
    specifications: {
      "Total Area": text(sqm(900), qm(900)),
      Components: text(
        "Horizon Stage and foyer (650 sqm), Horizon Studio and gallery, Horizon Hub, Directors Circle",
        "Horizon Stage und Foyer (650 m²), Horizon Studio und Regie, Horizon Hub, Directors Circle",
      ),
      "LED Wall": text(`10 x 3 m (${ledWallSqm.single} sqm)`, `10 x 3 m (${ledWallSqm.single} m²)`),
      Capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
      "Ceiling Height": text(ceilingText("horizon"), deckeDe("horizon")),
      "Power Supply": text(kw(venues.horizon.powerKw), kw(venues.horizon.powerKw)),
      "Audio System": text(`${stageAudio}; broadcast mix`, `${stageAudioDe}; Broadcast-Mix`),
      Floor: text(String(venues.horizon.floor), String(venues.horizon.floor)),
    },
    features: [
      {
        title: text("Production floor", "Produktionsetage"),
        description: text("Stage, gallery and studio under one roof.", "Bühne, Regie und Studio unter einem Dach."),
      },
      {
        title: text("Talent rooms", "Räume für die Mitwirkenden"),
        description: text(
          "The Directors Circle as green room and briefing room.",
          "Der Directors Circle als Green Room und Briefingraum.",
        ),
      },
      {
        title: text("Loading bay access", "Zugang von der Ladezone"),
        description: text(
          "Freight lift from the loading bay to the stage.",
          "Lastenaufzug von der Ladezone bis zur Bühne.",
        ),
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-floor-foyer"),
        alt: text("Horizon Hub foyer during registration", "Das Foyer des Horizon Hub während der Registrierung"),
      },
      {
        image: art("product/horizon-floor-2"),
        alt: text(
          "Horizon stage seen from the gallery window",
          "Die Horizon-Bühne, gesehen durch das Fenster der Regie",
        ),
      },
    ],
    seatingConfigurations: [
      {
        name: text("Theatre", "Reihenbestuhlung"),
        capacity: text(guests(capacity.singleStage), gaeste(capacity.singleStage)),
        description: text(
          "Stage in theatre, Hub for registration and catering.",
          "Reihenbestuhlung auf der Bühne, der Hub für Registrierung und Catering.",
        ),
        image: seating.horizonTheatre,
      },
      {
        name: text("Broadcast set", "Broadcast-Set"),
        capacity: text(guests(120), gaeste(120)),
        description: text(
          "Studio audience around a set lit for camera.",
          "Studiopublikum rund um ein für die Kamera ausgeleuchtetes Set.",
        ),
        image: seating.horizonBroadcast,
      },
    ],
    floorPlans: ["horizon"],
  },
];

/** The gallery's photos: their alt texts are the gallery page's (gallery.ts), a `Text` once it has its German. */
const bothLanguages = (value: string | Text): Text => (typeof value === "string" ? text(value, value) : value);

/** The 'gallery' record: the venue in pictures, with the media tile row (spec section 2). */
const galleryRecord: ProductRecord = {
  id: "gallery",
  name: text("SPARK in Pictures", "SPARK in Bildern"),
  category: "VENUES",
  subtitle: text(
    "Photos, films, the 360° tour and the floor plans",
    "Fotos, Filme, der 360°-Rundgang und die Grundrisse",
  ),
  description: text(
    "Everything you need to picture your event at SPARK before you visit: sixteen photos of the building and its stages, our films, the 360° tour through floors 4 to 6, and the floor plans of every event floor.",
    "Alles, was Sie brauchen, um sich Ihre Veranstaltung bei SPARK schon vor dem Besuch vorzustellen: sechzehn Fotos des Gebäudes und seiner Bühnen, unsere Filme, der 360°-Rundgang durch die Etagen 4 bis 6 und die Grundrisse aller Eventetagen.",
  ),
  heroImage: art("product/gallery"),
  heroImageAlt: text(
    "Collage of the SPARK stages lit in orange and cyan",
    "Collage der SPARK-Bühnen in orangem und cyanfarbenem Licht",
  ),
  specifications: {
    Area: text(
      `${sqm(skylineArea.detailWithTerraceSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} of stages and terrace`,
      `${qm(skylineArea.detailWithTerraceSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} Bühnen- und Terrassenfläche`,
    ),
    Capacity: text(`Up to ${guests(capacity.triple)}`, `Bis zu ${gaeste(capacity.triple)}`),
    Venues: text(
      "Skyline (floor 6), Liberty (floor 5), Horizon (floor 4)",
      "Skyline (Etage 6), Liberty (Etage 5), Horizon (Etage 4)",
    ),
    Photos: text("16", "16"),
    Films: text("9", "9"),
  },
  features: [],
  galleryImages: galleryPhotoTour.map((photo) => ({ image: photo.image, alt: bothLanguages(photo.alt) })),
  seatingConfigurations: [],
  floorPlans: ["skyline", "liberty", "horizon"],
};

/** The records in English (the tests and the structured data read their figures). */
export const products: Product[] = records.map((record) => inLocale(record, "en"));

const byId = new Map<string, ProductRecord>([...records, galleryRecord].map((record) => [record.id, record]));

export function isKnownProductId(id: string): boolean {
  return byId.has(id);
}

/** The record of a known id in both languages, or undefined. */
export function findProductRecord(id: string): ProductRecord | undefined {
  return byId.get(id);
}

/** The record of a known id in one language, or undefined. */
export function findProduct(id: string, locale: Locale = "en"): Product | undefined {
  const record = byId.get(id);
  return record ? inLocale(record, locale) : undefined;
}

/** 'straight-up' -> 'Straight Up', for the fallback page of an unknown id. */
export function nameFromId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** Spec section 2's fallback for an unknown id (its texts are the spec's; German beside them). */
export function fallbackProduct(id: string, locale: Locale = "en"): Product {
  const name = nameFromId(id);
  const stageAlt = text("A SPARK stage with its LED wall lit", "Eine SPARK-Bühne mit leuchtender LED-Wand");
  const record: ProductRecord = {
    id,
    name: name ? text(name, name) : text("Venue", "Location"),
    category: "VENUES",
    description: text(
      "Premium venue space for exceptional experiences.",
      "Erstklassige Eventflächen für außergewöhnliche Erlebnisse.",
    ),
    heroImage: art("product/venue-default"),
    heroImageAlt: stageAlt,
    specifications: { Area: text("Variable", "Variabel"), Capacity: text("Flexible", "Flexibel") },
    features: [],
    galleryImages: [{ image: art("product/venue-default"), alt: stageAlt }],
    seatingConfigurations: [],
    floorPlans: [],
  };
  return inLocale(record, locale);
}

export interface ProductCard {
  id: string;
  name: string;
  subtitle?: string;
  category: ProductCategory;
  image: ArtSlot;
  imageAlt: string;
  area: string;
  capacity: string;
  /** At most three (spec section 9). */
  features: string[];
}

export const CARD_FEATURE_LIMIT = 3;

/** A product as a card on the stage, floors and single-floor pages, in English: `ids.map(productCard)`. */
export function productCard(id: string): ProductCard {
  return productCardIn("en")(id);
}

/** The cards in the page's language: `ids.map(productCardIn(locale))`. */
export const productCardIn =
  (locale: Locale) =>
  (id: string): ProductCard => {
    const product = findProduct(id, locale);
    if (!product) throw new Error(`Unknown product ${id}`);
    return productCardOf(product);
  };

/** A product in one language as a card (the pages pass the record as published, issue 45). */
export function productCardOf(product: Product): ProductCard {
  return {
    id: product.id,
    name: product.name,
    subtitle: product.subtitle,
    category: product.category,
    image: product.heroImage,
    imageAlt: product.heroImageAlt,
    area: product.specifications["Total Area"] ?? product.specifications["Area"] ?? "",
    capacity: product.specifications["Capacity"] ?? "",
    features: product.features.slice(0, CARD_FEATURE_LIMIT).map((feature) => feature.title),
  };
}
