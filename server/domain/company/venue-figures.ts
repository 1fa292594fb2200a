// The figures of the three SPARK venues (spec section 9): capacities, power, LED walls, areas. Plain
// data without the content schemas, so that a page which only states a figure does not load the
// validator with it; app/content/venues.ts re-exports everything here.
// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

export type VenueKey = "skyline" | "liberty" | "horizon";

export interface VenueFigures {
  name: string;
  floor: number;
  ceilingHeightM: number;
  powerKw: number;
  /** The stage hall's area as the venue overview and explorer state it. */
  stageAreaSqm: number;
  ledWalls: { widthM: number; heightM: number }[];
}

/** Guests allowed per single stage by the building permit; doubles and the triple follow. */
export const capacity = {
  singleStage: 199,
  double: { min: 350, max: 400 },
  triple: 550,
} as const;

/**
 * Guests one stage floor seats at tables or desks (the stage pages' seating configurations): fewer
 * than the permit allows standing or in rows. A double or triple floor seats its floors' sum.
 */
export const seatedPerStage = { banquet: 160, classroom: 96 } as const;

/** The capacities as pages write them: "199", "350-400", "550". */
export const capacityText = {
  single: String(capacity.singleStage),
  double: `${capacity.double.min}-${capacity.double.max}`,
  triple: String(capacity.triple),
} as const;

/** LED wall surface in sqm: one 30 sqm wall per stage, so 60 for two floors and 90 for three. */
export const ledWallSqm = { single: 30, double: 60, triple: 90, largestConfiguration: 150 } as const;

export const venues: Record<VenueKey, VenueFigures> = {
  horizon: {
    name: "Horizon Stage",
    floor: 4,
    ceilingHeightM: 6.5,
    powerKw: 500,
    stageAreaSqm: 600,
    ledWalls: [{ widthM: 10, heightM: 3 }],
  },
  liberty: {
    name: "Liberty Stage",
    floor: 5,
    ceilingHeightM: 6.0,
    powerKw: 400,
    stageAreaSqm: 600,
    ledWalls: [{ widthM: 10, heightM: 3 }],
  },
  // Skyline's power is not stated alone: it follows from the spec's combinations (850 = Skyline +
  // Liberty, 1350 = all three), see docs/decisions/0201-venue-figures.md.
  skyline: {
    name: "Skyline Stage",
    floor: 6,
    ceilingHeightM: 3.5,
    powerKw: 450,
    stageAreaSqm: 1000,
    ledWalls: [
      { widthM: 10, heightM: 3 },
      { widthM: 5, heightM: 3 },
    ],
  },
};

/** Skyline's two readings (spec section 9): 1000 sqm (1400 with terrace) in the venue overview and
 * explorer, 900 sqm net stage floor (1300 with terrace) on the product detail pages. */
export const skylineArea = {
  overviewSqm: 1000,
  overviewWithTerraceSqm: 1400,
  detailSqm: 900,
  detailWithTerraceSqm: 1300,
  terraceSqm: 400,
  configurationRange: { min: 400, max: 1700 },
} as const;

export const areaRanges = {
  liberty: { min: 600, max: 700 },
  horizon: { min: 600, max: 650 },
  stagesUpToSqm: 2500,
} as const;

export const floorsInBuilding = { eventFloors: [4, 5, 6], coworkingFloors: [7, 8] } as const;

/** Power of floors booked together, in kW. */
export function combinedPowerKw(...keys: VenueKey[]): number {
  return keys.reduce((sum, key) => sum + venues[key].powerKw, 0);
}

export const namedRooms = {
  boardroom: { areaSqm: 80, guests: 25 },
  arena: { areaSqm: 34, guests: 40 },
} as const;

export const officeSizes = [
  { id: "private-office", area: "16-40 sqm", people: "8" },
  { id: "team-office", area: "30-80 sqm", people: "20" },
  { id: "corporate-office", area: "100-300 sqm", people: "50" },
  { id: "enterprise-office", area: "300+ sqm", people: "100+" },
] as const;

export function sqm(value: number): string {
  return `${value} sqm`;
}

/** '600-700 sqm' */
export function sqmRange(range: { min: number; max: number }): string {
  return `${range.min}-${range.max} sqm`;
}

export function ceilingText(key: VenueKey): string {
  return `${venues[key].ceilingHeightM.toFixed(1)} m`;
}
