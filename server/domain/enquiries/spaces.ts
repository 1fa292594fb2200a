import { capacity, venues, type VenueKey } from "../company/venue-figures.ts";

// The spaces an event can be enquired for (issue 47): each stage floor alone, the two double floors
// the site presents (Horizon + Liberty, Liberty + Skyline) and all three. A combination takes each
// of its floors: availability and options are kept per floor, so a double floor is free only when
// both of its floors are. Guests are checked against the building permit's figures (venue-figures.ts).

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

/** Why a number of guests does not fit a space (the permit's figure), or undefined when it fits. */
export function guestsProblem(space: EventSpace, guests: number): string | undefined {
  if (!Number.isInteger(guests) || guests < 1) return "Please enter the number of guests as a whole number.";
  if (guests > space.maxGuests)
    return `${space.name} takes up to ${space.maxGuests} guests. Please choose a larger space or fewer guests.`;
  return undefined;
}

/** The setups an event can be enquired with, as the visitor reads them (German: GERMAN.md). */
export const setupLabels = {
  theatre: { en: "theatre seating", de: "Reihenbestuhlung" },
  banquet: { en: "banquet", de: "Bankett" },
  reception: { en: "standing reception", de: "Stehempfang" },
  classroom: { en: "classroom seating", de: "parlamentarische Bestuhlung" },
} as const;
export type EventSetup = keyof typeof setupLabels;
