import { z } from "zod";
import { art } from "~/lib/art";
import { artSlotSchema, bilingualSchema, copyTextSchema, kebabIdSchema } from "./content-schemas";
import { formatEuro, formatNumber, text, type Locale, type Text } from "../../server/domain/company/locale";
import {
  areaText,
  capacity,
  capacityText,
  combinedPowerKw,
  guestsText,
  ledWallSqm,
  skylineArea,
  upToGuestsText,
  venues,
} from "./venues";

// The floor pages (spec section 2, 'Floors pages'): /venues/floors with its three anchored
// sections, /venues/single-floor (four cards) and /venues/double-floor (six offers with prices).
// Every text a visitor reads is a `Text` in English and German (docs/decisions/0696).

export const floorSectionSchema = z.object({
  id: z.enum(["single-floor-section", "double-floor-section", "triple-floor-section"]),
  configuration: z.enum(["single", "double", "triple"]),
  title: copyTextSchema,
  summary: copyTextSchema,
  facts: z.array(copyTextSchema).min(2),
  /** Cards link to /venues/{id}. */
  productIds: z.array(kebabIdSchema).min(1),
  /** The page with more about this floor type, if there is one. */
  morePage: z.enum(["/venues/single-floor", "/venues/double-floor"]).optional(),
});
export type FloorSection = z.infer<typeof floorSectionSchema>;

const sqmLed = (value: number): Text => text(`${value} sqm LED`, `${value} m² LED`);

export const floorSections: FloorSection[] = [
  {
    id: "single-floor-section",
    configuration: "single",
    title: text("Single Floor", "Einzeletage"),
    summary: text(
      "Premium single-level stages: one floor, one stage, everything your event needs within a few steps.",
      "Premium-Bühnen auf einer Ebene: eine Etage, eine Bühne und alles, was Ihre Veranstaltung braucht, nur wenige Schritte entfernt.",
    ),
    facts: [
      upToGuestsText(capacity.singleStage),
      text(`${ledWallSqm.single} sqm LED wall`, `${ledWallSqm.single} m² LED-Wand`),
      text("Floors 4, 5 or 6", "4., 5. oder 6. Etage"),
    ],
    productIds: ["skyline-floor", "liberty-floor", "horizon-floor"],
    morePage: "/venues/single-floor",
  },
  {
    id: "double-floor-section",
    configuration: "double",
    title: text("Double Floor", "Doppeletage"),
    summary: text(
      "Two stages on two floors, linked by live relay: a plenary for up to 400 with breakouts, a show with a dinner, or a broadcast with an audience.",
      "Zwei Bühnen auf zwei Etagen, verbunden per Liveübertragung: ein Plenum für bis zu 400 Personen mit Breakouts, eine Show mit Dinner oder ein Broadcast mit Publikum.",
    ),
    facts: [
      text(
        `${capacity.double.min}-${capacity.double.max} guests`,
        `${capacity.double.min}–${capacity.double.max} Gäste`,
      ),
      sqmLed(ledWallSqm.double),
      text(
        `${combinedPowerKw("skyline", "liberty")}-${combinedPowerKw("skyline", "horizon")} kW`,
        `${combinedPowerKw("skyline", "liberty")}–${combinedPowerKw("skyline", "horizon")} kW`,
      ),
    ],
    productIds: [
      "skyline-liberty-double",
      "horizon-liberty-double",
      "skyline-horizon-double",
      "horizon-skyline-double",
    ],
    morePage: "/venues/double-floor",
  },
  {
    id: "triple-floor-section",
    configuration: "triple",
    title: text("Triple Floor", "Dreifachetage"),
    summary: text(
      `The triple-level buyout: all three stages, every room and the terrace for one event of up to ${capacityText.triple} guests.`,
      `Das ganze Haus über drei Ebenen: alle drei Bühnen, jeder Raum und die Terrasse für eine Veranstaltung mit bis zu ${capacityText.triple} Gästen.`,
    ),
    facts: [
      upToGuestsText(capacity.triple),
      sqmLed(ledWallSqm.triple),
      text(
        `${combinedPowerKw("skyline", "liberty", "horizon")} kW`,
        `${formatNumber(combinedPowerKw("skyline", "liberty", "horizon"), "de")} kW`,
      ),
    ],
    productIds: ["skyline-liberty-horizon-triple"],
  },
];

/** The four cards of /venues/single-floor. */
export const singleFloorStageIds = [
  "skyline-stage",
  "liberty-stage",
  "horizon-stage",
  "skyline-stage-terrace",
] as const;

export const doubleFloorOfferSchema = z.object({
  id: kebabIdSchema,
  title: copyTextSchema,
  subtitle: copyTextSchema,
  description: copyTextSchema,
  size: bilingualSchema(z.string().regex(/^[\d,]+ sqm$/), z.string().regex(/^[\d.]+ m²$/)),
  capacity: bilingualSchema(z.string().regex(/^\d+ guests$/), z.string().regex(/^\d+ Gäste$/)),
  /** Whole euros per day; shown as 'From €X/day'. */
  priceFromEurPerDay: z.number().int().positive(),
  features: z.array(copyTextSchema).min(3),
  image: artSlotSchema,
  imageAlt: copyTextSchema,
  /** The product detail page of the floors this offer books. */
  productId: kebabIdSchema,
});
export type DoubleFloorOffer = z.infer<typeof doubleFloorOfferSchema>;

const euro = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** 'From €3,500/day' / 'ab 3.500 € pro Tag' (spec section 3, 'Double-floor offer'). */
export function offerPrice(offer: Pick<DoubleFloorOffer, "priceFromEurPerDay">, locale: Locale = "en"): string {
  if (locale === "de") return `ab ${formatEuro(offer.priceFromEurPerDay, "de")} pro Tag`;
  return `From €${euro.format(offer.priceFromEurPerDay)}/day`;
}

/** "1,200 sqm" / "1.200 m²". */
const size = (value: number): Text => text(`${euro.format(value)} sqm`, areaText(value).de);

const floorsOf = (en: string, de: string) => text(en, de);

export const doubleFloorOffers: DoubleFloorOffer[] = [
  {
    id: "double-height-conference",
    title: text("Double-Height Conference", "Konferenz in doppelter Raumhöhe"),
    subtitle: floorsOf("Liberty + Horizon · Floors 5 and 4", "Liberty + Horizon · 5. und 4. Etage"),
    description: text(
      "Plenary in the Liberty Atrium, breakouts in its five rooms, and Horizon as the second stage for the afternoon track.",
      "Das Plenum im Liberty Atrium, Breakouts in den fünf Räumen daneben und Horizon als zweite Bühne für den Nachmittagstrack.",
    ),
    size: size(venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm),
    capacity: guestsText(capacity.double.max),
    priceFromEurPerDay: 3500,
    features: [
      text("Two double-height halls, 6.0 and 6.5 m", "Zwei Hallen mit doppelter Raumhöhe, 6,0 und 6,5 m"),
      text(`${ledWallSqm.double} sqm of LED across both stages`, `${ledWallSqm.double} m² LED auf beiden Bühnen`),
      text("Five breakout rooms on floor 5", "Fünf Breakout-Räume in der 5. Etage"),
      text("Live relay between the floors", "Liveübertragung zwischen den Etagen"),
      text("Technical director for the day", "Technische Leitung für den ganzen Tag"),
    ],
    image: art("offer/horizon-liberty-conference"),
    imageAlt: text(
      "Conference in the Liberty Atrium with the Horizon stage on a relay screen",
      "Konferenz im Liberty Atrium, die Bühne von Horizon live auf einem Bildschirm",
    ),
    productId: "horizon-liberty-double",
  },
  {
    id: "launch-and-terrace",
    title: text("Launch & Terrace", "Launch & Terrasse"),
    subtitle: floorsOf("Horizon + Skyline · Floors 4 and 6", "Horizon + Skyline · 4. und 6. Etage"),
    description: text(
      "The reveal on Horizon's production stage, then the guests ride up to Skyline for dinner and the rooftop terrace.",
      "Die Enthüllung auf der Produktionsbühne von Horizon, danach fahren die Gäste hinauf zu Skyline, zum Dinner und auf die Dachterrasse.",
    ),
    size: size(venues.horizon.stageAreaSqm + skylineArea.overviewWithTerraceSqm),
    capacity: guestsText(capacity.double.min),
    priceFromEurPerDay: 5500,
    features: [
      text("Production stage with broadcast gallery", "Produktionsbühne mit Broadcast-Regie"),
      text("400 sqm rooftop terrace", "400 m² Dachterrasse"),
      text("Guided guest transfer by lift", "Begleiteter Gästetransfer per Aufzug"),
      text("Live stream of the reveal", "Livestream der Enthüllung"),
      text("Show lighting and DJ system", "Showlicht und DJ-Anlage"),
    ],
    image: art("offer/horizon-skyline-launch"),
    imageAlt: text(
      "A car reveal on Horizon followed by a terrace reception on Skyline",
      "Eine Autopräsentation auf Horizon, danach ein Empfang auf der Terrasse von Skyline",
    ),
    productId: "horizon-skyline-double",
  },
  {
    id: "leadership-summit",
    title: text("Leadership Summit", "Leadership Summit"),
    subtitle: floorsOf("Skyline + Liberty · Floors 6 and 5", "Skyline + Liberty · 6. und 5. Etage"),
    description: text(
      "Keynotes with the view on Skyline, working sessions and the board meeting on Liberty, one floor apart.",
      "Keynotes mit Aussicht auf Skyline, Arbeitssessions und die Vorstandssitzung auf Liberty, nur eine Etage tiefer.",
    ),
    size: size(skylineArea.overviewSqm + venues.liberty.stageAreaSqm),
    capacity: guestsText(capacity.double.min),
    priceFromEurPerDay: 4200,
    features: [
      text("Skyline plenary with two LED walls", "Plenum auf Skyline mit zwei LED-Wänden"),
      text(
        "Boardroom for 25 for the executive session",
        "Boardroom für 25 Personen für die Sitzung der Geschäftsleitung",
      ),
      text("Workshop and Arena for breakouts", "Workshop und Arena für Breakouts"),
      text("Lunch in the Liberty Hub", "Mittagessen im Liberty Hub"),
      text("Two staircases and two lifts between floors", "Zwei Treppenhäuser und zwei Aufzüge zwischen den Etagen"),
    ],
    image: art("offer/skyline-liberty-summit"),
    imageAlt: text(
      "Leadership summit on Skyline with breakout rooms on Liberty",
      "Leadership Summit auf Skyline mit Breakout-Räumen auf Liberty",
    ),
    productId: "skyline-liberty-double",
  },
  {
    id: "hybrid-broadcast",
    title: text("Hybrid Broadcast", "Hybrider Broadcast"),
    subtitle: floorsOf("Horizon + Liberty · Floors 4 and 5", "Horizon + Liberty · 4. und 5. Etage"),
    description: text(
      "A studio audience on Horizon and a second live room in the Atrium, produced as one stream from the broadcast gallery.",
      "Ein Studiopublikum auf Horizon und ein zweiter Live-Saal im Atrium, aus der Broadcast-Regie als ein einziger Stream produziert.",
    ),
    size: size(venues.horizon.stageAreaSqm + venues.liberty.stageAreaSqm),
    capacity: guestsText(capacity.double.max),
    priceFromEurPerDay: 4800,
    features: [
      text("Five 4K cameras and a vision mixer", "Fünf 4K-Kameras und ein Bildmischer"),
      text("Redundant streaming uplink", "Redundanter Streaming-Uplink"),
      text("Remote speakers with return feed", "Zugeschaltete Sprecher mit Rückkanal"),
      text(
        `${combinedPowerKw("liberty", "horizon")} kW across both floors`,
        `${combinedPowerKw("liberty", "horizon")} kW auf beiden Etagen`,
      ),
      text("Recording of every session", "Aufzeichnung jeder Session"),
    ],
    image: art("offer/horizon-liberty-broadcast"),
    imageAlt: text(
      "Broadcast set on Horizon with cameras and a studio audience",
      "Broadcast-Set auf Horizon mit Kameras und Studiopublikum",
    ),
    productId: "horizon-liberty-double",
  },
  {
    id: "gala-and-awards",
    title: text("Gala & Awards", "Gala & Awards"),
    subtitle: floorsOf("Skyline + Horizon · Floors 6 and 4", "Skyline + Horizon · 6. und 4. Etage"),
    description: text(
      "The awards show on Horizon with show lighting and camera, the gala dinner and after-party on Skyline and its terrace.",
      "Die Preisverleihung auf Horizon mit Showlicht und Kamera, Galadinner und Aftershowparty auf Skyline und seiner Terrasse.",
    ),
    size: size(skylineArea.overviewWithTerraceSqm + venues.horizon.stageAreaSqm),
    capacity: guestsText(capacity.double.min),
    priceFromEurPerDay: 6200,
    features: [
      text("Awards show on the production stage", "Preisverleihung auf der Produktionsbühne"),
      text("Gala dinner for up to 350 guests across both floors", "Galadinner für bis zu 350 Gäste auf beiden Etagen"),
      text("Sky Terrace for the after-party", "Sky Terrace für die Aftershowparty"),
      text("Show lighting, LED and DJ system", "Showlicht, LED und DJ-Anlage"),
      text("Hosts for the guest transfer", "Gästebetreuung beim Transfer zwischen den Etagen"),
    ],
    image: art("offer/skyline-horizon-gala"),
    imageAlt: text(
      "Awards night on Horizon and a gala dinner on Skyline",
      "Preisverleihung auf Horizon und Galadinner auf Skyline",
    ),
    productId: "skyline-horizon-double",
  },
  {
    id: "innovation-sprint",
    title: text("Innovation Sprint", "Innovationssprint"),
    subtitle: floorsOf("Liberty + Skyline · Floors 5 and 6", "Liberty + Skyline · 5. und 6. Etage"),
    description: text(
      "A two- to five-day sprint: teams work in Liberty's rooms, demos and the final pitch happen on the Skyline stage.",
      "Ein Sprint über zwei bis fünf Tage: Die Teams arbeiten in den Räumen von Liberty, Demos und der finale Pitch finden auf der Bühne von Skyline statt.",
    ),
    size: size(venues.liberty.stageAreaSqm + skylineArea.overviewSqm),
    capacity: guestsText(capacity.double.max),
    priceFromEurPerDay: 3800,
    features: [
      text("Workshop, Arena and Straight-up for the teams", "Workshop, Arena und Straight-up für die Teams"),
      text("Demo day on the Skyline stage", "Demo Day auf der Bühne von Skyline"),
      text("Writable walls and sprint kits", "Beschreibbare Wände und Sprint-Kits"),
      text("All-day coffee in the Hub", "Kaffee den ganzen Tag im Hub"),
      text("Multi-day rates from day three", "Mehrtagespreise ab dem dritten Tag"),
    ],
    image: art("offer/skyline-liberty-sprint-workshop"),
    imageAlt: text(
      "Sprint teams at work on Liberty with the demo stage on Skyline",
      "Sprint-Teams bei der Arbeit auf Liberty, die Demo-Bühne auf Skyline",
    ),
    productId: "skyline-liberty-double",
  },
];

export const doubleFloorPage = {
  heading: text("Double Floor", "Doppeletage"),
  lead: text(
    `Two stages, two floors, one event: six double-floor formats for conferences, launches, broadcasts and galas of ${capacity.double.min} to ${capacity.double.max} guests, with live relay between the floors and one production team for both.`,
    `Zwei Bühnen, zwei Etagen, eine Veranstaltung: sechs Formate auf der Doppeletage für Konferenzen, Produktlaunches, Broadcasts und Galas mit ${capacity.double.min} bis ${capacity.double.max} Gästen, mit Liveübertragung zwischen den Etagen und einem Produktionsteam für beide.`,
  ),
  closingTitle: text("Experience Double-Height Excellence", "Erleben Sie doppelte Raumhöhe"),
  closingText: text(
    "Liberty's 6.0 m atrium and Horizon's 6.5 m production stage are the tallest halls at SPARK, built for rigging, set builds and cameras. Walk them with our venue team, or take the brochure with all six formats, prices and floor figures to your next planning meeting.",
    "Das 6,0 m hohe Atrium von Liberty und die 6,5 m hohe Produktionsbühne von Horizon sind die höchsten Hallen bei SPARK, gebaut für Rigging, Bühnenbauten und Kameras. Besichtigen Sie sie mit unserem Location-Team oder nehmen Sie die Broschüre mit allen sechs Formaten, Preisen und Flächen in Ihr nächstes Planungsmeeting mit.",
  ),
  brochurePath: "/venues/double-floor/brochure.pdf",
  brochureFileName: text("SPARK-Double-Floor-Brochure.pdf", "SPARK-Doppeletage-Broschuere.pdf"),
} as const;
