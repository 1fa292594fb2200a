import { z } from "zod";
import { art, type ArtSlot } from "~/lib/art";
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
} from "./venues";

// The product detail records of /venues/{productId} (spec section 3, 'Product detail record'):
// the 28 product ids of spec section 2 plus 'gallery', which has the media tile row. Figures come
// from venues.ts; this file adds the words.

const productCategorySchema = z.enum(["STAGES", "STUDIOS", "SPACES", "SPATIAL", "VENUES"]);
type ProductCategory = z.infer<typeof productCategorySchema>;

const imageSchema = z.object({ image: artSlotSchema, alt: copySchema });

const seatingConfigurationSchema = z.object({
  name: copySchema,
  capacity: z.string().regex(/^(Up to )?\d[\d+]* (guests|people|on set)/),
  description: copySchema,
  image: artSlotSchema,
});
export type SeatingConfiguration = z.infer<typeof seatingConfigurationSchema>;

const productFeatureSchema = z.object({ title: copySchema, description: copySchema });

export const productSchema = z
  .object({
    id: kebabIdSchema,
    name: copySchema,
    category: productCategorySchema,
    subtitle: copySchema.optional(),
    description: copySchema,
    heroImage: artSlotSchema,
    heroImageAlt: copySchema,
    videoUrl: embedUrlSchema.optional(),
    /** Label-to-value map, shown in order in the Technical Specifications table. */
    specifications: z.record(z.string().min(2), copySchema),
    features: z.array(productFeatureSchema),
    galleryImages: z.array(imageSchema).min(1),
    seatingConfigurations: z.array(seatingConfigurationSchema),
    /** The floor plans shown by the page's Floor Plan button. */
    floorPlans: z.array(floorPlanKeySchema),
  })
  .refine((p) => "Total Area" in p.specifications || "Area" in p.specifications, "an area in the specifications")
  .refine((p) => "Capacity" in p.specifications, "a capacity in the specifications");
export type Product = z.infer<typeof productSchema>;

export { productIds, prerenderedProductIds } from "./product-ids";

const guests = (n: number | string) => `${n} guests`;
const kw = (n: number) => `${n} kW`;

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

const records: Product[] = [
  // ----- Stages -----------------------------------------------------------------------------
  {
    id: "skyline-stage",
    name: "Skyline Stage",
    category: "STAGES",
    subtitle: "Floor 6 · A 900 sqm stage floor above Frankfurt",
    description:
      "Skyline is the stage with the view: 900 sqm of column-free stage and audience floor on the sixth floor, glazed on three sides, with the bank towers lighting up behind your speakers. Two LED walls, a line array and four streaming cameras are rigged and tested before you arrive, so your team spends the build-up day on content, not cables.",
    heroImage: art("product/skyline-stage"),
    heroImageAlt: "Skyline Stage set for a keynote, the LED walls glowing in front of the city skyline",
    videoUrl: filmEmbedUrl("skyline-stage-film"),
    specifications: {
      "Total Area": sqm(skylineArea.detailSqm),
      "Floor Area incl. Foyer": sqm(skylineArea.overviewSqm),
      Components: "Nova and Vista wings, foyer, backstage, Sky Lounge",
      "LED Wall": "2 walls: 10 x 3 m (30 sqm) and 5 x 3 m (15 sqm), 2.6 mm pixel pitch",
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": ceilingText("skyline"),
      "Power Supply": `${kw(venues.skyline.powerKw)}, 3 x 125 A CEE stage distribution`,
      "Audio System": stageAudio,
      Floor: String(venues.skyline.floor),
    },
    features: [
      {
        title: "Two LED walls",
        description:
          "A 10 x 3 m main wall and a 5 x 3 m side wall, fed from one media server, for slides, live camera and sponsor loops at once.",
      },
      {
        title: "Line array audio",
        description:
          "A d&b audiotechnik line array tuned to the room, with eight wireless microphones and a digital desk.",
      },
      {
        title: "Streaming cameras",
        description: "Four PTZ cameras and an encoder for a clean programme feed to your platform or ours.",
      },
      {
        title: "Panoramic glazing",
        description:
          "Glass on three sides with motorised blackout blinds, so the skyline is on or off at the press of a button.",
      },
      {
        title: "Terrace access",
        description:
          "Doors from the stage floor straight onto the 400 sqm Sky Terrace for the reception after the last session.",
      },
      {
        title: "Stage lighting",
        description: "Moving heads, LED washes and a lighting desk with presets for keynote, panel and party.",
      },
    ],
    galleryImages: [
      {
        image: art("product/skyline-stage-1-audience"),
        alt: `Skyline Stage in theatre set-up for ${capacityText.single} guests`,
      },
      { image: art("product/skyline-stage-2"), alt: "The Skyline stage with its 10 x 3 m LED wall lit" },
      {
        image: art("product/skyline-stage-3-dinner"),
        alt: "Dinner tables on Skyline, glasses catching the city lights",
      },
      {
        image: art("product/skyline-stage-4-terrace"),
        alt: "The terrace next to the Skyline stage at dusk, festoon lights over the deck",
      },
    ],
    seatingConfigurations: [
      {
        name: "Theatre",
        capacity: guests(capacity.singleStage),
        description: "Rows facing both LED walls, with a centre aisle for camera and award walks.",
        image: seating.skylineTheatre,
      },
      {
        name: "Banquet",
        capacity: guests(seatedPerStage.banquet),
        description: "Round tables of ten for a gala dinner with the stage in view from every seat.",
        image: seating.skylineBanquet,
      },
      {
        name: "Cabaret",
        capacity: guests(110),
        description: "Half-rounds facing the stage: a conference by day that turns into a dinner by night.",
        image: seating.skylineCabaret,
      },
      {
        name: "Reception",
        capacity: guests(capacity.singleStage),
        description: "Standing tables across the floor and the lounge, with bars at both ends.",
        image: seating.skylineReception,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "skyline-stage-terrace",
    name: "Skyline Stage & Terrace",
    category: "STAGES",
    subtitle: "Floor 6 · 1300 sqm inside and out",
    description:
      "The Skyline stage with its 400 sqm rooftop terrace: a conference inside, a reception outside, and no transfer in between. From May to September the terrace is the most requested space at SPARK, with heaters and an outdoor bar extending the season into spring and autumn.",
    heroImage: art("product/skyline-stage-terrace"),
    heroImageAlt: "The Sky Terrace at sunset, guests with drinks and the Skyline stage lit behind the glass",
    videoUrl: filmEmbedUrl("sky-terrace-film"),
    specifications: {
      "Total Area": sqm(skylineArea.detailWithTerraceSqm),
      Components: `Skyline Stage ${sqm(skylineArea.detailSqm)} and Sky Terrace ${sqm(skylineArea.terraceSqm)}`,
      "LED Wall": "2 walls: 10 x 3 m and 5 x 3 m",
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": `${ceilingText("skyline")} inside, open sky on the terrace`,
      "Power Supply": `${kw(venues.skyline.powerKw)}, plus 8 weatherproof outdoor circuits`,
      "Audio System": `${stageAudio}; weatherproof terrace speakers`,
      Floor: String(venues.skyline.floor),
    },
    features: [
      {
        title: "400 sqm rooftop terrace",
        description: "Wrapping the stage floor on two sides, with views from the Main to the Taunus hills.",
      },
      {
        title: "Outdoor bar",
        description: "A permanent bar with cold storage and two service stations, run by our catering partners.",
      },
      {
        title: "All-weather plan",
        description: "Heaters, awnings and a rain plan that moves the reception into the Sky Lounge in ten minutes.",
      },
      {
        title: "One floor, no transfers",
        description: "Sessions, dinner and the party on the same level, step-free throughout.",
      },
    ],
    galleryImages: [
      { image: art("product/skyline-stage-terrace-1"), alt: "The Sky Terrace at dusk with lounge seating" },
      { image: art("product/skyline-stage-terrace-2"), alt: "The terrace under its festoon lights" },
      {
        image: art("product/skyline-stage-terrace-3"),
        alt: "The Sky Terrace at night, the skyline beyond the glass railing",
      },
    ],
    seatingConfigurations: [
      {
        name: "Reception",
        capacity: guests(capacity.singleStage),
        description: "Drinks on the terrace, canapés in the lounge, the stage set for the evening's talk.",
        image: seating.skylineReception,
      },
      {
        name: "Conference and terrace",
        capacity: guests(capacity.singleStage),
        description: "Theatre seating inside, breaks and lunch outside.",
        image: seating.skylineTheatre,
      },
      {
        name: "Summer BBQ",
        capacity: guests(120),
        description: "Long tables on the terrace with a grill station and the bar open.",
        image: art("space/skyline-seating-bbq"),
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "liberty-stage",
    name: "Liberty Stage",
    category: "STAGES",
    subtitle: "Floor 5 · A 600 sqm double-height atrium",
    description:
      "Liberty's atrium rises six metres, with a rigging grid that carries truss, projection and a car on a turntable if the launch needs one. Five rooms sit around it on the same floor, so a conference moves from plenary to workshop to lunch without anyone waiting for a lift.",
    heroImage: art("product/liberty-stage"),
    heroImageAlt: "Liberty Atrium with a tall LED wall and a full audience in theatre rows",
    videoUrl: filmEmbedUrl("liberty-atrium-film"),
    specifications: {
      "Total Area": `${sqm(venues.liberty.stageAreaSqm)} (700 sqm with foyer)`,
      Components: "Atrium, foyer, Workshop, Arena, Straight-up, Boardroom, Hub",
      "LED Wall": `10 x 3 m (${ledWallSqm.single} sqm), 2.6 mm pixel pitch`,
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": ceilingText("liberty"),
      "Power Supply": `${kw(venues.liberty.powerKw)}, 2 x 125 A and 4 x 63 A CEE`,
      "Audio System": stageAudio,
      Rigging: "Ceiling grid, 500 kg per point, 24 points",
      Floor: String(venues.liberty.floor),
    },
    features: [
      {
        title: "Double-height atrium",
        description: "Six metres to the ceiling: room for truss, kinetic lighting and large stage builds.",
      },
      {
        title: "Rigging grid",
        description: "24 certified points at 500 kg each, with our riggers on site for every build.",
      },
      {
        title: "Freight lift to the stage",
        description: "A 3.5 t freight lift from the loading bay, large enough for a car or a set piece.",
      },
      {
        title: "Rooms around the hall",
        description: "Workshop, Arena, Straight-up, Boardroom and Hub a few steps from the plenary.",
      },
      {
        title: "LED wall",
        description: "A 10 x 3 m LED wall with a media server and confidence monitors for the speakers.",
      },
    ],
    galleryImages: [
      { image: art("product/liberty-stage-1-launch"), alt: "Liberty Atrium set for a product reveal" },
      { image: art("product/liberty-stage-2"), alt: "The Atrium stage under its rigging, the LED wall lit" },
      {
        image: art("product/liberty-stage-3-round-table"),
        alt: "A round table laid for a gala dinner in the Liberty Atrium",
      },
      { image: art("product/liberty-stage-4-bar"), alt: "Drinks at the Hub next to the Atrium, glasses in warm light" },
    ],
    seatingConfigurations: [
      {
        name: "Theatre",
        capacity: guests(capacity.singleStage),
        description: "Rows facing the LED wall, with space at the back for the control desk.",
        image: seating.libertyTheatre,
      },
      {
        name: "Banquet",
        capacity: guests(seatedPerStage.banquet),
        description: "Rounds of ten under the double-height ceiling.",
        image: seating.libertyBanquet,
      },
      {
        name: "Cabaret",
        capacity: guests(110),
        description: "Half-rounds for a conference with group work at the tables.",
        image: seating.libertyCabaret,
      },
      {
        name: "Classroom",
        capacity: guests(seatedPerStage.classroom),
        description: "Tables in rows for trainings and certification days.",
        image: seating.libertyClassroom,
      },
      {
        name: "Reception",
        capacity: guests(capacity.singleStage),
        description: "Standing tables in the Atrium with the Hub as a second bar.",
        image: seating.libertyReception,
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "horizon-stage",
    name: "Horizon Stage",
    category: "STAGES",
    subtitle: "Floor 4 · The production stage",
    description:
      "Horizon is where SPARK's biggest productions happen: 600 sqm under a 6.5 metre ceiling, 500 kW of power and a broadcast gallery behind the stage. Launches, hybrid conferences and live shows run here with five 4K cameras, a vision mixer and a streaming encoder that are part of the room, not hired in.",
    heroImage: art("product/horizon-stage"),
    heroImageAlt: "Horizon Stage during a launch, beams of light above the LED wall and cameras in the room",
    specifications: {
      "Total Area": `${sqm(venues.horizon.stageAreaSqm)} (650 sqm with foyer)`,
      Components: "Stage hall, foyer, Horizon Studio and broadcast gallery, Horizon Hub, Directors Circle",
      "LED Wall": `10 x 3 m (${ledWallSqm.single} sqm), 1.9 mm pixel pitch for camera`,
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": ceilingText("horizon"),
      "Power Supply": `${kw(venues.horizon.powerKw)}, 4 x 125 A CEE, UPS for the broadcast gallery`,
      "Audio System": `${stageAudio}; separate broadcast mix`,
      Broadcast: "5 4K cameras, vision mixer, graphics, 2 encoders with redundant uplink",
      Floor: String(venues.horizon.floor),
    },
    features: [
      {
        title: "Broadcast gallery",
        description: "Vision mixer, graphics and two encoders with a redundant uplink, operated by our crew.",
      },
      {
        title: "6.5 m ceiling",
        description: "The highest room at SPARK, with a motorised grid for lighting and scenic elements.",
      },
      {
        title: "500 kW power",
        description: "Enough for concert lighting, LED and broadcast at once, with UPS for the gallery.",
      },
      {
        title: "Camera-grade LED",
        description: "A 1.9 mm pixel pitch wall that stays sharp and moiré-free on camera.",
      },
      {
        title: "Studio next door",
        description: "The Horizon Studio for interviews and a second stream while the stage is live.",
      },
      {
        title: "Loading bay access",
        description: "Step-free path and freight lift from the loading bay to the stage.",
      },
    ],
    galleryImages: [
      {
        image: art("product/horizon-stage-1-audience"),
        alt: "An audience in front of the Horizon LED wall under moving-head beams",
      },
      {
        image: art("product/horizon-stage-control-room"),
        alt: "The broadcast gallery with the vision mixer and monitors",
      },
      {
        image: art("product/horizon-stage-3-award"),
        alt: "Horizon Stage on an awards night, guests in front of the LED wall",
      },
    ],
    seatingConfigurations: [
      {
        name: "Theatre",
        capacity: guests(capacity.singleStage),
        description: "Rows facing the stage with camera platforms left, right and centre.",
        image: seating.horizonTheatre,
      },
      {
        name: "Banquet",
        capacity: guests(seatedPerStage.banquet),
        description: "Rounds of ten for awards nights and gala dinners with a show.",
        image: seating.horizonBanquet,
      },
      {
        name: "Broadcast set",
        capacity: guests(120),
        description: "A studio set with an audience on three sides, lit for camera.",
        image: seating.horizonBroadcast,
      },
    ],
    floorPlans: ["horizon"],
  },
  {
    id: "nova-stage",
    name: "Nova Stage",
    category: "STAGES",
    subtitle: "Floor 6 · Skyline's west wing, 400 sqm",
    description:
      "Nova is the west wing of the Skyline floor, divided from Vista by an acoustic wall: 400 sqm for a conference of 120 with the Skyline's views, its own 5 x 3 m LED wall and its own entrance from the foyer. The right size when the full Skyline is more room than your audience.",
    heroImage: art("product/nova-stage"),
    heroImageAlt: "Nova Stage in theatre set-up with the 5 x 3 m LED wall and windows to the west",
    specifications: {
      "Total Area": sqm(400),
      Components: "Nova wing of the Skyline floor with its own foyer entrance",
      "LED Wall": "5 x 3 m (15 sqm)",
      Capacity: guests(120),
      "Ceiling Height": ceilingText("skyline"),
      "Power Supply": `${kw(150)} from the Skyline distribution`,
      "Audio System": "Line array left and right, 4 wireless microphones",
      Floor: String(venues.skyline.floor),
    },
    features: [
      {
        title: "Acoustic partition",
        description: "A 55 dB mobile wall separates Nova from Vista, so two events run side by side.",
      },
      { title: "Sunset side", description: "West-facing glass: the evening light falls straight onto the audience." },
      { title: "Own LED wall", description: "A 5 x 3 m LED wall with a presentation switcher at the lectern." },
    ],
    galleryImages: [
      { image: art("product/nova-stage-1"), alt: "Nova Stage with its LED wall lit" },
      { image: art("product/nova-stage-2"), alt: "The Nova stage under moving-head beams" },
    ],
    seatingConfigurations: [
      {
        name: "Theatre",
        capacity: guests(120),
        description: "Rows facing the 5 x 3 m wall.",
        image: seating.skylineTheatre,
      },
      {
        name: "Banquet",
        capacity: guests(80),
        description: "Rounds of ten by the west windows.",
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "nova-stage-terrace",
    name: "Nova Stage & Terrace",
    category: "STAGES",
    subtitle: "Floor 6 · 550 sqm with the west terrace",
    description:
      "Nova with the west section of the Sky Terrace: 550 sqm for a meeting that ends outdoors. Run your sessions in the wing and move out for the sunset, with the terrace bar only a few steps from the door.",
    heroImage: art("product/nova-stage-terrace"),
    heroImageAlt: "The west terrace outside Nova at sunset with standing tables",
    specifications: {
      "Total Area": sqm(550),
      Components: "Nova wing 400 sqm and west terrace 150 sqm",
      "LED Wall": "5 x 3 m (15 sqm)",
      Capacity: `${guests(120)} seated, 150 standing`,
      "Ceiling Height": `${ceilingText("skyline")} inside`,
      "Power Supply": `${kw(150)}, plus 4 outdoor circuits`,
      "Audio System": "Line array left and right, weatherproof terrace speakers",
      Floor: String(venues.skyline.floor),
    },
    features: [
      {
        title: "West terrace",
        description: "150 sqm of the Sky Terrace reserved for your group, with heaters and awnings.",
      },
      {
        title: "Sunset receptions",
        description: "The terrace faces west: drinks at golden hour are part of the plan.",
      },
      { title: "Compact and private", description: "Your own wing, your own terrace section, your own bar." },
    ],
    galleryImages: [
      { image: art("product/nova-stage-terrace-1"), alt: "The west terrace at dusk with lounge seating" },
      { image: art("product/nova-stage-terrace-2"), alt: "The west terrace outside Nova under festoon lights" },
    ],
    seatingConfigurations: [
      {
        name: "Reception",
        capacity: guests(150),
        description: "Standing on the terrace and in the wing.",
        image: seating.skylineReception,
      },
      {
        name: "Dinner",
        capacity: guests(80),
        description: "Long tables inside, aperitif outside.",
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "vista-stage",
    name: "Vista Stage",
    category: "STAGES",
    subtitle: "Floor 6 · Skyline's east wing, 500 sqm",
    description:
      "Vista is Skyline's larger wing: 500 sqm facing the bank towers, with the 10 x 3 m main LED wall and seats for 160. When Nova is booked alongside, the acoustic wall keeps both events undisturbed; when it is not, Vista feels like a stage of its own.",
    heroImage: art("product/vista-stage"),
    heroImageAlt: "Vista Stage with the 10 x 3 m LED wall and the bank towers through the windows",
    specifications: {
      "Total Area": sqm(500),
      Components: "Vista wing of the Skyline floor with the main stage",
      "LED Wall": "10 x 3 m (30 sqm)",
      Capacity: guests(160),
      "Ceiling Height": ceilingText("skyline"),
      "Power Supply": `${kw(300)} from the Skyline distribution`,
      "Audio System": stageAudio,
      Floor: String(venues.skyline.floor),
    },
    features: [
      {
        title: "Main LED wall",
        description: "The Skyline's 10 x 3 m wall, with confidence monitors and a stage manager's desk.",
      },
      { title: "Tower views", description: "East-facing glass with the financial district in the frame." },
      { title: "Streaming ready", description: "Two of the Skyline's PTZ cameras cover the Vista stage." },
    ],
    galleryImages: [
      { image: art("product/vista-stage-1-audience"), alt: "Vista Stage in theatre set-up" },
      { image: art("product/vista-stage-2"), alt: "The Vista stage with its LED wall lit" },
    ],
    seatingConfigurations: [
      {
        name: "Theatre",
        capacity: guests(160),
        description: "Rows facing the main LED wall.",
        image: seating.skylineTheatre,
      },
      {
        name: "Banquet",
        capacity: guests(110),
        description: "Rounds of ten with the towers behind the stage.",
        image: seating.skylineBanquet,
      },
      {
        name: "Cabaret",
        capacity: guests(80),
        description: "Half-rounds for interactive sessions.",
        image: seating.skylineCabaret,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "vista-stage-terrace",
    name: "Vista Stage & Terrace",
    category: "STAGES",
    subtitle: "Floor 6 · 750 sqm with the east terrace",
    description: `Vista with 250 sqm of the Sky Terrace: a stage for 160 seated guests and a terrace for the reception of up to ${capacityText.single}. Ideal for a product evening that starts with a keynote and ends with the city at your feet.`,
    heroImage: art("product/vista-stage-terrace"),
    heroImageAlt: "The east terrace outside Vista with lounge furniture and the skyline",
    specifications: {
      "Total Area": sqm(750),
      Components: "Vista wing 500 sqm and east terrace 250 sqm",
      "LED Wall": "10 x 3 m (30 sqm)",
      Capacity: `${guests(160)} seated, ${capacity.singleStage} standing`,
      "Ceiling Height": `${ceilingText("skyline")} inside`,
      "Power Supply": `${kw(300)}, plus 4 outdoor circuits`,
      "Audio System": `${stageAudio}; weatherproof terrace speakers`,
      Floor: String(venues.skyline.floor),
    },
    features: [
      { title: "East terrace", description: "250 sqm facing the towers, with the outdoor bar." },
      { title: "Keynote to reception", description: "Doors open from the stage straight onto the terrace." },
      { title: "Heated and covered", description: "Heaters and awnings for April evenings and light rain." },
    ],
    galleryImages: [
      { image: art("product/vista-stage-terrace-1"), alt: "The east terrace at night with the towers lit beyond" },
      { image: art("product/vista-stage-terrace-2"), alt: "The east terrace's lounge seating under festoon lights" },
    ],
    seatingConfigurations: [
      {
        name: "Reception",
        capacity: guests(capacity.singleStage),
        description: "Standing across the wing and the terrace.",
        image: seating.skylineReception,
      },
      {
        name: "Banquet",
        capacity: guests(110),
        description: "Dinner inside, dessert and drinks outside.",
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline"],
  },
  // ----- Combinations ---------------------------------------------------------------------------
  {
    id: "skyline-horizon-double",
    name: "Skyline + Horizon",
    category: "STAGES",
    subtitle: "Floors 6 and 4 · Plenary above, production below",
    description:
      "The plenary on Skyline with the view, the broadcast on Horizon with the gallery: two stages linked by fibre, so the keynote plays live on both LED walls and questions come from both floors. A dedicated lift connects the two levels for speakers and crew.",
    heroImage: art("product/skyline-horizon-double"),
    heroImageAlt: "Split view of the Skyline plenary and the Horizon broadcast set, linked by a live feed",
    specifications: {
      "Total Area": sqm(skylineArea.detailSqm + venues.horizon.stageAreaSqm),
      Components: "Skyline Stage (floor 6) and Horizon Stage with broadcast gallery (floor 4)",
      "LED Wall": `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
      Capacity: guests(capacity.double.min),
      "Ceiling Height": `${ceilingText("skyline")} (Skyline), ${ceilingText("horizon")} (Horizon)`,
      "Power Supply": `${kw(combinedPowerKw("skyline", "horizon"))} (450 + 500 kW)`,
      "Audio System": "Line arrays on both floors, shared digital network, live relay in both directions",
      Floors: `${venues.skyline.floor} and ${venues.horizon.floor}`,
    },
    features: [
      {
        title: "Live relay",
        description:
          "Fibre link between the floors: programme, audio and Q&A travel both ways with under 100 ms delay.",
      },
      { title: "Broadcast gallery", description: "Horizon's gallery produces one stream from both stages." },
      { title: "Speaker lift", description: "A reserved lift takes speakers from stage to stage in under a minute." },
      { title: "Reception with a view", description: "The evening moves to the Skyline terrace." },
    ],
    galleryImages: [
      {
        image: art("product/skyline-horizon-double-1-audience"),
        alt: "Skyline plenary watching a live link to Horizon",
      },
      { image: art("product/skyline-horizon-double-2-broadcast"), alt: "Horizon broadcast set with cameras" },
    ],
    seatingConfigurations: [
      {
        name: "Plenary with live relay",
        capacity: guests(capacity.double.min),
        description: `${capacityText.single} on Skyline, ${capacity.double.min - capacity.singleStage} on Horizon, one programme on both LED walls.`,
        image: seating.skylineTheatre,
      },
      {
        name: "Conference and broadcast",
        capacity: guests(capacity.double.min),
        description: "Plenary upstairs, interviews and streamed sessions downstairs.",
        image: seating.horizonBroadcast,
      },
    ],
    floorPlans: ["skyline", "horizon"],
  },
  {
    id: "skyline-liberty-double",
    name: "Skyline + Liberty",
    category: "STAGES",
    subtitle: "Floors 6 and 5 · Plenary and workshops",
    description:
      "The classic two-floor conference: keynotes on Skyline, workshops and breakouts in Liberty's six spaces one floor below, and lunch in the Hub. Two staircases and two lifts connect the floors, so 400 guests change sessions in five minutes.",
    heroImage: art("product/skyline-liberty-double"),
    heroImageAlt: "Guests moving from the Skyline plenary to the Liberty workshop rooms",
    specifications: {
      "Total Area": sqm(skylineArea.detailSqm + venues.liberty.stageAreaSqm),
      Components: "Skyline Stage (floor 6), Liberty Atrium and five rooms (floor 5)",
      "LED Wall": `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
      Capacity: guests(capacity.double.max),
      "Ceiling Height": `${ceilingText("skyline")} (Skyline), ${ceilingText("liberty")} (Liberty)`,
      "Power Supply": `${kw(combinedPowerKw("skyline", "liberty"))} (450 + 400 kW)`,
      "Audio System": "Line arrays on both floors, ceiling audio in all rooms, live relay",
      Floors: `${venues.skyline.floor} and ${venues.liberty.floor}`,
    },
    features: [
      {
        title: "Adjacent floors",
        description: "Two staircases and two lifts: session changes take minutes, not a transfer.",
      },
      {
        title: "Eight rooms in total",
        description: "Two stages plus Workshop, Arena, Straight-up, Boardroom and Hub.",
      },
      { title: "Live relay", description: "The keynote plays on the Liberty LED wall for the overflow audience." },
      { title: "Terrace finale", description: "The day ends on the Sky Terrace." },
    ],
    galleryImages: [
      { image: art("product/skyline-liberty-double-1-conference"), alt: "Skyline plenary for a two-floor conference" },
      { image: art("product/skyline-liberty-double-workshop"), alt: "Breakout session in the Liberty Workshop" },
      { image: art("product/skyline-liberty-double-3-lunch"), alt: "Lunch in the Liberty Hub" },
    ],
    seatingConfigurations: [
      {
        name: "Plenary with relay",
        capacity: guests(capacity.double.max),
        description: `${capacityText.single} on Skyline, ${capacityText.single} in the Liberty Atrium watching live.`,
        image: seating.skylineTheatre,
      },
      {
        name: "Conference and breakouts",
        capacity: guests(capacity.double.max),
        description: "Plenary upstairs, six parallel tracks downstairs.",
        image: seating.libertyClassroom,
      },
      {
        name: "Dinner on two floors",
        capacity: guests(2 * seatedPerStage.banquet),
        description: "Banquet on both stages with one show on both LED walls.",
        image: seating.libertyBanquet,
      },
    ],
    floorPlans: ["skyline", "liberty"],
  },
  {
    id: "horizon-liberty-double",
    name: "Horizon + Liberty",
    category: "STAGES",
    subtitle: "Floors 4 and 5 · Two double-height halls",
    description:
      "The two double-height halls together: Horizon's 6.5 m production stage and Liberty's 6.0 m atrium on adjacent floors, with 900 kW of power between them. The pairing for large builds, exhibitions with a main stage, and hybrid events with a studio audience.",
    heroImage: art("product/horizon-liberty-double"),
    heroImageAlt: "Horizon stage and Liberty atrium, both with tall LED walls, during one event",
    specifications: {
      "Total Area": sqm(venues.horizon.stageAreaSqm + venues.liberty.stageAreaSqm),
      Components: "Horizon Stage and broadcast gallery (floor 4), Liberty Atrium and five rooms (floor 5)",
      "LED Wall": `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
      Capacity: guests(capacity.double.max),
      "Ceiling Height": `${ceilingText("horizon")} (Horizon), ${ceilingText("liberty")} (Liberty)`,
      "Power Supply": `${kw(combinedPowerKw("liberty", "horizon"))} (500 + 400 kW)`,
      "Audio System": "Line arrays on both floors, broadcast mix from the Horizon gallery",
      Floors: `${venues.horizon.floor} and ${venues.liberty.floor}`,
    },
    features: [
      { title: "Two tall halls", description: "6.5 m and 6.0 m ceilings for rigging, projection and set builds." },
      { title: "900 kW combined", description: "Power for concert lighting and LED on both floors at once." },
      { title: "Exhibition and stage", description: "Stands in the Atrium, the show on Horizon." },
    ],
    galleryImages: [
      { image: art("product/horizon-liberty-double-1"), alt: "The Liberty Atrium with its LED wall lit" },
      { image: art("product/horizon-liberty-double-2"), alt: "Main show on the Horizon stage" },
    ],
    seatingConfigurations: [
      {
        name: "Plenary with relay",
        capacity: guests(capacity.double.max),
        description: `${capacityText.single} on Horizon, ${capacityText.single} in the Atrium, one programme.`,
        image: seating.horizonTheatre,
      },
      {
        name: "Exhibition and show",
        capacity: guests(capacity.double.max),
        description: "Partner stands on Liberty, keynotes on Horizon.",
        image: seating.libertyReception,
      },
    ],
    floorPlans: ["horizon", "liberty"],
  },
  {
    id: "horizon-skyline-double",
    name: "Horizon + Skyline",
    category: "STAGES",
    subtitle: "Floors 4 and 6 · Show below, dinner above",
    description:
      "Horizon leads: the show, launch or awards ceremony on the production stage, then the guests ride up to Skyline for dinner and the terrace. The order matters for the build: Horizon carries the heavy production, Skyline is dressed for hospitality.",
    heroImage: art("product/horizon-skyline-double"),
    heroImageAlt: "Awards show on Horizon followed by dinner on Skyline",
    specifications: {
      "Total Area": `${sqm(venues.horizon.stageAreaSqm + skylineArea.detailSqm)} (${sqm(venues.horizon.stageAreaSqm + skylineArea.detailWithTerraceSqm)} with the Sky Terrace)`,
      Components: "Horizon Stage (floor 4) for the show, Skyline Stage and Sky Terrace (floor 6) for hospitality",
      "LED Wall": `${ledWallSqm.double} sqm: a 10 x 3 m wall on each floor`,
      Capacity: guests(capacity.double.min),
      "Ceiling Height": `${ceilingText("horizon")} (Horizon), ${ceilingText("skyline")} (Skyline)`,
      "Power Supply": `${kw(combinedPowerKw("horizon", "skyline"))} (500 + 450 kW)`,
      "Audio System": "Show system on Horizon, dinner and DJ system on Skyline",
      Floors: `${venues.horizon.floor} and ${venues.skyline.floor}`,
    },
    features: [
      {
        title: "Show and dinner",
        description: "A production stage for the show and a hospitality floor with a view for dinner.",
      },
      {
        title: "Guided transfer",
        description: "Hosts guide guests by lift in groups of 20, while the Sky Lounge serves drinks.",
      },
      { title: "Terrace included", description: "The 400 sqm Sky Terrace is part of the Skyline booking." },
    ],
    galleryImages: [
      { image: art("product/horizon-skyline-double-1-award"), alt: "Awards on the Horizon stage" },
      { image: art("product/horizon-skyline-double-2-dinner"), alt: "Dinner on Skyline after the show" },
    ],
    seatingConfigurations: [
      {
        name: "Show and dinner",
        capacity: guests(capacity.double.min),
        description: "Theatre on Horizon, then banquet and terrace on Skyline.",
        image: seating.horizonTheatre,
      },
      {
        name: "Launch and reception",
        capacity: guests(capacity.double.min),
        description: "Reveal on Horizon, standing reception upstairs.",
        image: seating.skylineReception,
      },
    ],
    floorPlans: ["horizon", "skyline"],
  },
  {
    id: "skyline-liberty-horizon-triple",
    name: "Skyline + Liberty + Horizon",
    category: "STAGES",
    subtitle: "Floors 4, 5 and 6 · The whole event building",
    description: `All three stages for one event: 2100 sqm of stage floors, 2500 sqm with the terrace, ${capacityText.triple} guests and 90 sqm of LED. Partner summits, company anniversaries and multi-track conferences take the building over, with one run of show, one crew and one broadcast across three floors.`,
    heroImage: art("product/skyline-liberty-horizon-triple"),
    heroImageAlt: "The SPARK building at night with all three event floors lit",
    videoUrl: filmEmbedUrl("hybrid-conference-film"),
    specifications: {
      "Total Area": `${sqm(skylineArea.detailSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} (${sqm(skylineArea.detailWithTerraceSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} with the Sky Terrace)`,
      Components: "Skyline (floor 6), Liberty (floor 5) and Horizon (floor 4) with all rooms",
      "LED Wall": `${ledWallSqm.triple} sqm: a 10 x 3 m wall on each floor`,
      Capacity: guests(capacity.triple),
      "Ceiling Height": `${ceilingText("skyline")}, ${ceilingText("liberty")} and ${ceilingText("horizon")}`,
      "Power Supply": `${kw(combinedPowerKw("skyline", "liberty", "horizon"))} (450 + 400 + 500 kW)`,
      "Audio System": "Line arrays on three floors on one audio network, live relay between all stages",
      Floors: "4, 5 and 6",
    },
    features: [
      {
        title: "Three stages, one show",
        description: "One run of show, one production crew and one stream across three floors.",
      },
      {
        title: `${capacityText.triple} guests`,
        description: "Plenary with live relay on all three stages, then tracks on each floor.",
      },
      {
        title: "Private building",
        description: "Your branding from the lobby to the terrace, your guest list at the door.",
      },
      { title: "1350 kW", description: "Power for every floor's production at once." },
    ],
    galleryImages: [
      { image: art("product/skyline-liberty-horizon-triple-1-summit"), alt: "Partner summit across three floors" },
      { image: art("product/skyline-liberty-horizon-triple-lobby"), alt: "Lobby branded for a company anniversary" },
      { image: art("product/skyline-liberty-horizon-triple-3-terrace"), alt: "Closing party on the Sky Terrace" },
    ],
    seatingConfigurations: [
      {
        name: "Plenary with relay",
        capacity: guests(capacity.triple),
        description: "Keynote on one stage, live on the other two.",
        image: seating.horizonTheatre,
      },
      {
        name: "Multi-track conference",
        capacity: guests(capacity.triple),
        description: "Three stages and eight rooms for parallel tracks.",
        image: seating.libertyClassroom,
      },
      {
        name: "Gala across floors",
        capacity: guests(3 * seatedPerStage.banquet),
        description: "Banquet on all three stages with one show.",
        image: seating.skylineBanquet,
      },
    ],
    floorPlans: ["skyline", "liberty", "horizon"],
  },
  // ----- Studios ----------------------------------------------------------------------------
  {
    id: "skyline-studio",
    name: "Skyline Studio",
    category: "STUDIOS",
    subtitle: "Floor 6 · Broadcast and podcast studio",
    description:
      "A 100 sqm acoustically treated studio next to the Skyline stage, with three 4K cameras, a vision mixer, an LED backdrop and a streaming encoder. Record a podcast in the morning, stream a panel at noon, and film speaker interviews between sessions.",
    heroImage: art("product/skyline-studio"),
    heroImageAlt: "Skyline Studio set for a podcast: two guests at a round table with microphones",
    videoUrl: filmEmbedUrl("skyline-studio-film"),
    specifications: {
      "Total Area": sqm(100),
      Components: "Studio floor, control room, green room",
      "LED Wall": "LED backdrop 6 x 2.5 m (15 sqm)",
      Capacity: "30 people",
      "Ceiling Height": ceilingText("skyline"),
      "Power Supply": "63 A CEE, UPS for the control room",
      "Audio System": "4 podcast microphones, 4 wireless lavaliers, digital mixer with multitrack recording",
      Cameras: "3 4K PTZ cameras, vision mixer, streaming encoder",
    },
    features: [
      {
        title: "Three-camera set",
        description: "Three 4K cameras cut live by our operator or recorded as ISO tracks.",
      },
      { title: "LED backdrop", description: "Your brand, a virtual set or the skyline feed behind the talent." },
      { title: "Multitrack audio", description: "Every microphone on its own track for post-production." },
      { title: "Green room", description: "Make-up, wardrobe and a quiet corner for the next guest." },
    ],
    galleryImages: [
      { image: art("product/skyline-studio-podcast-recording"), alt: "Podcast recording in the Skyline Studio" },
      { image: art("product/skyline-studio-control-room"), alt: "The studio control room with the vision mixer" },
    ],
    seatingConfigurations: [
      {
        name: "Podcast",
        capacity: "4 on set",
        description: "Round table with four microphones.",
        image: art("space/skyline-studio-podcast"),
      },
      {
        name: "Panel with audience",
        capacity: "30 people",
        description: "Four on stage, audience of 30.",
        image: art("space/skyline-studio-panel"),
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "liberty-studio",
    name: "Liberty Studio",
    category: "STUDIOS",
    subtitle: "Floor 5 · Podcast and recording studio",
    description:
      "A 40 sqm studio for podcasts, voice-overs and video statements, with two cameras, a producer's desk and a room treated to broadcast standard. Book it with a producer, or on its own for your team's own recording days.",
    heroImage: art("product/liberty-studio"),
    heroImageAlt: "Liberty Studio with two microphones on arms and acoustic panels",
    specifications: {
      "Total Area": sqm(40),
      Components: "Recording room and producer's desk",
      "LED Wall": "55-inch monitor backdrop",
      Capacity: "8 people",
      "Ceiling Height": "3.0 m",
      "Power Supply": "230 V circuits, UPS-backed",
      "Audio System": "4 broadcast microphones, 8-channel recorder, monitoring headphones",
      Cameras: "2 4K cameras",
    },
    features: [
      {
        title: "Broadcast acoustics",
        description: "Treated walls and ceiling: clean voice recordings without a booth.",
      },
      { title: "Two cameras", description: "Video podcasts and statements in 4K." },
      {
        title: "Producer on request",
        description: "A producer who records, edits and delivers the files the same day.",
      },
    ],
    galleryImages: [
      { image: art("product/liberty-studio-podcast"), alt: "Two people recording a podcast in the Liberty Studio" },
      {
        image: art("product/liberty-studio-producer-desk"),
        alt: "The producer desk of the Liberty Studio: monitors above a mixing desk",
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["liberty"],
  },
  {
    id: "horizon-studio",
    name: "Horizon Studio",
    category: "STUDIOS",
    subtitle: "Floor 4 · Studio and broadcast gallery",
    description:
      "The studio beside the Horizon stage and the gallery that produces every Horizon broadcast: interviews, second streams and remote speakers come from here. Book it with the stage, or on its own for a studio production with a crew of twelve.",
    heroImage: art("product/horizon-studio"),
    heroImageAlt: "Horizon Studio with a curved LED backdrop, a ring light and cameras on tripods",
    videoUrl: filmEmbedUrl("horizon-stage-film"),
    specifications: {
      "Total Area": sqm(50),
      Components: "Interview studio and broadcast gallery",
      "LED Wall": "LED backdrop 4 x 2.5 m (10 sqm)",
      Capacity: "12 people",
      "Ceiling Height": "3.2 m",
      "Power Supply": "63 A CEE with UPS",
      "Audio System": "Broadcast mixing desk, 6 wireless lavaliers, intercom",
      Broadcast: "Vision mixer, graphics, 2 encoders, redundant uplink",
    },
    features: [
      { title: "Broadcast gallery", description: "Vision mixer, graphics and recording for the stage and the studio." },
      { title: "Remote speakers", description: "Bring speakers in from anywhere with a low-latency return feed." },
      { title: "Redundant uplink", description: "Two encoders on two lines: the stream stays up." },
    ],
    galleryImages: [
      { image: art("product/horizon-studio-1"), alt: "Interview set in the Horizon Studio" },
      {
        image: art("product/horizon-studio-control-room"),
        alt: "The broadcast gallery with its wall of monitors and the vision mixer desk",
      },
    ],
    seatingConfigurations: [],
    floorPlans: ["horizon"],
  },
  // ----- Spaces -------------------------------------------------------------------------------
  {
    id: "workshop",
    name: "Workshop",
    category: "SPACES",
    subtitle: "Floor 5 · Daylight room for hands-on work",
    description:
      "A 110 sqm daylight room on the Liberty floor with writable walls on every side, mobile tables and a laser projector. Sprint teams, trainings and breakouts from the Atrium work here, with the Hub next door for coffee.",
    heroImage: art("product/liberty-workshop"),
    heroImageAlt: "Workshop room with sticky notes on writable walls and teams at mobile tables",
    specifications: {
      "Total Area": sqm(110),
      Components: "Workshop room with materials store",
      Capacity: "60 people",
      "Ceiling Height": "3.2 m",
      Presentation: "Laser projector, wireless presentation, 2 mobile screens",
      "Audio System": "Ceiling speakers, 2 wireless microphones",
      Floor: String(venues.liberty.floor),
    },
    features: [
      { title: "Writable walls", description: "Every wall is a whiteboard, with markers and sticky notes in stock." },
      {
        title: "Mobile furniture",
        description: "Tables and chairs on wheels: from classroom to team islands in five minutes.",
      },
      { title: "Workshop kit", description: "Flipcharts, timers, cards and a facilitator's trolley." },
    ],
    galleryImages: [
      { image: art("product/liberty-workshop-1"), alt: "Teams working at four islands in the Workshop" },
      {
        image: art("product/liberty-workshop-2"),
        alt: "The Workshop with sticky notes on the walls and teams at mobile tables",
      },
    ],
    seatingConfigurations: [
      {
        name: "Classroom",
        capacity: "40 people",
        description: "Tables in rows facing the projection.",
        image: seating.libertyClassroom,
      },
      {
        name: "Team islands",
        capacity: "48 people",
        description: "Four islands of twelve for group work.",
        image: art("space/liberty-seating-islands"),
      },
      {
        name: "Workshop",
        capacity: "60 people",
        description: "Open floor with standing tables and walls to write on.",
        image: art("space/liberty-seating-workshop"),
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "arena",
    name: "Arena",
    category: "SPACES",
    subtitle: "Floor 5 · Amphitheatre for 40",
    description:
      "Tiered steps in a 34 sqm amphitheatre bring 40 guests close to the speaker. Pitches, demos, fireside chats and the morning stand-up of a large team feel more personal here than on any stage.",
    heroImage: art("product/liberty-arena"),
    heroImageAlt: "The Arena with its large screen lit",
    specifications: {
      "Total Area": sqm(namedRooms.arena.areaSqm),
      Components: "Amphitheatre steps and speaker area",
      Capacity: guests(namedRooms.arena.guests),
      "Ceiling Height": "3.2 m",
      Presentation: "86-inch touch screen, wireless presentation",
      "Audio System": "Ceiling microphones, portable speaker system",
      Floor: String(venues.liberty.floor),
    },
    features: [
      { title: "Tiered seating", description: "Three rows of steps with cushions: everyone sees and hears." },
      { title: "Touch screen", description: "An 86-inch touch screen for demos and live sketching." },
      { title: "Recorded on request", description: "Ceiling microphones record the session for those who missed it." },
    ],
    galleryImages: [
      { image: art("product/liberty-arena-1-audience"), alt: "Pitch session in the Arena" },
      { image: art("product/liberty-arena-2"), alt: "The Arena facing its large screen" },
    ],
    seatingConfigurations: [],
    floorPlans: ["liberty"],
  },
  {
    id: "straight-up",
    name: "Straight-up",
    category: "SPACES",
    subtitle: "Floor 5 · Stand-up meeting room",
    description:
      "No chairs, on purpose. A 56 sqm room with high tables, a wall-sized whiteboard and a screen, for stand-ups, retrospectives and the decisions that should take twenty minutes, not an afternoon.",
    heroImage: art("product/liberty-straight-up"),
    heroImageAlt: "Straight-up room with high tables and a wall-sized whiteboard",
    specifications: {
      "Total Area": sqm(56),
      Components: "Stand-up room with whiteboard wall",
      Capacity: "30 people",
      "Ceiling Height": "3.2 m",
      Presentation: "75-inch screen, wireless presentation",
      "Audio System": "Ceiling speakers",
      Floor: String(venues.liberty.floor),
    },
    features: [
      { title: "High tables", description: "Six high tables that keep meetings short and energy high." },
      { title: "Whiteboard wall", description: "Seven metres of whiteboard for boards, plans and retros." },
      { title: "Coffee next door", description: "The Hub's coffee bar is two steps away." },
    ],
    galleryImages: [{ image: art("product/liberty-straight-up-1-workshop"), alt: "Team stand-up around high tables" }],
    seatingConfigurations: [],
    floorPlans: ["liberty"],
  },
  {
    id: "boardroom",
    name: "Boardroom",
    category: "SPACES",
    subtitle: "Floor 5 · Executive meetings for 25",
    description:
      "An 80 sqm boardroom with one table for 25 guests: walnut, leather and daylight, a hybrid conference system with ceiling microphones, and a host who looks after coffee, lunch and the guest list.",
    heroImage: art("product/liberty-boardroom"),
    heroImageAlt: "Boardroom with a long walnut table, leather chairs and two large screens",
    specifications: {
      "Total Area": sqm(namedRooms.boardroom.areaSqm),
      Components: "Boardroom with pantry",
      Capacity: guests(namedRooms.boardroom.guests),
      "Ceiling Height": "3.2 m",
      Presentation: "2 98-inch screens, wireless presentation",
      "Audio System": "Hybrid video conference system with ceiling microphone array",
      Floor: String(venues.liberty.floor),
    },
    features: [
      { title: "Hybrid-ready", description: "Cameras and ceiling microphones that make remote members equal members." },
      { title: "Hosted service", description: "A host for coffee, lunch and guests, so nobody leaves the table." },
      { title: "Privacy", description: "Blackout blinds and a separate entrance from the lift lobby." },
    ],
    galleryImages: [
      { image: art("product/liberty-boardroom-1"), alt: "Board meeting with remote members on screen" },
      {
        image: art("product/liberty-boardroom-2"),
        alt: "The Boardroom's long walnut table with leather chairs along both sides",
      },
    ],
    seatingConfigurations: [
      {
        name: "Boardroom",
        capacity: guests(namedRooms.boardroom.guests),
        description: "One table for 25.",
        image: art("space/liberty-seating-boardroom"),
      },
      {
        name: "U-shape",
        capacity: guests(20),
        description: "Open end towards the screens.",
        image: art("space/liberty-seating-ushape"),
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "directors-circle",
    name: "Directors Circle",
    category: "SPACES",
    subtitle: "Floor 4 · Private room for 12",
    description:
      "A 60 sqm private room with a round table for twelve, next to the Horizon stage: speaker briefings, the VIP lunch, or the confidential meeting that runs alongside the main event without anyone noticing.",
    heroImage: art("product/horizon-directors-circle"),
    heroImageAlt: "Directors Circle with a round table for twelve under a warm pendant light",
    specifications: {
      "Total Area": sqm(60),
      Components: "Private room with its own pantry",
      Capacity: "12 people",
      "Ceiling Height": "3.2 m",
      Presentation: "65-inch screen, video conference system",
      "Audio System": "Ceiling microphones and speakers",
      Floor: String(venues.horizon.floor),
    },
    features: [
      { title: "Round table", description: "Twelve seats, no head of the table." },
      { title: "Next to the stage", description: "Speakers step from the briefing to the stage in a minute." },
      { title: "Private service", description: "Lunch and drinks served in the room by your own host." },
    ],
    galleryImages: [{ image: art("product/horizon-directors-circle-1"), alt: "VIP lunch in the Directors Circle" }],
    seatingConfigurations: [],
    floorPlans: ["horizon"],
  },
  // ----- Offices (SPATIAL) ---------------------------------------------------------------------
  {
    id: "private-office",
    name: "Private Office",
    category: "SPATIAL",
    subtitle: "Floors 7-8 · For teams up to 8",
    description:
      "A furnished, lockable office for up to eight people on the co-working floors above the stages. Move in with a laptop: desks, chairs, storage, fibre and a reception are ready, and the event floors are a lift ride away.",
    heroImage: art("product/office-private"),
    heroImageAlt: "Private office with two desks by the window and a view over Frankfurt",
    specifications: {
      Area: officeSizes[0].area,
      Capacity: `Up to ${officeSizes[0].people} people`,
      Floors: "7 and 8",
      Furnishing: "Desks, ergonomic chairs, lockable storage",
      Connectivity: "Fibre, Wi-Fi 6, own VLAN on request",
      Terms: "From one month",
    },
    features: [
      { title: "Ready to move in", description: "Furnished, cleaned and connected before you arrive." },
      { title: "Meeting credits", description: "Monthly credits for the meeting rooms on floors 7 and 8." },
      { title: "Member rates downstairs", description: "Preferential rates for the Boardroom and the stages." },
    ],
    galleryImages: [{ image: art("product/office-private-1"), alt: "Private office with a small meeting table" }],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  {
    id: "team-office",
    name: "Team Office",
    category: "SPATIAL",
    subtitle: "Floors 7-8 · For teams up to 20",
    description:
      "An office for a team of up to twenty, with its own meeting corner and phone booths on the floor. Grow into the next size up without moving buildings.",
    heroImage: art("product/office-team"),
    heroImageAlt: "Team office with rows of desks and a meeting corner by the window",
    specifications: {
      Area: officeSizes[1].area,
      Capacity: `Up to ${officeSizes[1].people} people`,
      Floors: "7 and 8",
      Furnishing: "Desks, chairs, meeting corner, storage",
      Connectivity: "Fibre, Wi-Fi 6, own VLAN",
      Terms: "From three months",
    },
    features: [
      { title: "Own meeting corner", description: "A table for six inside your office." },
      { title: "Phone booths", description: "Soundproof booths on the floor for calls." },
      { title: "Room to grow", description: "Add adjacent offices as the team grows." },
    ],
    galleryImages: [{ image: art("product/office-team-1"), alt: "Team office with a meeting corner" }],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  {
    id: "corporate-office",
    name: "Corporate Office",
    category: "SPATIAL",
    subtitle: "Floors 7-8 · A suite of your own",
    description:
      "2-20 adjacent offices combined into a suite for up to 50 people, with your own entrance, your branding and reception service. A Frankfurt base for a regional team or a project office for a year-long programme.",
    heroImage: art("product/office-corporate"),
    heroImageAlt: "Corporate office suite with a branded reception wall and glass meeting rooms",
    specifications: {
      Area: officeSizes[2].area,
      Capacity: `Up to ${officeSizes[2].people} people`,
      Floors: "7 and 8",
      Components: "2-20 adjacent offices, private meeting rooms, kitchenette",
      Connectivity: "Fibre, Wi-Fi 6, dedicated network",
      Terms: "From twelve months",
    },
    features: [
      { title: "Own entrance and branding", description: "Your logo on the door and in the reception." },
      { title: "Private meeting rooms", description: "Meeting rooms inside the suite." },
      { title: "Reception service", description: "Guests welcomed and announced at the front desk." },
    ],
    galleryImages: [{ image: art("product/office-corporate-1"), alt: "Corporate suite meeting room" }],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  {
    id: "enterprise-office",
    name: "Enterprise Office",
    category: "SPATIAL",
    subtitle: "Floors 7-8 · Headquarters space",
    description:
      "Floor sections from 300 sqm up to 2500 sqm for 100 people and more, fitted out to your design, your IT and your security. Your headquarters in Frankfurt, with three event stages in the same building.",
    heroImage: art("product/office-enterprise"),
    heroImageAlt: "Enterprise office floor with open workspaces and glass meeting rooms",
    specifications: {
      Area: officeSizes[3].area,
      Capacity: `${officeSizes[3].people} people`,
      Floors: "7 and 8",
      Components: "Open workspace, meeting rooms, kitchen, own reception",
      Connectivity: "Dedicated fibre and network, your IT",
      Terms: "From 36 months, fit-out included",
    },
    features: [
      { title: "Fit-out to your design", description: "Our architects build your layout, materials and brand." },
      { title: "Your IT, your security", description: "Dedicated fibre, server room and access control." },
      { title: "Events in the building", description: "Town halls and launches on the stages at member rates." },
    ],
    galleryImages: [{ image: art("product/office-enterprise-1"), alt: "Enterprise office kitchen and lounge" }],
    seatingConfigurations: [],
    floorPlans: ["offices"],
  },
  // ----- Floors -------------------------------------------------------------------------------
  {
    id: "skyline-floor",
    name: "Skyline Floor",
    category: "STAGES",
    subtitle: "Floor 6 · The whole floor, 1700 sqm",
    description:
      "The whole sixth floor for your event: both stage wings, the Sky Lounge, the Skyline Studio and the 400 sqm terrace. 1700 sqm for a product day that needs a stage, a studio, a lounge and a party, all on one level.",
    heroImage: art("product/skyline-floor"),
    heroImageAlt: "The Skyline floor: the stage with its two LED walls and the city behind the glass",
    specifications: {
      "Total Area": sqm(skylineArea.configurationRange.max),
      Components: "Nova and Vista wings, foyer, Sky Lounge, Skyline Studio, Sky Terrace",
      "LED Wall": "2 walls: 10 x 3 m and 5 x 3 m, plus the studio's LED backdrop",
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": ceilingText("skyline"),
      "Power Supply": kw(venues.skyline.powerKw),
      "Audio System": `${stageAudio}; lounge and terrace systems`,
      Floor: String(venues.skyline.floor),
    },
    features: [
      { title: "Exclusive floor", description: "No other event on floor 6 on your day." },
      { title: "Stage, studio, lounge, terrace", description: "Every kind of space an event day needs, on one level." },
      { title: "Your branding", description: "Lift lobby, foyer and LED walls dressed in your brand." },
    ],
    galleryImages: [
      { image: art("product/skyline-floor-foyer"), alt: "Skyline floor foyer with branding" },
      { image: art("product/skyline-floor-2-terrace"), alt: "Sky Lounge and terrace at night" },
    ],
    seatingConfigurations: [
      {
        name: "Theatre and terrace",
        capacity: guests(capacity.singleStage),
        description: "Theatre on the stage, reception on the terrace.",
        image: seating.skylineTheatre,
      },
      {
        name: "Banquet and lounge",
        capacity: guests(160),
        description: "Gala dinner with the lounge as after-show bar.",
        image: seating.skylineBanquet,
      },
      {
        name: "Two events side by side",
        capacity: guests(capacity.singleStage),
        description:
          "Nova and Vista divided by the acoustic wall for two parallel sessions, sharing the lounge and terrace.",
        image: seating.skylineCabaret,
      },
      {
        name: "Reception across the floor",
        capacity: guests(capacity.singleStage),
        description: "Stage, lounge and terrace open as one space with three bars.",
        image: seating.skylineReception,
      },
    ],
    floorPlans: ["skyline"],
  },
  {
    id: "liberty-floor",
    name: "Liberty Floor",
    category: "STAGES",
    subtitle: "Floor 5 · Atrium and six rooms, 1140 sqm",
    description:
      "The whole fifth floor: the Atrium with its foyer, Workshop, Arena, Straight-up, Boardroom, Hub and Liberty Studio. 1140 sqm for a conference with plenary, parallel tracks, a board meeting and lunch, without anyone taking a lift.",
    heroImage: art("product/liberty-floor"),
    heroImageAlt: "The Liberty floor with the Atrium and rooms around it",
    specifications: {
      "Total Area": sqm(1140),
      Components: "Atrium and foyer (700 sqm), Workshop, Arena, Straight-up, Boardroom, Hub, Liberty Studio",
      "LED Wall": `10 x 3 m (${ledWallSqm.single} sqm)`,
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": `${ceilingText("liberty")} in the Atrium`,
      "Power Supply": kw(venues.liberty.powerKw),
      "Audio System": `${stageAudio}; ceiling audio in every room`,
      Floor: String(venues.liberty.floor),
    },
    features: [
      { title: "Seven spaces", description: "A stage, five rooms and a studio, all on one floor." },
      { title: "Conference flow", description: "Plenary, breakouts, lunch and board meeting without a lift." },
      { title: "Exclusive use", description: "The whole floor is yours for the day." },
    ],
    galleryImages: [
      { image: art("product/liberty-floor-1-audience"), alt: "Atrium plenary with the rooms behind" },
      { image: art("product/liberty-floor-workshop"), alt: "Breakout in the Workshop during a floor buyout" },
    ],
    seatingConfigurations: [
      {
        name: "Conference with tracks",
        capacity: guests(capacity.singleStage),
        description: "Plenary in the Atrium, four tracks in the rooms.",
        image: seating.libertyTheatre,
      },
      {
        name: "Gala",
        capacity: guests(160),
        description: "Dinner in the Atrium, drinks in the Hub.",
        image: seating.libertyBanquet,
      },
      {
        name: "Training day",
        capacity: guests(96),
        description: "Classroom in the Atrium, exercises in the Workshop and Arena.",
        image: seating.libertyClassroom,
      },
      {
        name: "Cabaret and breakouts",
        capacity: guests(110),
        description: "Half-rounds in the Atrium, six rooms for group work.",
        image: seating.libertyCabaret,
      },
      {
        name: "Exhibition",
        capacity: guests(capacity.singleStage),
        description: "Partner stands in the Atrium and the Hub, talks in the Arena.",
        image: seating.libertyReception,
      },
    ],
    floorPlans: ["liberty"],
  },
  {
    id: "horizon-floor",
    name: "Horizon Floor",
    category: "STAGES",
    subtitle: "Floor 4 · Production floor, 900 sqm",
    description:
      "The whole fourth floor: the Horizon stage with its foyer, the studio and broadcast gallery, the Horizon Hub and the Directors Circle. 900 sqm for a production that needs a stage, a gallery and a private room for the talent.",
    heroImage: art("product/horizon-floor"),
    heroImageAlt: "The Horizon floor with the stage, the Hub and the Directors Circle",
    specifications: {
      "Total Area": sqm(900),
      Components: "Horizon Stage and foyer (650 sqm), Horizon Studio and gallery, Horizon Hub, Directors Circle",
      "LED Wall": `10 x 3 m (${ledWallSqm.single} sqm)`,
      Capacity: guests(capacity.singleStage),
      "Ceiling Height": ceilingText("horizon"),
      "Power Supply": kw(venues.horizon.powerKw),
      "Audio System": `${stageAudio}; broadcast mix`,
      Floor: String(venues.horizon.floor),
    },
    features: [
      { title: "Production floor", description: "Stage, gallery and studio under one roof." },
      { title: "Talent rooms", description: "The Directors Circle as green room and briefing room." },
      { title: "Loading bay access", description: "Freight lift from the loading bay to the stage." },
    ],
    galleryImages: [
      { image: art("product/horizon-floor-foyer"), alt: "Horizon Hub foyer during registration" },
      { image: art("product/horizon-floor-2"), alt: "Horizon stage seen from the gallery window" },
    ],
    seatingConfigurations: [
      {
        name: "Theatre",
        capacity: guests(capacity.singleStage),
        description: "Stage in theatre, Hub for registration and catering.",
        image: seating.horizonTheatre,
      },
      {
        name: "Broadcast set",
        capacity: guests(120),
        description: "Studio audience around a set lit for camera.",
        image: seating.horizonBroadcast,
      },
    ],
    floorPlans: ["horizon"],
  },
];

/** The 'gallery' record: the venue in pictures, with the media tile row (spec section 2). */
const galleryRecord: Product = {
  id: "gallery",
  name: "SPARK in Pictures",
  category: "VENUES",
  subtitle: "Photos, films, the 360° tour and the floor plans",
  description:
    "Everything you need to picture your event at SPARK before you visit: sixteen photos of the building and its stages, our films, the 360° tour through floors 4 to 6, and the floor plans of every event floor.",
  heroImage: art("product/gallery"),
  heroImageAlt: "Collage of the SPARK stages lit in orange and cyan",
  specifications: {
    Area: `${sqm(skylineArea.detailWithTerraceSqm + venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm)} of stages and terrace`,
    Capacity: `Up to ${guests(capacity.triple)}`,
    Venues: "Skyline (floor 6), Liberty (floor 5), Horizon (floor 4)",
    Photos: "16",
    Films: "9",
  },
  features: [],
  galleryImages: galleryPhotoTour.map((photo) => ({ image: photo.image, alt: photo.alt.en })),
  seatingConfigurations: [],
  floorPlans: ["skyline", "liberty", "horizon"],
};

export const products: Product[] = records;

const byId = new Map<string, Product>([...records, galleryRecord].map((record) => [record.id, record]));

export function isKnownProductId(id: string): boolean {
  return byId.has(id);
}

/** The record of a known id, or undefined. */
export function findProduct(id: string): Product | undefined {
  return byId.get(id);
}

/** 'straight-up' -> 'Straight Up', for the fallback page of an unknown id. */
export function nameFromId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** Spec section 2's fallback for an unknown id. */
export function fallbackProduct(id: string): Product {
  return {
    id,
    name: nameFromId(id) || "Venue",
    category: "VENUES",
    description: "Premium venue space for exceptional experiences.",
    heroImage: art("product/venue-default"),
    heroImageAlt: "A SPARK stage with its LED wall lit",
    specifications: { Area: "Variable", Capacity: "Flexible" },
    features: [],
    galleryImages: [{ image: art("product/venue-default"), alt: "A SPARK stage with its LED wall lit" }],
    seatingConfigurations: [],
    floorPlans: [],
  };
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

/** A product as a card on the stage, floors and single-floor pages. */
export function productCard(id: string): ProductCard {
  const product = findProduct(id);
  if (!product) throw new Error(`Unknown product ${id}`);
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
