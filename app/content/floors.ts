import { z } from "zod";
import { art } from "~/lib/art";
import { artSlotSchema, copySchema, kebabIdSchema } from "./content-schemas";
import { capacity, capacityText, combinedPowerKw, ledWallSqm, skylineArea, venues } from "./venues";

// The floor pages (spec section 2, 'Floors pages'): /venues/floors with its three anchored
// sections, /venues/single-floor (four cards) and /venues/double-floor (six offers with prices).

export const floorSectionSchema = z.object({
  id: z.enum(["single-floor-section", "double-floor-section", "triple-floor-section"]),
  configuration: z.enum(["single", "double", "triple"]),
  title: copySchema,
  summary: copySchema,
  facts: z.array(copySchema).min(2),
  /** Cards link to /venues/{id}. */
  productIds: z.array(kebabIdSchema).min(1),
  /** The page with more about this floor type, if there is one. */
  morePage: z.enum(["/venues/single-floor", "/venues/double-floor"]).optional(),
});
export type FloorSection = z.infer<typeof floorSectionSchema>;

export const floorSections: FloorSection[] = [
  {
    id: "single-floor-section",
    configuration: "single",
    title: "Single Floor",
    summary: "Premium single-level stages: one floor, one stage, everything your event needs within a few steps.",
    facts: [`Up to ${capacity.singleStage} guests`, `${ledWallSqm.single} sqm LED wall`, "Floors 4, 5 or 6"],
    productIds: ["skyline-floor", "liberty-floor", "horizon-floor"],
    morePage: "/venues/single-floor",
  },
  {
    id: "double-floor-section",
    configuration: "double",
    title: "Double Floor",
    summary:
      "Two stages on two floors, linked by live relay: a plenary for up to 400 with breakouts, a show with a dinner, or a broadcast with an audience.",
    facts: [
      `${capacity.double.min}-${capacity.double.max} guests`,
      `${ledWallSqm.double} sqm LED`,
      `${combinedPowerKw("skyline", "liberty")}-${combinedPowerKw("skyline", "horizon")} kW`,
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
    title: "Triple Floor",
    summary: `The triple-level buyout: all three stages, every room and the terrace for one event of up to ${capacityText.triple} guests.`,
    facts: [
      `Up to ${capacity.triple} guests`,
      `${ledWallSqm.triple} sqm LED`,
      `${combinedPowerKw("skyline", "liberty", "horizon")} kW`,
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
  title: copySchema,
  subtitle: copySchema,
  description: copySchema,
  size: z.string().regex(/^[\d,]+ sqm$/),
  capacity: z.string().regex(/^\d+ guests$/),
  /** Whole euros per day; shown as 'From €X/day'. */
  priceFromEurPerDay: z.number().int().positive(),
  features: z.array(copySchema).min(3),
  image: artSlotSchema,
  imageAlt: copySchema,
  /** The product detail page of the floors this offer books. */
  productId: kebabIdSchema,
});
export type DoubleFloorOffer = z.infer<typeof doubleFloorOfferSchema>;

const euro = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** 'From €3,500/day' (spec section 3, 'Double-floor offer'). */
export function offerPrice(offer: Pick<DoubleFloorOffer, "priceFromEurPerDay">): string {
  return `From €${euro.format(offer.priceFromEurPerDay)}/day`;
}

const size = (value: number) => `${euro.format(value)} sqm`;

export const doubleFloorOffers: DoubleFloorOffer[] = [
  {
    id: "double-height-conference",
    title: "Double-Height Conference",
    subtitle: "Liberty + Horizon · Floors 5 and 4",
    description:
      "Plenary in the Liberty Atrium, breakouts in its five rooms, and Horizon as the second stage for the afternoon track.",
    size: size(venues.liberty.stageAreaSqm + venues.horizon.stageAreaSqm),
    capacity: `${capacity.double.max} guests`,
    priceFromEurPerDay: 3500,
    features: [
      "Two double-height halls, 6.0 and 6.5 m",
      `${ledWallSqm.double} sqm of LED across both stages`,
      "Five breakout rooms on floor 5",
      "Live relay between the floors",
      "Technical director for the day",
    ],
    image: art("offer/horizon-liberty-conference"),
    imageAlt: "Conference in the Liberty Atrium with the Horizon stage on a relay screen",
    productId: "horizon-liberty-double",
  },
  {
    id: "launch-and-terrace",
    title: "Launch & Terrace",
    subtitle: "Horizon + Skyline · Floors 4 and 6",
    description:
      "The reveal on Horizon's production stage, then the guests ride up to Skyline for dinner and the rooftop terrace.",
    size: size(venues.horizon.stageAreaSqm + skylineArea.overviewWithTerraceSqm),
    capacity: `${capacity.double.min} guests`,
    priceFromEurPerDay: 5500,
    features: [
      "Production stage with broadcast gallery",
      "400 sqm rooftop terrace",
      "Guided guest transfer by lift",
      "Live stream of the reveal",
      "Show lighting and DJ system",
    ],
    image: art("offer/horizon-skyline-launch"),
    imageAlt: "A car reveal on Horizon followed by a terrace reception on Skyline",
    productId: "horizon-skyline-double",
  },
  {
    id: "leadership-summit",
    title: "Leadership Summit",
    subtitle: "Skyline + Liberty · Floors 6 and 5",
    description:
      "Keynotes with the view on Skyline, working sessions and the board meeting on Liberty, one floor apart.",
    size: size(skylineArea.overviewSqm + venues.liberty.stageAreaSqm),
    capacity: `${capacity.double.min} guests`,
    priceFromEurPerDay: 4200,
    features: [
      "Skyline plenary with two LED walls",
      "Boardroom for 25 for the executive session",
      "Workshop and Arena for breakouts",
      "Lunch in the Liberty Hub",
      "Two staircases and two lifts between floors",
    ],
    image: art("offer/skyline-liberty-summit"),
    imageAlt: "Leadership summit on Skyline with breakout rooms on Liberty",
    productId: "skyline-liberty-double",
  },
  {
    id: "hybrid-broadcast",
    title: "Hybrid Broadcast",
    subtitle: "Horizon + Liberty · Floors 4 and 5",
    description:
      "A studio audience on Horizon and a second live room in the Atrium, produced as one stream from the broadcast gallery.",
    size: size(venues.horizon.stageAreaSqm + venues.liberty.stageAreaSqm),
    capacity: `${capacity.double.max} guests`,
    priceFromEurPerDay: 4800,
    features: [
      "Five 4K cameras and a vision mixer",
      "Redundant streaming uplink",
      "Remote speakers with return feed",
      `${combinedPowerKw("liberty", "horizon")} kW across both floors`,
      "Recording of every session",
    ],
    image: art("offer/horizon-liberty-broadcast"),
    imageAlt: "Broadcast set on Horizon with cameras and a studio audience",
    productId: "horizon-liberty-double",
  },
  {
    id: "gala-and-awards",
    title: "Gala & Awards",
    subtitle: "Skyline + Horizon · Floors 6 and 4",
    description:
      "The awards show on Horizon with show lighting and camera, the gala dinner and after-party on Skyline and its terrace.",
    size: size(skylineArea.overviewWithTerraceSqm + venues.horizon.stageAreaSqm),
    capacity: `${capacity.double.min} guests`,
    priceFromEurPerDay: 6200,
    features: [
      "Awards show on the production stage",
      "Gala dinner for up to 350 guests across both floors",
      "Sky Terrace for the after-party",
      "Show lighting, LED and DJ system",
      "Hosts for the guest transfer",
    ],
    image: art("offer/skyline-horizon-gala"),
    imageAlt: "Awards night on Horizon and a gala dinner on Skyline",
    productId: "skyline-horizon-double",
  },
  {
    id: "innovation-sprint",
    title: "Innovation Sprint",
    subtitle: "Liberty + Skyline · Floors 5 and 6",
    description:
      "A two- to five-day sprint: teams work in Liberty's rooms, demos and the final pitch happen on the Skyline stage.",
    size: size(venues.liberty.stageAreaSqm + skylineArea.overviewSqm),
    capacity: `${capacity.double.max} guests`,
    priceFromEurPerDay: 3800,
    features: [
      "Workshop, Arena and Straight-up for the teams",
      "Demo day on the Skyline stage",
      "Writable walls and sprint kits",
      "All-day coffee in the Hub",
      "Multi-day rates from day three",
    ],
    image: art("offer/skyline-liberty-sprint-workshop"),
    imageAlt: "Sprint teams at work on Liberty with the demo stage on Skyline",
    productId: "skyline-liberty-double",
  },
];

export const doubleFloorPage = {
  heading: "Double Floor",
  lead: `Two stages, two floors, one event: six double-floor formats for conferences, launches, broadcasts and galas of ${capacity.double.min} to ${capacity.double.max} guests, with live relay between the floors and one production team for both.`,
  closingTitle: "Experience Double-Height Excellence",
  closingText:
    "Liberty's 6.0 m atrium and Horizon's 6.5 m production stage are the tallest halls at SPARK, built for rigging, set builds and cameras. Walk them with our venue team, or take the brochure with all six formats, prices and floor figures to your next planning meeting.",
  brochurePath: "/venues/double-floor/brochure.pdf",
  brochureFileName: "SPARK-Double-Floor-Brochure.pdf",
} as const;
