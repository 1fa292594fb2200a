import { z } from "zod";
import { art } from "~/lib/art";
import {
  artSlotSchema,
  bilingualSchema,
  copySchema,
  copyTextSchema,
  embedUrlSchema,
  kebabIdSchema,
} from "./content-schemas";
import { filmEmbedUrl } from "./films";
import { formatNumber, text, type Text } from "../../server/domain/company/locale";

// The three SPARK venues on floors 4, 5 and 6 of the Frankfurt building: their figures (spec
// section 9, written once here and imported by floors.ts and products.ts), the spaces shown in the
// stage pages' explorers, the stage pages themselves, the /venues overview and the floor plans.
// Every text a visitor reads is a `Text` in English and German (docs/decisions/0696).

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
  type VenueKey,
} from "../../server/domain/company/venue-figures.ts";

// ---------------------------------------------------------------------------------------------
// Figures as both languages write them
// ---------------------------------------------------------------------------------------------

const deNumber = (value: number) => formatNumber(value, "de");

/** "1000 sqm" / "1.000 m²". */
export const areaText = (value: number): Text => text(sqm(value), `${deNumber(value)} m²`);

/** "600-700 sqm" / "600–700 m²". */
const areaRangeText = (range: { min: number; max: number }): Text =>
  text(sqmRange(range), `${deNumber(range.min)}–${deNumber(range.max)} m²`);

/** An area the figures write as text ("16-40 sqm", "300+ sqm") in both languages. */
const writtenAreaText = (area: string): Text =>
  text(area, area.replace(/(\d+)-(\d+)/, "$1–$2").replace(/ sqm$/, " m²"));

/** "199 guests" / "199 Gäste". */
export const guestsText = (count: number | string): Text => text(`${count} guests`, `${count} Gäste`);

/** "Up to 199 guests" / "Bis zu 199 Gäste". */
export const upToGuestsText = (count: number | string): Text => text(`Up to ${count} guests`, `Bis zu ${count} Gäste`);

/** "30 people" / "30 Personen". */
const peopleText = (count: number | string): Text => text(`${count} people`, `${count} Personen`);

/** "6.5 m" / "6,5 m". */
export const ceilingHeightText = (key: VenueKey): Text =>
  text(ceilingText(key), `${venues[key].ceilingHeightM.toFixed(1).replace(".", ",")} m`);

// ---------------------------------------------------------------------------------------------
// Explorer spaces (spec section 3, 'Venue/space item')
// ---------------------------------------------------------------------------------------------

const areaSchema = bilingualSchema(z.string().regex(/^\d[\d,]* sqm/), z.string().regex(/^\d[\d.]* m²/));

export const spaceSchema = z.object({
  id: kebabIdSchema,
  /** The space's name, the same in both languages. */
  name: copySchema,
  subtitle: copyTextSchema,
  description: copyTextSchema,
  image: artSlotSchema,
  imageAlt: copyTextSchema,
  area: areaSchema,
  capacity: bilingualSchema(z.string().regex(/^\d+ (people|guests)/), z.string().regex(/^\d+ (Personen|Gäste)/)),
  equipment: z.array(copyTextSchema).min(3),
  highlight: copyTextSchema,
  videoUrl: embedUrlSchema.optional(),
  category: z.enum(["skyline", "liberty", "horizon"]),
  features: z.array(copyTextSchema).min(3),
  configuration: copyTextSchema,
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
    subtitle: text("Floor 6 · The stage above the city", "6. Etage · Die Bühne über der Stadt"),
    description: text(
      "A 1000 sqm stage floor under Frankfurt's sky: 900 sqm of column-free stage and audience area plus foyer and backstage, glazed on three sides with the bank towers as the backdrop. Two LED walls frame the stage, and the floor flows straight out onto the terrace.",
      "1.000 m² Bühnenetage unter Frankfurts Himmel: 900 m² stützenfreie Bühnen- und Zuschauerfläche, dazu Foyer und Backstage, auf drei Seiten verglast, mit den Banktürmen als Kulisse. Zwei LED-Wände rahmen die Bühne, und die Etage geht direkt in die Dachterrasse über.",
    ),
    image: art("space/skyline-stage-hall-audience"),
    imageAlt: text(
      "Skyline Stage set for a keynote: a full audience facing the LED wall",
      "Skyline Stage bei einer Keynote: voll besetzte Reihen vor der LED-Wand",
    ),
    area: areaText(skylineArea.overviewSqm),
    capacity: guestsText(capacity.singleStage),
    equipment: [
      text("LED wall 10 x 3 m", "LED-Wand 10 x 3 m"),
      text("LED side wall 5 x 3 m", "LED-Seitenwand 5 x 3 m"),
      text("d&b line array audio", "d&b-Line-Array-Beschallung"),
      text("Moving-head stage lighting", "Bühnenlicht mit Moving Heads"),
      text("4 PTZ cameras for streaming", "4 PTZ-Kameras für Livestreams"),
      text("Wi-Fi 6, 1 Gbit/s dedicated", "WLAN (Wi-Fi 6), 1 Gbit/s exklusiv"),
    ],
    highlight: text("1400 sqm with the rooftop terrace", "1.400 m² mit Dachterrasse"),
    videoUrl: films.skyline,
    category: "skyline",
    features: [
      text("Panoramic skyline views", "Panoramablick auf die Skyline"),
      text("Direct terrace access", "Direkter Zugang zur Terrasse"),
      text("Theatre, banquet or cabaret set-up", "Reihen-, Bankett- oder Cabaret-Bestuhlung"),
    ],
    configuration: text(
      `Theatre for ${capacityText.single}, banquet for 160, standing reception for ${capacityText.single}`,
      `Reihenbestuhlung für ${capacityText.single}, Bankett für 160, Stehempfang für ${capacityText.single} Personen`,
    ),
    productId: "skyline-stage",
  },
  {
    id: "sky-lounge",
    name: "Sky Lounge",
    subtitle: text("Floor 6 · Reception and networking", "6. Etage · Empfang und Networking"),
    description: text(
      "The lounge between the stage and the terrace: a long bar, soft seating islands and warm light for welcome drinks, breaks and the conversations after the keynote. Opens fully to the stage for receptions.",
      "Die Lounge zwischen Bühne und Terrasse: eine lange Bar, gemütliche Sitzinseln und warmes Licht für den Begrüßungsdrink, die Pausen und die Gespräche nach der Keynote. Für Empfänge öffnet sie sich ganz zur Bühne.",
    ),
    image: art("space/skyline-sky-lounge"),
    imageAlt: text(
      "Sky Lounge at dusk: lounge seating under festoon lights, the skyline beyond",
      "Sky Lounge in der Abenddämmerung: Loungemöbel unter Lichterketten, dahinter die Skyline",
    ),
    area: areaText(200),
    capacity: guestsText(120),
    equipment: [
      text("Bar with two service stations", "Bar mit zwei Servicestationen"),
      text("Distributed ceiling audio", "Deckenlautsprecher im ganzen Raum"),
      text("Dimmable ambient lighting", "Dimmbares Ambientelicht"),
      text("Lounge furniture", "Loungemöbel"),
    ],
    highlight: text("Bar and lounge next to the stage", "Bar und Lounge direkt neben der Bühne"),
    category: "skyline",
    features: [
      text("Welcome drinks and breaks", "Begrüßungsdrinks und Pausen"),
      text("Opens onto the stage", "Öffnet sich zur Bühne"),
      text("Catering service point", "Catering-Servicepunkt"),
    ],
    configuration: text(
      "Standing reception for 120, lounge seating for 60",
      "Stehempfang für 120, Loungebestuhlung für 60 Personen",
    ),
  },
  {
    id: "sky-terrace",
    name: "Sky Terrace",
    subtitle: text("Floor 6 · 400 sqm in the open air", "6. Etage · 400 m² unter freiem Himmel"),
    description: text(
      "A 400 sqm rooftop terrace wrapping the stage floor, with heaters, an outdoor bar and power points for catering and light. From May to September it turns every evening programme into a summer party above the Main.",
      "Eine 400 m² große Dachterrasse rund um die Bühnenetage, mit Heizstrahlern, Außenbar und Stromanschlüssen für Catering und Licht. Von Mai bis September wird aus jedem Abendprogramm ein Sommerfest über dem Main.",
    ),
    image: art("space/skyline-sky-terrace"),
    imageAlt: text(
      "Sky Terrace at sunset with lounge seating and the Frankfurt skyline",
      "Sky Terrace bei Sonnenuntergang mit Loungemöbeln und der Frankfurter Skyline",
    ),
    area: areaText(skylineArea.terraceSqm),
    capacity: guestsText(capacity.singleStage),
    equipment: [
      text("Outdoor bar", "Außenbar"),
      text("Weatherproof audio", "Wetterfeste Beschallung"),
      text("Festoon and uplighting", "Lichterketten und Uplights"),
      text("Patio heaters", "Heizstrahler"),
      text("Outdoor power points", "Stromanschlüsse im Freien"),
    ],
    highlight: text("Sunset views over the skyline", "Sonnenuntergang über der Skyline"),
    category: "skyline",
    features: [
      text("Summer receptions and BBQ", "Sommerempfänge und BBQ"),
      text("Heated for spring and autumn", "Beheizt für Frühjahr und Herbst"),
      text("Opens from the stage floor", "Direkt von der Bühnenetage erreichbar"),
    ],
    configuration: text(
      `Standing reception for ${capacityText.single}, BBQ dinner for 120`,
      `Stehempfang für ${capacityText.single}, BBQ-Dinner für 120 Personen`,
    ),
  },
  {
    id: "skyline-studio-room",
    name: "Skyline Studio",
    subtitle: text("Floor 6 · Broadcast and podcast studio", "6. Etage · Broadcast- und Podcast-Studio"),
    description: text(
      "A 100 sqm acoustically treated studio beside the stage: record interviews between sessions, stream a panel to thousands, or produce a podcast series with the skyline as your set.",
      "Ein 100 m² großes, akustisch optimiertes Studio neben der Bühne: Zeichnen Sie zwischen den Sessions Interviews auf, streamen Sie ein Panel an Tausende oder produzieren Sie eine Podcast-Reihe mit der Skyline als Kulisse.",
    ),
    image: art("space/skyline-studio-room-podcast"),
    imageAlt: text(
      "Skyline Studio: two guests at a round table with microphones, acoustic panels behind",
      "Skyline Studio: zwei Gäste mit Mikrofonen an einem runden Tisch, dahinter Akustikpaneele",
    ),
    area: areaText(100),
    capacity: peopleText(30),
    equipment: [
      text("3 4K cameras with vision mixer", "3 4K-Kameras mit Bildmischer"),
      text("Podcast microphones", "Podcast-Mikrofone"),
      text("LED backdrop", "LED-Hintergrund"),
      text("Streaming encoder", "Streaming-Encoder"),
      text("Studio lighting grid", "Studiolicht am Deckenraster"),
    ],
    highlight: text("Stream-ready in 30 minutes", "In 30 Minuten bereit für den Livestream"),
    category: "skyline",
    features: [
      text("Interviews and panels", "Interviews und Panels"),
      text("Live streaming", "Livestreaming"),
      text("Podcast production", "Podcast-Produktion"),
    ],
    configuration: text("Panel for 4 on set, audience for 30", "Panel mit 4 Personen, Publikum für 30"),
    productId: "skyline-studio",
  },
  {
    id: "liberty-stage-hall",
    name: "Liberty Stage",
    subtitle: text("Floor 5 · Double-height stage hall", "5. Etage · Bühnenhalle mit doppelter Raumhöhe"),
    description: text(
      "One floor below Skyline: Liberty's 600 sqm atrium rises 6 metres, with a rigging grid for large productions. Book it with Skyline for a two-floor conference of up to 400 guests, plenary upstairs and workshops on Liberty.",
      "Eine Etage unter Skyline: Das 600 m² große Atrium der Liberty Stage ist 6 Meter hoch und hat ein Rigging-Raster für große Produktionen. Zusammen mit Skyline gebucht, wird daraus eine Konferenz auf zwei Etagen für bis zu 400 Gäste: oben das Plenum, auf Liberty die Workshops.",
    ),
    image: art("space/liberty-stage-hall"),
    imageAlt: text(
      "Liberty Stage atrium with a double-height LED wall and a stage set for a panel",
      "Atrium der Liberty Stage mit hoher LED-Wand und einer für ein Panel aufgebauten Bühne",
    ),
    area: areaText(venues.liberty.stageAreaSqm),
    capacity: guestsText(capacity.singleStage),
    equipment: [
      text("LED wall 10 x 3 m", "LED-Wand 10 x 3 m"),
      text("Line array audio", "Line-Array-Beschallung"),
      text("Rigging grid, 6 m clearance", "Rigging-Raster, 6 m lichte Höhe"),
      text("Wi-Fi 6", "WLAN (Wi-Fi 6)"),
      text("400 kW power", "400 kW Strom"),
    ],
    highlight: text("6.0 m ceiling for big productions", "6,0 m Raumhöhe für große Produktionen"),
    videoUrl: films.liberty,
    category: "liberty",
    features: [
      text("Double-height atrium", "Atrium mit doppelter Raumhöhe"),
      text("Combines with Skyline", "Kombinierbar mit Skyline"),
      text("Six rooms on one floor", "Sechs Räume auf einer Etage"),
    ],
    configuration: text(
      `Theatre for ${capacityText.single}, banquet for 160, workshops in six rooms`,
      `Reihenbestuhlung für ${capacityText.single}, Bankett für 160 Personen, Workshops in sechs Räumen`,
    ),
    productId: "liberty-stage",
  },
  {
    id: "liberty-studio-room",
    name: "Liberty Studio",
    subtitle: text("Floor 5 · Podcast and recording studio", "5. Etage · Podcast- und Aufnahmestudio"),
    description: text(
      "A compact 40 sqm studio for podcasts, voice-overs and video statements, with a treated room, two camera positions and a producer's desk.",
      "Ein kompaktes Studio mit 40 m² für Podcasts, Voice-overs und Videostatements: akustisch optimiert, mit zwei Kamerapositionen und einem Regieplatz.",
    ),
    image: art("space/liberty-studio-room-podcast"),
    imageAlt: text(
      "Liberty Studio: two people at a round table with podcast microphones, acoustic panels behind",
      "Liberty Studio: zwei Personen mit Podcast-Mikrofonen an einem runden Tisch, dahinter Akustikpaneele",
    ),
    area: areaText(40),
    capacity: peopleText(8),
    equipment: [
      text("Podcast microphones", "Podcast-Mikrofone"),
      text("2 4K cameras", "2 4K-Kameras"),
      text("Acoustic treatment", "Akustikbehandlung"),
      text("Producer desk with mixer", "Regieplatz mit Mischpult"),
    ],
    highlight: text("Podcast-ready with a producer", "Bereit für Ihren Podcast, mit Producer"),
    category: "liberty",
    features: [
      text("Podcasts and voice-overs", "Podcasts und Voice-overs"),
      text("Video statements", "Videostatements"),
      text("Producer on request", "Producer auf Wunsch"),
    ],
    configuration: text("4 on mic, producer and guests", "4 Personen am Mikrofon, dazu Producer und Gäste"),
    productId: "liberty-studio",
  },
];

const libertySpaces: Space[] = [
  {
    id: "liberty-atrium",
    name: "Atrium",
    subtitle: text("Floor 5 · The Liberty Stage hall", "5. Etage · Die Halle der Liberty Stage"),
    description: text(
      "The heart of floor 5: a 600 sqm double-height hall with a 6 metre ceiling, a full rigging grid and a 10 x 3 m LED wall. Plenary, product reveal or gala dinner: the Atrium takes the whole show, with the five rooms around it for everything in between.",
      "Das Herz der 5. Etage: eine 600 m² große Halle mit doppelter Raumhöhe, 6 Meter hoch, mit vollständigem Rigging-Raster und einer LED-Wand von 10 x 3 m. Plenum, Produktenthüllung oder Galadinner: Das Atrium trägt die ganze Show, und die fünf Räume ringsum bieten Platz für alles dazwischen.",
    ),
    image: art("space/liberty-atrium"),
    imageAlt: text(
      "The Liberty Atrium set for a product reveal, the stage under the LED wall",
      "Das Liberty Atrium, aufgebaut für eine Produktenthüllung, die Bühne unter der LED-Wand",
    ),
    area: areaText(venues.liberty.stageAreaSqm),
    capacity: guestsText(capacity.singleStage),
    equipment: [
      text("LED wall 10 x 3 m", "LED-Wand 10 x 3 m"),
      text("Line array audio", "Line-Array-Beschallung"),
      text("Stage lighting rig", "Bühnenlicht-Rig"),
      text("Rigging grid", "Rigging-Raster"),
      text("400 kW stage power", "400 kW Bühnenstrom"),
    ],
    highlight: text("6.0 m double-height ceiling", "6,0 m hoch, doppelte Raumhöhe"),
    videoUrl: films.liberty,
    category: "liberty",
    features: [
      text("Keynotes and reveals", "Keynotes und Produktenthüllungen"),
      text("Gala dinners", "Galadinner"),
      text("Vehicle access by freight lift", "Fahrzeuge über den Lastenaufzug"),
    ],
    configuration: text(
      `Theatre for ${capacityText.single}, banquet for 160, cabaret for 110`,
      `Reihenbestuhlung für ${capacityText.single}, Bankett für 160, Cabaret-Bestuhlung für 110 Personen`,
    ),
    productId: "liberty-stage",
  },
  {
    id: "liberty-workshop",
    name: "Workshop",
    subtitle: text("Floor 5 · Daylight room for teams", "5. Etage · Tageslichtraum für Teams"),
    description: text(
      "A 110 sqm daylight room built for hands-on work: writable walls, mobile tables and a ceiling projector. Split the group into four teams or run a single session for 60.",
      "Ein 110 m² großer Tageslichtraum für praktisches Arbeiten: beschreibbare Wände, mobile Tische und ein Deckenprojektor. Teilen Sie die Gruppe in vier Teams oder arbeiten Sie gemeinsam mit 60 Personen.",
    ),
    image: art("space/liberty-workshop"),
    imageAlt: text(
      "Workshop room with mobile tables, a whiteboard and sticky notes on the walls",
      "Workshopraum mit mobilen Tischen, einem Whiteboard und Haftnotizen an den Wänden",
    ),
    area: areaText(110),
    capacity: peopleText(60),
    equipment: [
      text("Laser projector", "Laserprojektor"),
      text("Writable walls", "Beschreibbare Wände"),
      text("Mobile tables and chairs", "Mobile Tische und Stühle"),
      text("Wireless presentation", "Kabellose Präsentation"),
      text("Wi-Fi 6", "WLAN (Wi-Fi 6)"),
    ],
    highlight: text("Writable walls all round", "Ringsum beschreibbare Wände"),
    category: "liberty",
    features: [
      text("Design sprints", "Design Sprints"),
      text("Team trainings", "Teamtrainings"),
      text("Breakouts from the Atrium", "Breakouts neben dem Atrium"),
    ],
    configuration: text(
      "Classroom for 40, four team islands, workshop for 60",
      "Parlamentarische Bestuhlung für 40, vier Teaminseln, Workshop für 60 Personen",
    ),
    productId: "workshop",
  },
  {
    id: "liberty-arena",
    name: "Arena",
    subtitle: text("Floor 5 · Amphitheatre steps", "5. Etage · Sitzstufen wie im Amphitheater"),
    description: text(
      "Tiered steps in a 34 sqm amphitheatre bring 40 people close to the speaker: ideal for pitches, fireside chats and the morning stand-up of a large team.",
      "Die Sitzstufen des 34 m² großen Amphitheaters bringen 40 Personen nah an die Sprecherin oder den Sprecher: ideal für Pitches, Kamingespräche und das morgendliche Stand-up eines großen Teams.",
    ),
    image: art("space/liberty-arena"),
    imageAlt: text("The Arena facing its large screen", "Die Arena mit Blick auf ihren großen Bildschirm"),
    area: areaText(namedRooms.arena.areaSqm),
    capacity: guestsText(namedRooms.arena.guests),
    equipment: [
      text("86-inch touch screen", "86-Zoll-Touchscreen"),
      text("Ceiling microphones", "Deckenmikrofone"),
      text("Portable speaker system", "Mobile Lautsprecheranlage"),
      text("Cushions for the steps", "Sitzkissen für die Stufen"),
    ],
    highlight: text("Tiered seating for 40", "Sitzstufen für 40 Personen"),
    category: "liberty",
    features: [
      text("Pitches and demos", "Pitches und Demos"),
      text("Fireside chats", "Kamingespräche"),
      text("Team stand-ups", "Team-Stand-ups"),
    ],
    configuration: text("Amphitheatre for 40", "Amphitheater für 40 Personen"),
    productId: "arena",
  },
  {
    id: "liberty-straight-up",
    name: "Straight-up",
    subtitle: text("Floor 5 · Stand-up meeting room", "5. Etage · Meetingraum für Besprechungen im Stehen"),
    description: text(
      "No chairs, on purpose: a 56 sqm room with high tables and a wall-sized whiteboard for fast, focused stand-up meetings, retrospectives and decisions that should not take an hour.",
      "Bewusst ohne Stühle: ein 56 m² großer Raum mit Stehtischen und einem wandgroßen Whiteboard für kurze, konzentrierte Stand-up-Meetings, Retrospektiven und Entscheidungen, die keine Stunde dauern sollen.",
    ),
    image: art("space/liberty-straight-up-workshop"),
    imageAlt: text(
      "Straight-up room with high tables, a whiteboard and sticky notes",
      "Der Raum Straight-up mit Stehtischen, einem Whiteboard und Haftnotizen",
    ),
    area: areaText(56),
    capacity: peopleText(30),
    equipment: [
      text("Wall-sized whiteboard", "Wandgroßes Whiteboard"),
      text("High tables", "Stehtische"),
      text("75-inch screen", "75-Zoll-Bildschirm"),
      text("Wireless presentation", "Kabellose Präsentation"),
    ],
    highlight: text("Meetings that end on time", "Meetings, die pünktlich enden"),
    category: "liberty",
    features: [
      text("Stand-ups and retros", "Stand-ups und Retros"),
      text("Quick decisions", "Schnelle Entscheidungen"),
      text("Coffee station next door", "Kaffeestation nebenan"),
    ],
    configuration: text("Stand-up for 30", "Stehend für 30 Personen"),
    productId: "straight-up",
  },
  {
    id: "liberty-boardroom",
    name: "Boardroom",
    subtitle: text("Floor 5 · Executive meetings", "5. Etage · Meetings der Geschäftsleitung"),
    description: text(
      "An 80 sqm boardroom for 25 guests around one table: walnut, leather, daylight and a hybrid-ready conference system, so that the board member in Singapore is as present as the one in the room.",
      "Ein 80 m² großer Boardroom für 25 Gäste an einem Tisch: Nussbaum, Leder, Tageslicht und eine Konferenzanlage für hybride Sitzungen, damit das Vorstandsmitglied in Singapur so präsent ist wie das im Raum.",
    ),
    image: art("space/liberty-boardroom"),
    imageAlt: text(
      "Boardroom with a long walnut table, leather chairs and a video conference screen",
      "Boardroom mit langem Nussbaumtisch, Ledersesseln und einem Bildschirm für Videokonferenzen",
    ),
    area: areaText(namedRooms.boardroom.areaSqm),
    capacity: guestsText(namedRooms.boardroom.guests),
    equipment: [
      text("Hybrid video conference system", "Hybride Videokonferenzanlage"),
      text("Ceiling microphones", "Deckenmikrofone"),
      text("2 98-inch screens", "2 Bildschirme mit 98 Zoll"),
      text("Blackout blinds", "Verdunkelungsrollos"),
      text("Coffee and catering service", "Kaffee- und Cateringservice"),
    ],
    highlight: text("Hybrid-ready for 25", "Hybrid-fähig für 25 Personen"),
    category: "liberty",
    features: [
      text("Board meetings", "Vorstandssitzungen"),
      text("Executive offsites", "Offsites der Geschäftsleitung"),
      text("Investor days", "Investorentage"),
    ],
    configuration: text("Boardroom table for 25", "Konferenztisch für 25 Personen"),
    productId: "boardroom",
  },
  {
    id: "liberty-hub",
    name: "Hub",
    subtitle: text("Floor 5 · Catering and networking", "5. Etage · Catering und Networking"),
    description: text(
      "The floor's meeting point: 120 sqm with a coffee bar, standing tables and lounge corners, where lunch is served and the best conversations happen between sessions.",
      "Der Treffpunkt der Etage: 120 m² mit Kaffeebar, Stehtischen und Lounge-Ecken. Hier wird das Mittagessen serviert, und zwischen den Sessions entstehen die besten Gespräche.",
    ),
    image: art("space/liberty-hub-bar"),
    imageAlt: text(
      "The Hub's bar: glasses on the counter in warm light",
      "Die Bar im Hub: Gläser auf dem Tresen in warmem Licht",
    ),
    area: areaText(120),
    capacity: peopleText(80),
    equipment: [
      text("Coffee bar", "Kaffeebar"),
      text("Catering buffet stations", "Buffetstationen für das Catering"),
      text("Background audio", "Hintergrundbeschallung"),
      text("Charging points", "Ladestationen"),
    ],
    highlight: text("Lunch and breaks next to every room", "Mittagessen und Pausen gleich neben jedem Raum"),
    category: "liberty",
    features: [
      text("Lunch and coffee breaks", "Mittagessen und Kaffeepausen"),
      text("Networking", "Networking"),
      text("Exhibition stands", "Ausstellungsstände"),
    ],
    configuration: text("Buffet for 80, exhibition with 6 stands", "Buffet für 80 Personen, Ausstellung mit 6 Ständen"),
  },
];

const horizonSpaces: Space[] = [
  {
    id: "horizon-stage-hall",
    name: "Horizon Stage",
    subtitle: text("Floor 4 · The production stage", "4. Etage · Die Produktionsbühne"),
    description: text(
      "SPARK's production stage: 600 sqm under a 6.5 metre ceiling, 500 kW of power and a 10 x 3 m LED wall. Built for broadcasts, launches and hybrid conferences where the camera matters as much as the room.",
      "Die Produktionsbühne von SPARK: 600 m² unter einer 6,5 Meter hohen Decke, 500 kW Strom und eine LED-Wand von 10 x 3 m. Gebaut für Broadcasts, Produktlaunches und hybride Konferenzen, bei denen die Kamera so wichtig ist wie der Saal.",
    ),
    image: art("space/horizon-stage-hall-hybrid"),
    imageAlt: text(
      "Horizon Stage during a hybrid conference, cameras in front of the LED wall",
      "Horizon Stage bei einer hybriden Konferenz, Kameras vor der LED-Wand",
    ),
    area: areaText(venues.horizon.stageAreaSqm),
    capacity: guestsText(capacity.singleStage),
    equipment: [
      text("LED wall 10 x 3 m", "LED-Wand 10 x 3 m"),
      text("d&b line array audio", "d&b-Line-Array-Beschallung"),
      text("Broadcast lighting", "Broadcast-Licht"),
      text("5 4K cameras and gallery", "5 4K-Kameras und Regie"),
      text("Streaming encoder", "Streaming-Encoder"),
      text("500 kW power", "500 kW Strom"),
    ],
    highlight: text("6.5 m ceiling, the highest at SPARK", "6,5 m Raumhöhe, die höchste bei SPARK"),
    videoUrl: films.horizon,
    category: "horizon",
    features: [
      text("Broadcast gallery on site", "Eigene Broadcast-Regie"),
      text("Hybrid conferences", "Hybride Konferenzen"),
      text("Product launches", "Produktlaunches"),
    ],
    configuration: text(
      `Theatre for ${capacityText.single}, banquet for 160, broadcast set with audience of 120`,
      `Reihenbestuhlung für ${capacityText.single}, Bankett für 160, Broadcast-Set mit 120 Gästen im Publikum`,
    ),
    productId: "horizon-stage",
  },
  {
    id: "horizon-hub",
    name: "Horizon Hub",
    subtitle: text("Floor 4 · Foyer, bar and breakout", "4. Etage · Foyer, Bar und Breakout"),
    description: text(
      "A 140 sqm foyer beside the stage for registration, coffee, lunch and exhibition stands. It doubles as a breakout room with its own screen when the main stage is being rebuilt.",
      "Ein 140 m² großes Foyer neben der Bühne für Registrierung, Kaffee, Mittagessen und Ausstellungsstände. Während die Hauptbühne umgebaut wird, dient es mit eigenem Bildschirm als Breakout-Raum.",
    ),
    image: art("space/horizon-hub-foyer"),
    imageAlt: text(
      "Horizon Hub foyer with a lit registration desk",
      "Foyer des Horizon Hub mit beleuchtetem Registrierungstresen",
    ),
    area: areaText(140),
    capacity: peopleText(90),
    equipment: [
      text("Registration desk", "Registrierungstresen"),
      text("Bar", "Bar"),
      text("75-inch screen", "75-Zoll-Bildschirm"),
      text("Background audio", "Hintergrundbeschallung"),
      text("Exhibition power points", "Stromanschlüsse für Aussteller"),
    ],
    highlight: text("Registration and catering in one place", "Registrierung und Catering an einem Ort"),
    category: "horizon",
    features: [
      text("Registration and badges", "Registrierung und Badges"),
      text("Lunch and breaks", "Mittagessen und Pausen"),
      text("Partner exhibition", "Partnerausstellung"),
    ],
    configuration: text(
      "Standing reception for 90, exhibition with 8 stands",
      "Stehempfang für 90 Personen, Ausstellung mit 8 Ständen",
    ),
  },
  {
    id: "directors-circle-room",
    name: "Directors Circle",
    subtitle: text("Floor 4 · Private meeting room", "4. Etage · Separater Meetingraum"),
    description: text(
      "A 60 sqm private room with a round table for 12: the place for the speakers' briefing, the VIP lunch or the confidential meeting that runs alongside the main event.",
      "Ein separater Raum mit 60 m² und einem runden Tisch für 12 Personen: für das Briefing der Vortragenden, den VIP-Lunch oder das vertrauliche Gespräch parallel zur Hauptveranstaltung.",
    ),
    image: art("space/horizon-directors-circle"),
    imageAlt: text(
      "Directors Circle with a round table for twelve and warm light",
      "Directors Circle mit rundem Tisch für zwölf Personen in warmem Licht",
    ),
    area: areaText(60),
    capacity: peopleText(12),
    equipment: [
      text("Round table for 12", "Runder Tisch für 12 Personen"),
      text("Video conference system", "Videokonferenzanlage"),
      text("65-inch screen", "65-Zoll-Bildschirm"),
      text("Private catering service", "Eigener Cateringservice"),
    ],
    highlight: text("Discreet, next to the stage", "Diskret, direkt neben der Bühne"),
    category: "horizon",
    features: [
      text("Speaker briefings", "Briefings der Vortragenden"),
      text("VIP lunches", "VIP-Lunches"),
      text("Confidential meetings", "Vertrauliche Besprechungen"),
    ],
    configuration: text("Round table for 12", "Runder Tisch für 12 Personen"),
    productId: "directors-circle",
  },
];

// ---------------------------------------------------------------------------------------------
// Stage pages
// ---------------------------------------------------------------------------------------------

const explorerFilterSchema = z.object({
  id: kebabIdSchema,
  label: copyTextSchema,
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
  title: copyTextSchema,
  /** Rooms on a 100 x 60 grid: x, y, width, height. */
  zones: z
    .array(
      z.object({
        name: copyTextSchema,
        area: bilingualSchema(z.string().regex(/sqm$/), z.string().regex(/m²$/)),
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
  /** The stage's name, the same in both languages. */
  title: copySchema,
  metaDescription: bilingualSchema(z.string().min(70).max(170)),
  eyebrow: copyTextSchema,
  lead: copyTextSchema,
  heroImage: artSlotSchema,
  heroImageAlt: copyTextSchema,
  keyFacts: z.array(z.object({ label: copyTextSchema, value: copyTextSchema })).min(4),
  explorerIntro: copyTextSchema,
  spaces: z.array(spaceSchema).min(3),
  filters: z.array(explorerFilterSchema).min(2),
  configurationsIntro: copyTextSchema,
  configurationIds: z.array(kebabIdSchema).min(3),
  discoverIntro: copyTextSchema,
});
export type StagePage = z.infer<typeof stagePageSchema>;

/** All Spaces, then the category tabs, then one tab per space whose name is not already a tab. */
function explorerFilters(
  spaces: Space[],
  categories: { category: Space["category"]; label: string }[],
): ExplorerFilter[] {
  const filters: ExplorerFilter[] = [
    { id: "all-spaces", label: text("All Spaces", "Alle Räume"), match: { all: true } },
  ];
  for (const c of categories)
    filters.push({ id: `category-${c.category}`, label: text(c.label, c.label), match: { category: c.category } });
  const taken = new Set(filters.map((f) => f.label.en));
  for (const space of spaces) {
    if (taken.has(space.name)) continue;
    filters.push({ id: `space-${space.id}`, label: text(space.name, space.name), match: { spaceId: space.id } });
  }
  return filters;
}

const keyFact = (label: Text, value: Text) => ({ label, value });
const areaLabel = text("Area", "Fläche");
const capacityLabel = text("Capacity", "Kapazität");
const ceilingLabel = text("Ceiling height", "Raumhöhe");
const powerLabel = text("Power", "Strom");
const kw = (key: VenueKey): Text => text(`${venues[key].powerKw} kW`, `${venues[key].powerKw} kW`);

export const stagePages: Record<StagePage["id"], StagePage> = {
  "skyline-stage": {
    id: "skyline-stage",
    venue: "skyline",
    title: "Skyline Stage",
    metaDescription: text(
      `Skyline Stage on floor 6: 1000 sqm above Frankfurt, 1400 with the rooftop terrace, two LED walls and up to ${capacityText.single} guests. Explore spaces and configurations.`,
      `Skyline Stage in der 6. Etage: 1.000 m² über Frankfurt, 1.400 m² mit Dachterrasse, zwei LED-Wände, bis zu ${capacityText.single} Gäste. Räume und Varianten entdecken.`,
    ),
    eyebrow: text("Floor 6 · Skyline Stage", "6. Etage · Skyline Stage"),
    lead: text(
      "Frankfurt's skyline as your backdrop: a 1000 sqm stage floor with two LED walls, a lounge, a studio and a 400 sqm rooftop terrace. Ten configurations, from a 400 sqm wing to the whole 1700 sqm floor.",
      "Frankfurts Skyline als Kulisse: 1.000 m² Bühnenetage mit zwei LED-Wänden, einer Lounge, einem Studio und 400 m² Dachterrasse. Zehn Varianten, vom 400 m² großen Flügel bis zur ganzen Etage mit 1.700 m².",
    ),
    heroImage: art("venue/skyline-stage"),
    heroImageAlt: text(
      "Skyline Stage at night, the LED walls glowing in front of the lit bank towers",
      "Skyline Stage bei Nacht, die LED-Wände leuchten vor den erhellten Banktürmen",
    ),
    keyFacts: [
      keyFact(
        areaLabel,
        text(
          `${sqm(skylineArea.overviewSqm)} (${sqm(skylineArea.overviewWithTerraceSqm)} with terrace)`,
          `${areaText(skylineArea.overviewSqm).de} (${areaText(skylineArea.overviewWithTerraceSqm).de} mit Terrasse)`,
        ),
      ),
      keyFact(capacityLabel, upToGuestsText(capacity.singleStage)),
      keyFact(text("LED walls", "LED-Wände"), text("10 x 3 m and 5 x 3 m", "10 x 3 m und 5 x 3 m")),
      keyFact(ceilingLabel, ceilingHeightText("skyline")),
      keyFact(powerLabel, kw("skyline")),
    ],
    explorerIntro: text(
      "Walk the top two event floors: the Skyline stage, lounge, terrace and studio on floor 6, and the Liberty spaces one floor below that you can add for a two-floor event.",
      "Erkunden Sie die beiden oberen Eventetagen: Bühne, Lounge, Terrasse und Studio von Skyline in der 6. Etage und eine Etage tiefer die Räume von Liberty, die Sie für eine Veranstaltung auf zwei Etagen dazubuchen können.",
    ),
    spaces: skylineSpaces,
    filters: explorerFilters(skylineSpaces, [
      { category: "skyline", label: "Skyline Stage" },
      { category: "liberty", label: "Liberty Stage" },
    ]),
    configurationsIntro: text(
      "Ten ways to book Skyline: one wing or the whole floor, with or without the terrace, on its own or together with Liberty or Horizon.",
      "Zehn Möglichkeiten, Skyline zu buchen: ein Flügel oder die ganze Etage, mit oder ohne Terrasse, allein oder zusammen mit Liberty oder Horizon.",
    ),
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
    discoverIntro: text(
      "See the floor plan, walk through Skyline in 360°, check the technical specification, or talk to our venue team about your event.",
      "Sehen Sie sich den Grundriss an, gehen Sie in 360° durch Skyline, prüfen Sie die technischen Daten oder sprechen Sie mit unserem Location-Team über Ihre Veranstaltung.",
    ),
  },
  "liberty-stage": {
    id: "liberty-stage",
    venue: "liberty",
    title: "Liberty Stage",
    metaDescription: text(
      "Liberty Stage on floor 5: a 600 sqm double-height atrium with a 6.0 m ceiling and 400 kW, plus Workshop, Arena, Straight-up, Boardroom and Hub.",
      "Liberty Stage in der 5. Etage: 600 m² Atrium mit 6,0 m Raumhöhe und 400 kW, dazu Workshop, Arena, Straight-up, Boardroom und Hub.",
    ),
    eyebrow: text("Floor 5 · Liberty Stage", "5. Etage · Liberty Stage"),
    lead: text(
      "Six spaces on one floor: a 600 sqm double-height atrium for the plenary, and five rooms around it for workshops, pitches, stand-ups, the board and lunch. Everything your conference needs without changing floors.",
      "Sechs Räume auf einer Etage: ein 600 m² großes Atrium mit doppelter Raumhöhe für das Plenum und ringsum fünf Räume für Workshops, Pitches, Stand-ups, den Vorstand und das Mittagessen. Alles, was Ihre Konferenz braucht, ohne die Etage zu wechseln.",
    ),
    heroImage: art("venue/liberty-stage"),
    heroImageAlt: text(
      "Liberty Atrium with its double-height LED wall and a full audience",
      "Liberty Atrium mit seiner hohen LED-Wand und voll besetzten Reihen",
    ),
    keyFacts: [
      keyFact(
        text("Stage area", "Bühnenfläche"),
        text(`${sqmRange(areaRanges.liberty)} with foyer`, `${areaRangeText(areaRanges.liberty).de} mit Foyer`),
      ),
      keyFact(capacityLabel, upToGuestsText(capacity.singleStage)),
      keyFact(text("LED wall", "LED-Wand"), text("10 x 3 m (30 sqm)", "10 x 3 m (30 m²)")),
      keyFact(ceilingLabel, ceilingHeightText("liberty")),
      keyFact(powerLabel, kw("liberty")),
    ],
    explorerIntro: text(
      "Six spaces on floor 5, from the 600 sqm Atrium to the 34 sqm Arena. Choose a space or browse them all.",
      "Sechs Räume in der 5. Etage, vom 600 m² großen Atrium bis zur Arena mit 34 m². Wählen Sie einen Raum oder sehen Sie sich alle an.",
    ),
    spaces: libertySpaces,
    filters: explorerFilters(libertySpaces, []),
    configurationsIntro: text(
      "Book the Atrium, a single room, or the whole floor: six configurations for conferences, trainings and board meetings.",
      "Buchen Sie das Atrium, einen einzelnen Raum oder die ganze Etage: sechs Varianten für Konferenzen, Trainings und Vorstandssitzungen.",
    ),
    configurationIds: ["liberty-stage", "liberty-studio", "workshop", "arena", "straight-up", "boardroom"],
    discoverIntro: text(
      "See how the six rooms sit around the Atrium, take the 360° tour, read the technical specification, or ask us for advice.",
      "Sehen Sie, wie die sechs Räume um das Atrium liegen, machen Sie den 360°-Rundgang, lesen Sie die technischen Daten oder lassen Sie sich von uns beraten.",
    ),
  },
  "horizon-stage": {
    id: "horizon-stage",
    venue: "horizon",
    title: "Horizon Stage",
    metaDescription: text(
      `Horizon Stage on floor 4: SPARK's production stage with a 6.5 m ceiling, 500 kW, a 30 sqm LED wall and a broadcast gallery for up to ${capacityText.single} guests.`,
      `Horizon Stage in der 4. Etage: die Produktionsbühne von SPARK mit 6,5 m Raumhöhe, 500 kW, 30 m² LED-Wand und Broadcast-Regie für bis zu ${capacityText.single} Gäste.`,
    ),
    eyebrow: text("Floor 4 · Horizon Stage", "4. Etage · Horizon Stage"),
    lead: text(
      "The production stage: 600 sqm under a 6.5 metre ceiling, 500 kW of power and a broadcast gallery on site. Made for launches, hybrid conferences and live shows that are watched far beyond the room.",
      "Die Produktionsbühne: 600 m² unter einer 6,5 Meter hohen Decke, 500 kW Strom und eine eigene Broadcast-Regie. Gemacht für Produktlaunches, hybride Konferenzen und Liveshows, die weit über den Saal hinaus verfolgt werden.",
    ),
    heroImage: art("venue/horizon-stage"),
    heroImageAlt: text(
      "Horizon Stage during a product launch, beams of light above the LED wall",
      "Horizon Stage bei einem Produktlaunch, Lichtstrahlen über der LED-Wand",
    ),
    keyFacts: [
      keyFact(
        text("Stage area", "Bühnenfläche"),
        text(`${sqmRange(areaRanges.horizon)} with foyer`, `${areaRangeText(areaRanges.horizon).de} mit Foyer`),
      ),
      keyFact(capacityLabel, upToGuestsText(capacity.singleStage)),
      keyFact(text("LED wall", "LED-Wand"), text("10 x 3 m (30 sqm)", "10 x 3 m (30 m²)")),
      keyFact(ceilingLabel, ceilingHeightText("horizon")),
      keyFact(powerLabel, kw("horizon")),
    ],
    explorerIntro: text(
      "Three spaces on floor 4: the stage, the Hub foyer and the private Directors Circle.",
      "Drei Räume in der 4. Etage: die Bühne, das Foyer Horizon Hub und der separate Directors Circle.",
    ),
    spaces: horizonSpaces,
    filters: explorerFilters(horizonSpaces, []),
    configurationsIntro: text(
      "Book the stage with its broadcast studio, or the private Directors Circle on its own.",
      "Buchen Sie die Bühne mit ihrem Broadcast-Studio oder den separaten Directors Circle allein.",
    ),
    configurationIds: ["horizon-stage", "horizon-studio", "directors-circle"],
    discoverIntro: text(
      "Check the floor plan and the rigging figures, take the 360° tour, or plan your production with our technical team.",
      "Prüfen Sie Grundriss und Rigging-Daten, machen Sie den 360°-Rundgang oder planen Sie Ihre Produktion mit unserem Technikteam.",
    ),
  },
};

export const stagePageIds = Object.keys(stagePages) as StagePage["id"][];

// ---------------------------------------------------------------------------------------------
// Floor plans (drawn as SVG in the Floorplan dialogs)
// ---------------------------------------------------------------------------------------------

export const floorPlanKeySchema = z.enum(["skyline", "liberty", "horizon", "offices"]);
export type FloorPlanKey = z.infer<typeof floorPlanKeySchema>;

/** A room's name that both languages write the same. */
const named = (name: string): Text => text(name, name);

export const floorPlans: Record<FloorPlanKey, FloorPlan> = {
  skyline: {
    floor: 6,
    title: text("Floor 6 · Skyline", "6. Etage · Skyline"),
    zones: [
      { name: named("Nova Stage"), area: areaText(400), x: 4, y: 4, w: 34, h: 30, kind: "stage" },
      { name: named("Vista Stage"), area: areaText(500), x: 38, y: 4, w: 40, h: 30, kind: "stage" },
      {
        name: text("Foyer and backstage", "Foyer und Backstage"),
        area: areaText(100),
        x: 78,
        y: 4,
        w: 18,
        h: 14,
        kind: "service",
      },
      { name: named("Skyline Studio"), area: areaText(100), x: 78, y: 18, w: 18, h: 16, kind: "room" },
      { name: named("Sky Lounge"), area: areaText(200), x: 58, y: 34, w: 38, h: 10, kind: "lounge" },
      {
        name: named("Sky Terrace"),
        area: areaText(skylineArea.terraceSqm),
        x: 4,
        y: 44,
        w: 92,
        h: 12,
        kind: "outdoor",
      },
    ],
  },
  liberty: {
    floor: 5,
    title: text("Floor 5 · Liberty", "5. Etage · Liberty"),
    zones: [
      {
        name: named("Atrium (Liberty Stage)"),
        area: areaText(venues.liberty.stageAreaSqm),
        x: 4,
        y: 4,
        w: 52,
        h: 40,
        kind: "stage",
      },
      { name: named("Foyer"), area: areaText(100), x: 4, y: 44, w: 52, h: 12, kind: "service" },
      { name: named("Workshop"), area: areaText(110), x: 56, y: 4, w: 22, h: 20, kind: "room" },
      {
        name: named("Boardroom"),
        area: areaText(namedRooms.boardroom.areaSqm),
        x: 78,
        y: 4,
        w: 18,
        h: 20,
        kind: "room",
      },
      { name: named("Arena"), area: areaText(namedRooms.arena.areaSqm), x: 56, y: 24, w: 12, h: 12, kind: "room" },
      { name: named("Straight-up"), area: areaText(56), x: 68, y: 24, w: 14, h: 12, kind: "room" },
      { name: named("Liberty Studio"), area: areaText(40), x: 82, y: 24, w: 14, h: 12, kind: "room" },
      { name: named("Hub"), area: areaText(120), x: 56, y: 36, w: 40, h: 20, kind: "lounge" },
    ],
  },
  horizon: {
    floor: 4,
    title: text("Floor 4 · Horizon", "4. Etage · Horizon"),
    zones: [
      {
        name: named("Horizon Stage"),
        area: areaText(venues.horizon.stageAreaSqm),
        x: 4,
        y: 4,
        w: 60,
        h: 40,
        kind: "stage",
      },
      { name: named("Foyer"), area: areaText(50), x: 4, y: 44, w: 30, h: 12, kind: "service" },
      {
        name: text("Horizon Studio and gallery", "Horizon Studio und Regie"),
        area: areaText(50),
        x: 64,
        y: 4,
        w: 32,
        h: 14,
        kind: "room",
      },
      { name: named("Directors Circle"), area: areaText(60), x: 64, y: 18, w: 32, h: 14, kind: "room" },
      { name: named("Horizon Hub"), area: areaText(140), x: 34, y: 44, w: 62, h: 12, kind: "lounge" },
    ],
  },
  offices: {
    floor: 7,
    title: text("Floors 7-8 · Offices (typical floor)", "7. und 8. Etage · Büros (Regelgeschoss)"),
    zones: [
      {
        name: text("Enterprise wing", "Enterprise-Flügel"),
        area: writtenAreaText("300+ sqm"),
        x: 4,
        y: 4,
        w: 40,
        h: 34,
        kind: "room",
      },
      {
        name: text("Corporate suites", "Corporate Suites"),
        area: writtenAreaText("100-300 sqm"),
        x: 44,
        y: 4,
        w: 28,
        h: 34,
        kind: "room",
      },
      {
        name: text("Team offices", "Teambüros"),
        area: writtenAreaText("30-80 sqm"),
        x: 72,
        y: 4,
        w: 24,
        h: 20,
        kind: "room",
      },
      {
        name: text("Private offices", "Einzelbüros"),
        area: writtenAreaText("16-40 sqm"),
        x: 72,
        y: 24,
        w: 24,
        h: 14,
        kind: "room",
      },
      {
        name: text("Reception and lounge", "Empfang und Lounge"),
        area: writtenAreaText("180 sqm"),
        x: 4,
        y: 38,
        w: 46,
        h: 18,
        kind: "lounge",
      },
      {
        name: text("Meeting rooms and phone booths", "Meetingräume und Telefonboxen"),
        area: writtenAreaText("150 sqm"),
        x: 50,
        y: 38,
        w: 46,
        h: 18,
        kind: "service",
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// The /venues overview
// ---------------------------------------------------------------------------------------------

const overviewCardSchema = z.object({
  id: kebabIdSchema,
  /** The venue's, space's or office's name, the same in both languages. */
  name: copySchema,
  subtitle: copyTextSchema,
  description: copyTextSchema,
  image: artSlotSchema,
  imageAlt: copyTextSchema,
  area: copyTextSchema,
  capacity: copyTextSchema,
  features: z.array(copyTextSchema).min(1),
  /** Stage cards link to their stage page, office cards to their product page; space cards are not links. */
  href: z.string().startsWith("/venues/").optional(),
});
type OverviewCard = z.infer<typeof overviewCardSchema>;

export const venueOverviewSectionSchema = z.object({
  id: z.enum(["stages-section", "spaces-section", "spatial-section"]),
  label: bilingualSchema(z.enum(["Stages", "Spaces", "Offices"]), copySchema),
  title: copyTextSchema,
  summary: copyTextSchema,
  cards: z.array(overviewCardSchema).min(3),
});
export type VenueOverviewSection = z.infer<typeof venueOverviewSectionSchema>;

/** A space's card in the overview's 'Spaces' section: its words as the explorer has them. */
export function spaceCard(space: Space): OverviewCard {
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

const officeFloors = (en: string, de: string) => text(`Floors 7-8 · ${en}`, `7. und 8. Etage · ${de}`);
const upToPeopleText = (count: string): Text => text(`Up to ${count} people`, `Bis zu ${count} Personen`);

export const venueOverview: VenueOverviewSection[] = [
  {
    id: "stages-section",
    label: { en: "Stages", de: "Bühnen" },
    title: text("Stages", "Bühnen"),
    summary: text(
      `Three stages on floors 4, 5 and 6: 600-1400 sqm each, LED walls on every stage and theatre set-ups for up to ${capacityText.single} guests, or up to ${capacityText.triple} when you book all three.`,
      `Drei Bühnen im 4., 5. und 6. Stock: jeweils 600–1.400 m², LED-Wände auf jeder Bühne und Reihenbestuhlung für bis zu ${capacityText.single} Gäste, bis zu ${capacityText.triple}, wenn Sie alle drei buchen.`,
    ),
    cards: [
      {
        id: "skyline",
        name: "Skyline Stage",
        subtitle: text("Floor 6 · Above the city", "6. Etage · Über der Stadt"),
        description: text(
          "1000 sqm with panoramic views, two LED walls and a 400 sqm rooftop terrace for the evening.",
          "1.000 m² mit Panoramablick, zwei LED-Wänden und 400 m² Dachterrasse für den Abend.",
        ),
        image: art("venue/skyline-stage-card"),
        imageAlt: text(
          "Skyline Stage with the city lights behind the stage",
          "Skyline Stage mit den Lichtern der Stadt hinter der Bühne",
        ),
        area: text(
          `${sqm(skylineArea.overviewSqm)} · ${sqm(skylineArea.overviewWithTerraceSqm)} with terrace`,
          `${areaText(skylineArea.overviewSqm).de} · ${areaText(skylineArea.overviewWithTerraceSqm).de} mit Terrasse`,
        ),
        capacity: upToGuestsText(capacity.singleStage),
        features: [
          text("Two LED walls, 10 x 3 m and 5 x 3 m", "Zwei LED-Wände, 10 x 3 m und 5 x 3 m"),
          text("Rooftop terrace", "Dachterrasse"),
          text("Broadcast studio", "Broadcast-Studio"),
        ],
        href: "/venues/skyline-stage",
      },
      {
        id: "liberty",
        name: "Liberty Stage",
        subtitle: text("Floor 5 · Six spaces, one floor", "5. Etage · Sechs Räume, eine Etage"),
        description: text(
          "A 600 sqm double-height atrium with five rooms around it for workshops, pitches and the board.",
          "Ein 600 m² großes Atrium mit doppelter Raumhöhe und fünf Räumen ringsum für Workshops, Pitches und den Vorstand.",
        ),
        image: art("venue/liberty-stage-card"),
        imageAlt: text("Liberty Atrium with its tall LED wall", "Liberty Atrium mit seiner hohen LED-Wand"),
        area: areaRangeText(areaRanges.liberty),
        capacity: upToGuestsText(capacity.singleStage),
        features: [
          text("6.0 m ceiling", "6,0 m Raumhöhe"),
          text("Six rooms on one floor", "Sechs Räume auf einer Etage"),
          text("400 kW stage power", "400 kW Bühnenstrom"),
        ],
        href: "/venues/liberty-stage",
      },
      {
        id: "horizon",
        name: "Horizon Stage",
        subtitle: text("Floor 4 · The production stage", "4. Etage · Die Produktionsbühne"),
        description: text(
          "600 sqm under 6.5 metres with a broadcast gallery on site, for launches and hybrid events.",
          "600 m² unter 6,5 Metern Deckenhöhe, mit eigener Broadcast-Regie, für Produktlaunches und hybride Events.",
        ),
        image: art("venue/horizon-stage-card"),
        imageAlt: text(
          "Horizon Stage with cameras and a lit LED wall",
          "Horizon Stage mit Kameras und leuchtender LED-Wand",
        ),
        area: areaRangeText(areaRanges.horizon),
        capacity: upToGuestsText(capacity.singleStage),
        features: [
          text("6.5 m ceiling", "6,5 m Raumhöhe"),
          text("500 kW stage power", "500 kW Bühnenstrom"),
          text("Broadcast gallery", "Broadcast-Regie"),
        ],
        href: "/venues/horizon-stage",
      },
    ],
  },
  {
    id: "spaces-section",
    label: { en: "Spaces", de: "Eventflächen" },
    title: text("Spaces", "Eventflächen"),
    summary: text(
      "Rooms from 34 to 600 sqm around the stages: workshop rooms, a boardroom, an amphitheatre, lounges, studios with LED walls up to 30 sqm, and a rooftop terrace.",
      "Räume von 34 bis 600 m² rund um die Bühnen: Workshopräume, ein Boardroom, ein Amphitheater, Lounges, Studios mit LED-Wänden bis 30 m² und eine Dachterrasse.",
    ),
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
    label: { en: "Offices", de: "Büros" },
    title: text("Offices", "Büros"),
    summary: text(
      "Serviced offices on the co-working floors 7 and 8: 30-2500 sqm, from one room to 2-20 adjacent offices, with reception, meeting rooms and the event floors downstairs.",
      "Büros mit Service auf den Coworking-Etagen 7 und 8: 30–2.500 m², vom einzelnen Raum bis zu 2 bis 20 benachbarten Büros, mit Empfang, Meetingräumen und den Eventetagen direkt darunter.",
    ),
    cards: [
      {
        id: "private-office",
        name: "Private Office",
        subtitle: officeFloors("For small teams", "Für kleine Teams"),
        description: text(
          "A lockable, furnished office with daylight, ready on the day you sign.",
          "Ein abschließbares, möbliertes Büro mit Tageslicht, bezugsfertig ab dem Tag der Unterschrift.",
        ),
        image: art("space/office-private"),
        imageAlt: text(
          "Private office with two desks and a window onto the city",
          "Einzelbüro mit zwei Schreibtischen und einem Fenster zur Stadt",
        ),
        area: writtenAreaText(officeSizes[0].area),
        capacity: upToPeopleText(officeSizes[0].people),
        features: [
          text("Furnished and lockable", "Möbliert und abschließbar"),
          text("Meeting room credits", "Guthaben für Meetingräume"),
          text("Monthly terms", "Monatlich kündbar"),
        ],
        href: "/venues/private-office",
      },
      {
        id: "team-office",
        name: "Team Office",
        subtitle: officeFloors("For growing teams", "Für wachsende Teams"),
        description: text(
          "Room for a team of 20 with its own meeting corner and phone booths nearby.",
          "Platz für ein Team von 20 Personen, mit eigener Besprechungsecke und Telefonboxen in der Nähe.",
        ),
        image: art("space/office-team"),
        imageAlt: text(
          "Team office with rows of desks and a meeting corner",
          "Teambüro mit Schreibtischreihen und einer Besprechungsecke",
        ),
        area: writtenAreaText(officeSizes[1].area),
        capacity: upToPeopleText(officeSizes[1].people),
        features: [
          text("Own meeting corner", "Eigene Besprechungsecke"),
          text("Phone booths on the floor", "Telefonboxen auf der Etage"),
          text("Flexible layout", "Flexible Aufteilung"),
        ],
        href: "/venues/team-office",
      },
      {
        id: "corporate-office",
        name: "Corporate Office",
        subtitle: officeFloors("A floor section of your own", "Ein eigener Etagenbereich"),
        description: text(
          "2-20 adjacent offices with your own entrance, branding and reception service.",
          "2 bis 20 benachbarte Büros mit eigenem Eingang, eigenem Branding und Empfangsservice.",
        ),
        image: art("space/office-corporate"),
        imageAlt: text(
          "Corporate office suite with a branded reception wall",
          "Corporate-Office-Suite mit gebrandeter Empfangswand",
        ),
        area: writtenAreaText(officeSizes[2].area),
        capacity: upToPeopleText(officeSizes[2].people),
        features: [
          text("Own entrance and branding", "Eigener Eingang und eigenes Branding"),
          text("Reception service", "Empfangsservice"),
          text("Private meeting rooms", "Eigene Meetingräume"),
        ],
        href: "/venues/corporate-office",
      },
      {
        id: "enterprise-office",
        name: "Enterprise Office",
        subtitle: officeFloors("Headquarters in Frankfurt", "Ihre Zentrale in Frankfurt"),
        description: text(
          "Whole floor sections up to 2500 sqm, fitted out to your design and your IT.",
          "Ganze Etagenbereiche bis 2.500 m², ausgebaut nach Ihrem Design und für Ihre IT.",
        ),
        image: art("space/office-enterprise"),
        imageAlt: text(
          "Enterprise office floor with open workspaces and glass meeting rooms",
          "Enterprise-Office-Etage mit offenen Arbeitsplätzen und gläsernen Meetingräumen",
        ),
        area: writtenAreaText(officeSizes[3].area),
        capacity: text(`${officeSizes[3].people} people`, `${officeSizes[3].people} Personen`),
        features: [
          text("Fit-out to your design", "Ausbau nach Ihrem Design"),
          text("Dedicated IT network", "Eigenes IT-Netzwerk"),
          text("Events downstairs at member rates", "Events im Haus zu Mitgliederpreisen"),
        ],
        href: "/venues/enterprise-office",
      },
    ],
  },
];

export const allExplorerSpaces: Space[] = [...skylineSpaces, ...libertySpaces, ...horizonSpaces];
