import { z } from "zod";
import { art } from "~/lib/art";
import { artSlotSchema, copySchema, embedUrlSchema, kebabIdSchema } from "./content-schemas";
import { filmEmbedUrl } from "./films";

// The three SPARK venues on floors 4, 5 and 6 of the Frankfurt building: their figures (spec
// section 9, written once here and imported by floors.ts and products.ts), the spaces shown in the
// stage pages' explorers, the stage pages themselves, the /venues overview and the floor plans.

export * from "../../server/domain/company/venue-figures.ts";
import {
  areaRanges,
  capacity,
  capacityText,
  ceilingText,
  namedRooms,
  officeSizes,
  skylineArea,
  sqm,
  sqmRange,
  venues,
} from "../../server/domain/company/venue-figures.ts";

// ---------------------------------------------------------------------------------------------
// Explorer spaces (spec section 3, 'Venue/space item')
// ---------------------------------------------------------------------------------------------

export const spaceSchema = z.object({
  id: kebabIdSchema,
  name: copySchema,
  subtitle: copySchema,
  description: copySchema,
  image: artSlotSchema,
  imageAlt: copySchema,
  area: z.string().regex(/^\d[\d,]* sqm/),
  capacity: z.string().regex(/^\d+ (people|guests)/),
  equipment: z.array(copySchema).min(3),
  highlight: copySchema,
  videoUrl: embedUrlSchema.optional(),
  category: z.enum(["skyline", "liberty", "horizon"]),
  features: z.array(copySchema).min(3),
  configuration: copySchema,
  /** The product detail page that describes this space in depth, if it has one. */
  productId: kebabIdSchema.optional(),
});
export type Space = z.infer<typeof spaceSchema>;

const films = {
  skyline: filmEmbedUrl("skyline-stage-film"),
  liberty: filmEmbedUrl("liberty-atrium-film"),
  horizon: filmEmbedUrl("horizon-stage-film"),
} as const;

/** The film shown for a venue (also the Horizon Stage hero film of spec section 4). */
export const venueFilmUrl = films;

const skylineSpaces: Space[] = [
  {
    id: "skyline-stage-hall",
    name: "Skyline Stage",
    subtitle: "Floor 6 · The stage above the city",
    description:
      "A 1000 sqm stage floor under Frankfurt's sky: 900 sqm of column-free stage and audience area plus foyer and backstage, glazed on three sides with the bank towers as the backdrop. Two LED walls frame the stage, and the floor flows straight out onto the terrace.",
    image: art("space/skyline-stage-hall-audience"),
    imageAlt: "Skyline Stage set for a keynote: a full audience facing the LED wall",
    area: sqm(skylineArea.overviewSqm),
    capacity: `${capacity.singleStage} guests`,
    equipment: [
      "LED wall 10 x 3 m",
      "LED side wall 5 x 3 m",
      "d&b line array audio",
      "Moving-head stage lighting",
      "4 PTZ cameras for streaming",
      "Wi-Fi 6, 1 Gbit/s dedicated",
    ],
    highlight: "1400 sqm with the rooftop terrace",
    videoUrl: films.skyline,
    category: "skyline",
    features: ["Panoramic skyline views", "Direct terrace access", "Theatre, banquet or cabaret set-up"],
    configuration: `Theatre for ${capacityText.single}, banquet for 160, standing reception for ${capacityText.single}`,
    productId: "skyline-stage",
  },
  {
    id: "sky-lounge",
    name: "Sky Lounge",
    subtitle: "Floor 6 · Reception and networking",
    description:
      "The lounge between the stage and the terrace: a long bar, soft seating islands and warm light for welcome drinks, breaks and the conversations after the keynote. Opens fully to the stage for receptions.",
    image: art("space/skyline-sky-lounge"),
    imageAlt: "Sky Lounge at dusk: lounge seating under festoon lights, the skyline beyond",
    area: sqm(200),
    capacity: "120 guests",
    equipment: [
      "Bar with two service stations",
      "Distributed ceiling audio",
      "Dimmable ambient lighting",
      "Lounge furniture",
    ],
    highlight: "Bar and lounge next to the stage",
    category: "skyline",
    features: ["Welcome drinks and breaks", "Opens onto the stage", "Catering service point"],
    configuration: "Standing reception for 120, lounge seating for 60",
  },
  {
    id: "sky-terrace",
    name: "Sky Terrace",
    subtitle: "Floor 6 · 400 sqm in the open air",
    description:
      "A 400 sqm rooftop terrace wrapping the stage floor, with heaters, an outdoor bar and power points for catering and light. From May to September it turns every evening programme into a summer party above the Main.",
    image: art("space/skyline-sky-terrace"),
    imageAlt: "Sky Terrace at sunset with lounge seating and the Frankfurt skyline",
    area: sqm(skylineArea.terraceSqm),
    capacity: `${capacity.singleStage} guests`,
    equipment: ["Outdoor bar", "Weatherproof audio", "Festoon and uplighting", "Patio heaters", "Outdoor power points"],
    highlight: "Sunset views over the skyline",
    category: "skyline",
    features: ["Summer receptions and BBQ", "Heated for spring and autumn", "Opens from the stage floor"],
    configuration: `Standing reception for ${capacityText.single}, BBQ dinner for 120`,
  },
  {
    id: "skyline-studio-room",
    name: "Skyline Studio",
    subtitle: "Floor 6 · Broadcast and podcast studio",
    description:
      "A 100 sqm acoustically treated studio beside the stage: record interviews between sessions, stream a panel to thousands, or produce a podcast series with the skyline as your set.",
    image: art("space/skyline-studio-room-podcast"),
    imageAlt: "Skyline Studio: two guests at a round table with microphones, acoustic panels behind",
    area: sqm(100),
    capacity: "30 people",
    equipment: [
      "3 4K cameras with vision mixer",
      "Podcast microphones",
      "LED backdrop",
      "Streaming encoder",
      "Studio lighting grid",
    ],
    highlight: "Stream-ready in 30 minutes",
    category: "skyline",
    features: ["Interviews and panels", "Live streaming", "Podcast production"],
    configuration: "Panel for 4 on set, audience for 30",
    productId: "skyline-studio",
  },
  {
    id: "liberty-stage-hall",
    name: "Liberty Stage",
    subtitle: "Floor 5 · Double-height stage hall",
    description:
      "One floor below Skyline: Liberty's 600 sqm atrium rises 6 metres, with a rigging grid for large productions. Book it with Skyline for a two-floor conference of up to 400 guests, plenary upstairs and workshops on Liberty.",
    image: art("space/liberty-stage-hall"),
    imageAlt: "Liberty Stage atrium with a double-height LED wall and a stage set for a panel",
    area: sqm(venues.liberty.stageAreaSqm),
    capacity: `${capacity.singleStage} guests`,
    equipment: ["LED wall 10 x 3 m", "Line array audio", "Rigging grid, 6 m clearance", "Wi-Fi 6", "400 kW power"],
    highlight: "6.0 m ceiling for big productions",
    videoUrl: films.liberty,
    category: "liberty",
    features: ["Double-height atrium", "Combines with Skyline", "Six rooms on one floor"],
    configuration: `Theatre for ${capacityText.single}, banquet for 160, workshops in six rooms`,
    productId: "liberty-stage",
  },
  {
    id: "liberty-studio-room",
    name: "Liberty Studio",
    subtitle: "Floor 5 · Podcast and recording studio",
    description:
      "A compact 40 sqm studio for podcasts, voice-overs and video statements, with a treated room, two camera positions and a producer's desk.",
    image: art("space/liberty-studio-room-podcast"),
    imageAlt: "Liberty Studio: two people at a round table with podcast microphones, acoustic panels behind",
    area: sqm(40),
    capacity: "8 people",
    equipment: ["Podcast microphones", "2 4K cameras", "Acoustic treatment", "Producer desk with mixer"],
    highlight: "Podcast-ready with a producer",
    category: "liberty",
    features: ["Podcasts and voice-overs", "Video statements", "Producer on request"],
    configuration: "4 on mic, producer and guests",
    productId: "liberty-studio",
  },
];

const libertySpaces: Space[] = [
  {
    id: "liberty-atrium",
    name: "Atrium",
    subtitle: "Floor 5 · The Liberty Stage hall",
    description:
      "The heart of floor 5: a 600 sqm double-height hall with a 6 metre ceiling, a full rigging grid and a 10 x 3 m LED wall. Plenary, product reveal or gala dinner: the Atrium takes the whole show, with the five rooms around it for everything in between.",
    image: art("space/liberty-atrium"),
    imageAlt: "The Liberty Atrium set for a product reveal, the stage under the LED wall",
    area: sqm(venues.liberty.stageAreaSqm),
    capacity: `${capacity.singleStage} guests`,
    equipment: ["LED wall 10 x 3 m", "Line array audio", "Stage lighting rig", "Rigging grid", "400 kW stage power"],
    highlight: "6.0 m double-height ceiling",
    videoUrl: films.liberty,
    category: "liberty",
    features: ["Keynotes and reveals", "Gala dinners", "Vehicle access by freight lift"],
    configuration: `Theatre for ${capacityText.single}, banquet for 160, cabaret for 110`,
    productId: "liberty-stage",
  },
  {
    id: "liberty-workshop",
    name: "Workshop",
    subtitle: "Floor 5 · Daylight room for teams",
    description:
      "A 110 sqm daylight room built for hands-on work: writable walls, mobile tables and a ceiling projector. Split the group into four teams or run a single session for 60.",
    image: art("space/liberty-workshop"),
    imageAlt: "Workshop room with mobile tables, a whiteboard and sticky notes on the walls",
    area: sqm(110),
    capacity: "60 people",
    equipment: ["Laser projector", "Writable walls", "Mobile tables and chairs", "Wireless presentation", "Wi-Fi 6"],
    highlight: "Writable walls all round",
    category: "liberty",
    features: ["Design sprints", "Team trainings", "Breakouts from the Atrium"],
    configuration: "Classroom for 40, four team islands, workshop for 60",
    productId: "workshop",
  },
  {
    id: "liberty-arena",
    name: "Arena",
    subtitle: "Floor 5 · Amphitheatre steps",
    description:
      "Tiered steps in a 34 sqm amphitheatre bring 40 people close to the speaker: ideal for pitches, fireside chats and the morning stand-up of a large team.",
    image: art("space/liberty-arena"),
    imageAlt: "The Arena facing its large screen",
    area: sqm(namedRooms.arena.areaSqm),
    capacity: `${namedRooms.arena.guests} guests`,
    equipment: ["86-inch touch screen", "Ceiling microphones", "Portable speaker system", "Cushions for the steps"],
    highlight: "Tiered seating for 40",
    category: "liberty",
    features: ["Pitches and demos", "Fireside chats", "Team stand-ups"],
    configuration: "Amphitheatre for 40",
    productId: "arena",
  },
  {
    id: "liberty-straight-up",
    name: "Straight-up",
    subtitle: "Floor 5 · Stand-up meeting room",
    description:
      "No chairs, on purpose: a 56 sqm room with high tables and a wall-sized whiteboard for fast, focused stand-up meetings, retrospectives and decisions that should not take an hour.",
    image: art("space/liberty-straight-up-workshop"),
    imageAlt: "Straight-up room with high tables, a whiteboard and sticky notes",
    area: sqm(56),
    capacity: "30 people",
    equipment: ["Wall-sized whiteboard", "High tables", "75-inch screen", "Wireless presentation"],
    highlight: "Meetings that end on time",
    category: "liberty",
    features: ["Stand-ups and retros", "Quick decisions", "Coffee station next door"],
    configuration: "Stand-up for 30",
    productId: "straight-up",
  },
  {
    id: "liberty-boardroom",
    name: "Boardroom",
    subtitle: "Floor 5 · Executive meetings",
    description:
      "An 80 sqm boardroom for 25 guests around one table: walnut, leather, daylight and a hybrid-ready conference system, so that the board member in Singapore is as present as the one in the room.",
    image: art("space/liberty-boardroom"),
    imageAlt: "Boardroom with a long walnut table, leather chairs and a video conference screen",
    area: sqm(namedRooms.boardroom.areaSqm),
    capacity: `${namedRooms.boardroom.guests} guests`,
    equipment: [
      "Hybrid video conference system",
      "Ceiling microphones",
      "2 98-inch screens",
      "Blackout blinds",
      "Coffee and catering service",
    ],
    highlight: "Hybrid-ready for 25",
    category: "liberty",
    features: ["Board meetings", "Executive offsites", "Investor days"],
    configuration: "Boardroom table for 25",
    productId: "boardroom",
  },
  {
    id: "liberty-hub",
    name: "Hub",
    subtitle: "Floor 5 · Catering and networking",
    description:
      "The floor's meeting point: 120 sqm with a coffee bar, standing tables and lounge corners, where lunch is served and the best conversations happen between sessions.",
    image: art("space/liberty-hub-bar"),
    imageAlt: "The Hub's bar: glasses on the counter in warm light",
    area: sqm(120),
    capacity: "80 people",
    equipment: ["Coffee bar", "Catering buffet stations", "Background audio", "Charging points"],
    highlight: "Lunch and breaks next to every room",
    category: "liberty",
    features: ["Lunch and coffee breaks", "Networking", "Exhibition stands"],
    configuration: "Buffet for 80, exhibition with 6 stands",
  },
];

const horizonSpaces: Space[] = [
  {
    id: "horizon-stage-hall",
    name: "Horizon Stage",
    subtitle: "Floor 4 · The production stage",
    description:
      "SPARK's production stage: 600 sqm under a 6.5 metre ceiling, 500 kW of power and a 10 x 3 m LED wall. Built for broadcasts, launches and hybrid conferences where the camera matters as much as the room.",
    image: art("space/horizon-stage-hall-hybrid"),
    imageAlt: "Horizon Stage during a hybrid conference, cameras in front of the LED wall",
    area: sqm(venues.horizon.stageAreaSqm),
    capacity: `${capacity.singleStage} guests`,
    equipment: [
      "LED wall 10 x 3 m",
      "d&b line array audio",
      "Broadcast lighting",
      "5 4K cameras and gallery",
      "Streaming encoder",
      "500 kW power",
    ],
    highlight: "6.5 m ceiling, the highest at SPARK",
    videoUrl: films.horizon,
    category: "horizon",
    features: ["Broadcast gallery on site", "Hybrid conferences", "Product launches"],
    configuration: `Theatre for ${capacityText.single}, banquet for 160, broadcast set with audience of 120`,
    productId: "horizon-stage",
  },
  {
    id: "horizon-hub",
    name: "Horizon Hub",
    subtitle: "Floor 4 · Foyer, bar and breakout",
    description:
      "A 140 sqm foyer beside the stage for registration, coffee, lunch and exhibition stands. It doubles as a breakout room with its own screen when the main stage is being rebuilt.",
    image: art("space/horizon-hub-foyer"),
    imageAlt: "Horizon Hub foyer with a lit registration desk",
    area: sqm(140),
    capacity: "90 people",
    equipment: ["Registration desk", "Bar", "75-inch screen", "Background audio", "Exhibition power points"],
    highlight: "Registration and catering in one place",
    category: "horizon",
    features: ["Registration and badges", "Lunch and breaks", "Partner exhibition"],
    configuration: "Standing reception for 90, exhibition with 8 stands",
  },
  {
    id: "directors-circle-room",
    name: "Directors Circle",
    subtitle: "Floor 4 · Private meeting room",
    description:
      "A 60 sqm private room with a round table for 12: the place for the speakers' briefing, the VIP lunch or the confidential meeting that runs alongside the main event.",
    image: art("space/horizon-directors-circle"),
    imageAlt: "Directors Circle with a round table for twelve and warm light",
    area: sqm(60),
    capacity: "12 people",
    equipment: ["Round table for 12", "Video conference system", "65-inch screen", "Private catering service"],
    highlight: "Discreet, next to the stage",
    category: "horizon",
    features: ["Speaker briefings", "VIP lunches", "Confidential meetings"],
    configuration: "Round table for 12",
    productId: "directors-circle",
  },
];

// ---------------------------------------------------------------------------------------------
// Stage pages
// ---------------------------------------------------------------------------------------------

const explorerFilterSchema = z.object({
  id: kebabIdSchema,
  label: copySchema,
  /** Which spaces the filter shows: a venue category, or one space. */
  match: z.union([
    z.object({ category: z.enum(["skyline", "liberty", "horizon"]) }),
    z.object({ spaceId: kebabIdSchema }),
    z.object({ all: z.literal(true) }),
  ]),
});
export type ExplorerFilter = z.infer<typeof explorerFilterSchema>;

export const floorPlanSchema = z.object({
  floor: z.number().int().min(4).max(8),
  title: copySchema,
  /** Rooms on a 100 x 60 grid: x, y, width, height. */
  zones: z
    .array(
      z.object({
        name: copySchema,
        area: z.string().regex(/sqm$/),
        x: z.number().min(0).max(100),
        y: z.number().min(0).max(60),
        w: z.number().positive().max(100),
        h: z.number().positive().max(60),
        kind: z.enum(["stage", "room", "lounge", "outdoor", "service"]),
      }),
    )
    .min(3),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const stagePageSchema = z.object({
  id: z.enum(["skyline-stage", "liberty-stage", "horizon-stage"]),
  venue: z.enum(["skyline", "liberty", "horizon"]),
  title: copySchema,
  metaDescription: z.string().min(70).max(170),
  eyebrow: copySchema,
  lead: copySchema,
  heroImage: artSlotSchema,
  heroImageAlt: copySchema,
  keyFacts: z.array(z.object({ label: copySchema, value: copySchema })).min(4),
  explorerIntro: copySchema,
  spaces: z.array(spaceSchema).min(3),
  filters: z.array(explorerFilterSchema).min(2),
  configurationsIntro: copySchema,
  configurationIds: z.array(kebabIdSchema).min(3),
  discoverIntro: copySchema,
});
export type StagePage = z.infer<typeof stagePageSchema>;

/** All Spaces, then the category tabs, then one tab per space whose name is not already a tab. */
function explorerFilters(
  spaces: Space[],
  categories: { category: Space["category"]; label: string }[],
): ExplorerFilter[] {
  const filters: ExplorerFilter[] = [{ id: "all-spaces", label: "All Spaces", match: { all: true } }];
  for (const c of categories)
    filters.push({ id: `category-${c.category}`, label: c.label, match: { category: c.category } });
  const taken = new Set(filters.map((f) => f.label));
  for (const space of spaces) {
    if (taken.has(space.name)) continue;
    filters.push({ id: `space-${space.id}`, label: space.name, match: { spaceId: space.id } });
  }
  return filters;
}

export const stagePages: Record<StagePage["id"], StagePage> = {
  "skyline-stage": {
    id: "skyline-stage",
    venue: "skyline",
    title: "Skyline Stage",
    metaDescription: `Skyline Stage on floor 6: 1000 sqm above Frankfurt, 1400 with the rooftop terrace, two LED walls and up to ${capacityText.single} guests. Explore spaces and configurations.`,
    eyebrow: "Floor 6 · Skyline Stage",
    lead: "Frankfurt's skyline as your backdrop: a 1000 sqm stage floor with two LED walls, a lounge, a studio and a 400 sqm rooftop terrace. Ten configurations, from a 400 sqm wing to the whole 1700 sqm floor.",
    heroImage: art("venue/skyline-stage"),
    heroImageAlt: "Skyline Stage at night, the LED walls glowing in front of the lit bank towers",
    keyFacts: [
      {
        label: "Area",
        value: `${sqm(skylineArea.overviewSqm)} (${sqm(skylineArea.overviewWithTerraceSqm)} with terrace)`,
      },
      { label: "Capacity", value: `Up to ${capacity.singleStage} guests` },
      { label: "LED walls", value: "10 x 3 m and 5 x 3 m" },
      { label: "Ceiling height", value: ceilingText("skyline") },
      { label: "Power", value: `${venues.skyline.powerKw} kW` },
    ],
    explorerIntro:
      "Walk the top two event floors: the Skyline stage, lounge, terrace and studio on floor 6, and the Liberty spaces one floor below that you can add for a two-floor event.",
    spaces: skylineSpaces,
    filters: explorerFilters(skylineSpaces, [
      { category: "skyline", label: "Skyline Stage" },
      { category: "liberty", label: "Liberty Stage" },
    ]),
    configurationsIntro:
      "Ten ways to book Skyline: one wing or the whole floor, with or without the terrace, on its own or together with Liberty or Horizon.",
    configurationIds: [
      "skyline-stage",
      "skyline-stage-terrace",
      "nova-stage",
      "nova-stage-terrace",
      "vista-stage",
      "vista-stage-terrace",
      "skyline-studio",
      "skyline-floor",
      "skyline-liberty-double",
      "skyline-horizon-double",
    ],
    discoverIntro:
      "See the floor plan, walk through Skyline in 360°, check the technical specification, or talk to our venue team about your event.",
  },
  "liberty-stage": {
    id: "liberty-stage",
    venue: "liberty",
    title: "Liberty Stage",
    metaDescription:
      "Liberty Stage on floor 5: a 600 sqm double-height atrium with a 6.0 m ceiling and 400 kW, plus Workshop, Arena, Straight-up, Boardroom and Hub.",
    eyebrow: "Floor 5 · Liberty Stage",
    lead: "Six spaces on one floor: a 600 sqm double-height atrium for the plenary, and five rooms around it for workshops, pitches, stand-ups, the board and lunch. Everything your conference needs without changing floors.",
    heroImage: art("venue/liberty-stage"),
    heroImageAlt: "Liberty Atrium with its double-height LED wall and a full audience",
    keyFacts: [
      { label: "Stage area", value: `${sqmRange(areaRanges.liberty)} with foyer` },
      { label: "Capacity", value: `Up to ${capacity.singleStage} guests` },
      { label: "LED wall", value: "10 x 3 m (30 sqm)" },
      { label: "Ceiling height", value: ceilingText("liberty") },
      { label: "Power", value: `${venues.liberty.powerKw} kW` },
    ],
    explorerIntro:
      "Six spaces on floor 5, from the 600 sqm Atrium to the 34 sqm Arena. Choose a space or browse them all.",
    spaces: libertySpaces,
    filters: explorerFilters(libertySpaces, []),
    configurationsIntro:
      "Book the Atrium, a single room, or the whole floor: six configurations for conferences, trainings and board meetings.",
    configurationIds: ["liberty-stage", "liberty-studio", "workshop", "arena", "straight-up", "boardroom"],
    discoverIntro:
      "See how the six rooms sit around the Atrium, take the 360° tour, read the technical specification, or ask us for advice.",
  },
  "horizon-stage": {
    id: "horizon-stage",
    venue: "horizon",
    title: "Horizon Stage",
    metaDescription: `Horizon Stage on floor 4: SPARK's production stage with a 6.5 m ceiling, 500 kW, a 30 sqm LED wall and a broadcast gallery for up to ${capacityText.single} guests.`,
    eyebrow: "Floor 4 · Horizon Stage",
    lead: "The production stage: 600 sqm under a 6.5 metre ceiling, 500 kW of power and a broadcast gallery on site. Made for launches, hybrid conferences and live shows that are watched far beyond the room.",
    heroImage: art("venue/horizon-stage"),
    heroImageAlt: "Horizon Stage during a product launch, beams of light above the LED wall",
    keyFacts: [
      { label: "Stage area", value: `${sqmRange(areaRanges.horizon)} with foyer` },
      { label: "Capacity", value: `Up to ${capacity.singleStage} guests` },
      { label: "LED wall", value: "10 x 3 m (30 sqm)" },
      { label: "Ceiling height", value: ceilingText("horizon") },
      { label: "Power", value: `${venues.horizon.powerKw} kW` },
    ],
    explorerIntro: "Three spaces on floor 4: the stage, the Hub foyer and the private Directors Circle.",
    spaces: horizonSpaces,
    filters: explorerFilters(horizonSpaces, []),
    configurationsIntro: "Book the stage with its broadcast studio, or the private Directors Circle on its own.",
    configurationIds: ["horizon-stage", "horizon-studio", "directors-circle"],
    discoverIntro:
      "Check the floor plan and the rigging figures, take the 360° tour, or plan your production with our technical team.",
  },
};

export const stagePageIds = Object.keys(stagePages) as StagePage["id"][];

// ---------------------------------------------------------------------------------------------
// Floor plans (drawn as SVG in the Floorplan dialogs)
// ---------------------------------------------------------------------------------------------

export const floorPlanKeySchema = z.enum(["skyline", "liberty", "horizon", "offices"]);
export type FloorPlanKey = z.infer<typeof floorPlanKeySchema>;

export const floorPlans: Record<FloorPlanKey, FloorPlan> = {
  skyline: {
    floor: 6,
    title: "Floor 6 · Skyline",
    zones: [
      { name: "Nova Stage", area: sqm(400), x: 4, y: 4, w: 34, h: 30, kind: "stage" },
      { name: "Vista Stage", area: sqm(500), x: 38, y: 4, w: 40, h: 30, kind: "stage" },
      { name: "Foyer and backstage", area: sqm(100), x: 78, y: 4, w: 18, h: 14, kind: "service" },
      { name: "Skyline Studio", area: sqm(100), x: 78, y: 18, w: 18, h: 16, kind: "room" },
      { name: "Sky Lounge", area: sqm(200), x: 58, y: 34, w: 38, h: 10, kind: "lounge" },
      { name: "Sky Terrace", area: sqm(skylineArea.terraceSqm), x: 4, y: 44, w: 92, h: 12, kind: "outdoor" },
    ],
  },
  liberty: {
    floor: 5,
    title: "Floor 5 · Liberty",
    zones: [
      {
        name: "Atrium (Liberty Stage)",
        area: sqm(venues.liberty.stageAreaSqm),
        x: 4,
        y: 4,
        w: 52,
        h: 40,
        kind: "stage",
      },
      { name: "Foyer", area: sqm(100), x: 4, y: 44, w: 52, h: 12, kind: "service" },
      { name: "Workshop", area: sqm(110), x: 56, y: 4, w: 22, h: 20, kind: "room" },
      { name: "Boardroom", area: sqm(namedRooms.boardroom.areaSqm), x: 78, y: 4, w: 18, h: 20, kind: "room" },
      { name: "Arena", area: sqm(namedRooms.arena.areaSqm), x: 56, y: 24, w: 12, h: 12, kind: "room" },
      { name: "Straight-up", area: sqm(56), x: 68, y: 24, w: 14, h: 12, kind: "room" },
      { name: "Liberty Studio", area: sqm(40), x: 82, y: 24, w: 14, h: 12, kind: "room" },
      { name: "Hub", area: sqm(120), x: 56, y: 36, w: 40, h: 20, kind: "lounge" },
    ],
  },
  horizon: {
    floor: 4,
    title: "Floor 4 · Horizon",
    zones: [
      { name: "Horizon Stage", area: sqm(venues.horizon.stageAreaSqm), x: 4, y: 4, w: 60, h: 40, kind: "stage" },
      { name: "Foyer", area: sqm(50), x: 4, y: 44, w: 30, h: 12, kind: "service" },
      { name: "Horizon Studio and gallery", area: sqm(50), x: 64, y: 4, w: 32, h: 14, kind: "room" },
      { name: "Directors Circle", area: sqm(60), x: 64, y: 18, w: 32, h: 14, kind: "room" },
      { name: "Horizon Hub", area: sqm(140), x: 34, y: 44, w: 62, h: 12, kind: "lounge" },
    ],
  },
  offices: {
    floor: 7,
    title: "Floors 7-8 · Offices (typical floor)",
    zones: [
      { name: "Enterprise wing", area: "300+ sqm", x: 4, y: 4, w: 40, h: 34, kind: "room" },
      { name: "Corporate suites", area: "100-300 sqm", x: 44, y: 4, w: 28, h: 34, kind: "room" },
      { name: "Team offices", area: "30-80 sqm", x: 72, y: 4, w: 24, h: 20, kind: "room" },
      { name: "Private offices", area: "16-40 sqm", x: 72, y: 24, w: 24, h: 14, kind: "room" },
      { name: "Reception and lounge", area: "180 sqm", x: 4, y: 38, w: 46, h: 18, kind: "lounge" },
      { name: "Meeting rooms and phone booths", area: "150 sqm", x: 50, y: 38, w: 46, h: 18, kind: "service" },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// The /venues overview
// ---------------------------------------------------------------------------------------------

const overviewCardSchema = z.object({
  id: kebabIdSchema,
  name: copySchema,
  subtitle: copySchema,
  description: copySchema,
  image: artSlotSchema,
  imageAlt: copySchema,
  area: copySchema,
  capacity: copySchema,
  features: z.array(copySchema).min(1),
  /** Stage cards link to their stage page, office cards to their product page; space cards are not links. */
  href: z.string().startsWith("/venues/").optional(),
});
type OverviewCard = z.infer<typeof overviewCardSchema>;

export const venueOverviewSectionSchema = z.object({
  id: z.enum(["stages-section", "spaces-section", "spatial-section"]),
  label: z.enum(["Stages", "Spaces", "Offices"]),
  title: copySchema,
  summary: copySchema,
  cards: z.array(overviewCardSchema).min(3),
});
export type VenueOverviewSection = z.infer<typeof venueOverviewSectionSchema>;

function spaceCard(space: Space): OverviewCard {
  return {
    id: space.id,
    name: space.name,
    subtitle: space.subtitle,
    description: space.description,
    image: space.image,
    imageAlt: space.imageAlt,
    area: space.area,
    capacity: space.capacity,
    features: space.features,
  };
}

const findSpace = (list: Space[], id: string) => {
  const found = list.find((space) => space.id === id);
  if (!found) throw new Error(`Unknown space ${id}`);
  return found;
};

export const venueOverview: VenueOverviewSection[] = [
  {
    id: "stages-section",
    label: "Stages",
    title: "Stages",
    summary: `Three stages on floors 4, 5 and 6: 600-1400 sqm each, LED walls on every stage and theatre set-ups for up to ${capacityText.single} guests, or up to ${capacityText.triple} when you book all three.`,
    cards: [
      {
        id: "skyline",
        name: "Skyline Stage",
        subtitle: "Floor 6 · Above the city",
        description: "1000 sqm with panoramic views, two LED walls and a 400 sqm rooftop terrace for the evening.",
        image: art("venue/skyline-stage-card"),
        imageAlt: "Skyline Stage with the city lights behind the stage",
        area: `${sqm(skylineArea.overviewSqm)} · ${sqm(skylineArea.overviewWithTerraceSqm)} with terrace`,
        capacity: `Up to ${capacity.singleStage} guests`,
        features: ["Two LED walls, 10 x 3 m and 5 x 3 m", "Rooftop terrace", "Broadcast studio"],
        href: "/venues/skyline-stage",
      },
      {
        id: "liberty",
        name: "Liberty Stage",
        subtitle: "Floor 5 · Six spaces, one floor",
        description: "A 600 sqm double-height atrium with five rooms around it for workshops, pitches and the board.",
        image: art("venue/liberty-stage-card"),
        imageAlt: "Liberty Atrium with its tall LED wall",
        area: sqmRange(areaRanges.liberty),
        capacity: `Up to ${capacity.singleStage} guests`,
        features: ["6.0 m ceiling", "Six rooms on one floor", "400 kW stage power"],
        href: "/venues/liberty-stage",
      },
      {
        id: "horizon",
        name: "Horizon Stage",
        subtitle: "Floor 4 · The production stage",
        description: "600 sqm under 6.5 metres with a broadcast gallery on site, for launches and hybrid events.",
        image: art("venue/horizon-stage-card"),
        imageAlt: "Horizon Stage with cameras and a lit LED wall",
        area: sqmRange(areaRanges.horizon),
        capacity: `Up to ${capacity.singleStage} guests`,
        features: ["6.5 m ceiling", "500 kW stage power", "Broadcast gallery"],
        href: "/venues/horizon-stage",
      },
    ],
  },
  {
    id: "spaces-section",
    label: "Spaces",
    title: "Spaces",
    summary:
      "Rooms from 34 to 600 sqm around the stages: workshop rooms, a boardroom, an amphitheatre, lounges, studios with LED walls up to 30 sqm, and a rooftop terrace.",
    cards: [
      spaceCard(findSpace(skylineSpaces, "sky-terrace")),
      spaceCard(findSpace(skylineSpaces, "sky-lounge")),
      spaceCard(findSpace(libertySpaces, "liberty-workshop")),
      spaceCard(findSpace(libertySpaces, "liberty-boardroom")),
      spaceCard(findSpace(libertySpaces, "liberty-arena")),
      spaceCard(findSpace(horizonSpaces, "directors-circle-room")),
    ],
  },
  {
    id: "spatial-section",
    label: "Offices",
    title: "Offices",
    summary:
      "Serviced offices on the co-working floors 7 and 8: 30-2500 sqm, from one room to 2-20 adjacent offices, with reception, meeting rooms and the event floors downstairs.",
    cards: [
      {
        id: "private-office",
        name: "Private Office",
        subtitle: "Floors 7-8 · For small teams",
        description: "A lockable, furnished office with daylight, ready on the day you sign.",
        image: art("space/office-private"),
        imageAlt: "Private office with two desks and a window onto the city",
        area: officeSizes[0].area,
        capacity: `Up to ${officeSizes[0].people} people`,
        features: ["Furnished and lockable", "Meeting room credits", "Monthly terms"],
        href: "/venues/private-office",
      },
      {
        id: "team-office",
        name: "Team Office",
        subtitle: "Floors 7-8 · For growing teams",
        description: "Room for a team of 20 with its own meeting corner and phone booths nearby.",
        image: art("space/office-team"),
        imageAlt: "Team office with rows of desks and a meeting corner",
        area: officeSizes[1].area,
        capacity: `Up to ${officeSizes[1].people} people`,
        features: ["Own meeting corner", "Phone booths on the floor", "Flexible layout"],
        href: "/venues/team-office",
      },
      {
        id: "corporate-office",
        name: "Corporate Office",
        subtitle: "Floors 7-8 · A floor section of your own",
        description: "2-20 adjacent offices with your own entrance, branding and reception service.",
        image: art("space/office-corporate"),
        imageAlt: "Corporate office suite with a branded reception wall",
        area: officeSizes[2].area,
        capacity: `Up to ${officeSizes[2].people} people`,
        features: ["Own entrance and branding", "Reception service", "Private meeting rooms"],
        href: "/venues/corporate-office",
      },
      {
        id: "enterprise-office",
        name: "Enterprise Office",
        subtitle: "Floors 7-8 · Headquarters in Frankfurt",
        description: "Whole floor sections up to 2500 sqm, fitted out to your design and your IT.",
        image: art("space/office-enterprise"),
        imageAlt: "Enterprise office floor with open workspaces and glass meeting rooms",
        area: officeSizes[3].area,
        capacity: `${officeSizes[3].people} people`,
        features: ["Fit-out to your design", "Dedicated IT network", "Events downstairs at member rates"],
        href: "/venues/enterprise-office",
      },
    ],
  },
];

export const allExplorerSpaces: Space[] = [...skylineSpaces, ...libertySpaces, ...horizonSpaces];
