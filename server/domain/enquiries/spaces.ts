import { capacity, seatedPerStage, venues, type VenueKey } from "../company/venue-figures.ts";

// The spaces an event can be enquired for (issue 47): each stage floor alone, the three double floors
// the site presents (Horizon + Liberty, Liberty + Skyline, Horizon + Skyline) and all three. A combination takes each
// of its floors: availability and options are kept per floor, so a double floor is free only when
// both of its floors are. Guests are checked against the building permit's figures and, seated, the
// stages' tables (venue-figures.ts).

export interface EventSpace {
  id: string;
  name: string;
  /** The name in German mails and pages (the stages keep their names). */
  nameDe: string;
  floors: VenueKey[];
  maxGuests: number;
}

const single = (key: VenueKey): EventSpace => ({
  id: key,
  name: venues[key].name,
  nameDe: venues[key].name,
  floors: [key],
  maxGuests: capacity.singleStage,
});

export const eventSpaces: EventSpace[] = [
  single("horizon"),
  single("liberty"),
  single("skyline"),
  {
    id: "horizon-liberty",
    name: `Double floor: ${venues.horizon.name} + ${venues.liberty.name}`,
    nameDe: `Doppeletage: ${venues.horizon.name} + ${venues.liberty.name}`,
    floors: ["horizon", "liberty"],
    maxGuests: capacity.double.max,
  },
  {
    id: "liberty-skyline",
    name: `Double floor: ${venues.liberty.name} + ${venues.skyline.name}`,
    nameDe: `Doppeletage: ${venues.liberty.name} + ${venues.skyline.name}`,
    floors: ["liberty", "skyline"],
    maxGuests: capacity.double.max,
  },
  {
    // Not neighbours: the guests move between the floors by lift, so the permit's lower double figure.
    id: "horizon-skyline",
    name: `Double floor: ${venues.horizon.name} + ${venues.skyline.name}`,
    nameDe: `Doppeletage: ${venues.horizon.name} + ${venues.skyline.name}`,
    floors: ["horizon", "skyline"],
    maxGuests: capacity.double.min,
  },
  {
    id: "all-three",
    name: "All three stages",
    nameDe: "Alle drei Bühnen",
    floors: ["horizon", "liberty", "skyline"],
    maxGuests: capacity.triple,
  },
];

export function eventSpace(id: string): EventSpace | undefined {
  return eventSpaces.find((space) => space.id === id);
}

/** The space that takes exactly these floors (in any order), if there is one: a venue page's calendar. */
export function spaceOfFloors(floors: readonly string[]): EventSpace | undefined {
  const asked = [...new Set(floors)].sort().join();
  return eventSpaces.find((space) => [...space.floors].sort().join() === asked);
}

/** The setups an event can be enquired with, as the visitor reads them (German: GERMAN.md). */
export const setupLabels = {
  theatre: { en: "theatre seating", de: "Reihenbestuhlung" },
  banquet: { en: "banquet", de: "Bankett" },
  reception: { en: "standing reception", de: "Stehempfang" },
  classroom: { en: "classroom seating", de: "parlamentarische Bestuhlung" },
} as const;
export type EventSetup = keyof typeof setupLabels;

/** How a seated setup reads in a sentence on capacity ("takes up to 160 guests at banquet tables"). */
const seatedWords = {
  banquet: { en: "at banquet tables", de: "an Bankett-Tischen" },
  classroom: { en: "in classroom seating", de: "in parlamentarischer Bestuhlung" },
} as const;

/** The guests a space takes in a setup: the permit's figure in rows or standing, its floors' tables seated. */
export function setupMaxGuests(space: EventSpace, setup: EventSetup): number {
  if (setup === "banquet" || setup === "classroom")
    return Math.min(space.maxGuests, seatedPerStage[setup] * space.floors.length);
  return space.maxGuests;
}

/**
 * Why a number of guests does not fit a space in a setup (the venue's figures), in both languages, or
 * undefined when it fits.
 */
export function guestsProblem(
  space: EventSpace,
  guests: number,
  setup: EventSetup,
): { en: string; de: string } | undefined {
  if (!Number.isInteger(guests) || guests < 1)
    return {
      en: "Please enter the number of guests as a whole number.",
      de: "Bitte geben Sie die Zahl der Gäste als ganze Zahl an.",
    };
  const max = setupMaxGuests(space, setup);
  if (guests <= max) return undefined;
  if (setup === "banquet" || setup === "classroom")
    return {
      en: `${space.name} takes up to ${max} guests ${seatedWords[setup].en}. Please choose a larger space, another setup or fewer guests.`,
      de: `${space.nameDe} fasst ${seatedWords[setup].de} bis zu ${max} Personen. Bitte wählen Sie eine größere Fläche, eine andere Bestuhlung oder weniger Gäste.`,
    };
  return {
    en: `${space.name} takes up to ${max} guests. Please choose a larger space or fewer guests.`,
    de: `${space.nameDe} fasst bis zu ${max} Personen. Bitte wählen Sie eine größere Fläche oder weniger Gäste.`,
  };
}
