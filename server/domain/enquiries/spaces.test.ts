import { describe, expect, it } from "vitest";
import { capacity } from "../company/venue-figures.ts";
import { eventSpace, eventSpaces, guestsProblem, setupMaxGuests, spaceOfFloors } from "./spaces.ts";

describe("event spaces", () => {
  it("each floor alone, the two double floors and all three, with the permit's guests", () => {
    expect(eventSpaces.map((space) => [space.id, space.floors.length, space.maxGuests])).toEqual([
      ["horizon", 1, capacity.singleStage],
      ["liberty", 1, capacity.singleStage],
      ["skyline", 1, capacity.singleStage],
      ["horizon-liberty", 2, capacity.double.max],
      ["liberty-skyline", 2, capacity.double.max],
      ["horizon-skyline", 2, capacity.double.min],
      ["all-three", 3, capacity.triple],
    ]);
  });

  it("finds the space of a venue page's floors, in any order", () => {
    expect(spaceOfFloors(["skyline", "liberty"])?.id).toBe("liberty-skyline");
    expect(spaceOfFloors(["skyline", "horizon"])?.id).toBe("horizon-skyline");
    expect(spaceOfFloors(["skyline", "liberty", "horizon"])?.id).toBe("all-three");
    expect(spaceOfFloors(["liberty"])?.id).toBe("liberty");
    expect(spaceOfFloors(["offices"])).toBeUndefined();
    expect(spaceOfFloors([])).toBeUndefined();
  });

  it("checks the guests against the space in rows or standing", () => {
    const skyline = eventSpace("skyline")!;
    expect(guestsProblem(skyline, capacity.singleStage, "theatre")).toBeUndefined();
    expect(guestsProblem(skyline, capacity.singleStage, "reception")).toBeUndefined();
    expect(guestsProblem(skyline, capacity.singleStage + 1, "theatre")?.en).toBe(
      `Skyline Stage takes up to ${capacity.singleStage} guests. Please choose a larger space or fewer guests.`,
    );
    expect(guestsProblem(skyline, 0, "theatre")?.en).toBe("Please enter the number of guests as a whole number.");
    expect(guestsProblem(skyline, 12.5, "theatre")?.de).toBe("Bitte geben Sie die Zahl der Gäste als ganze Zahl an.");
    expect(guestsProblem(eventSpace("all-three")!, capacity.triple, "reception")).toBeUndefined();
  });

  it("seats fewer at tables and desks: each floor's figure, summed over a combination's floors", () => {
    const liberty = eventSpace("liberty")!;
    expect(setupMaxGuests(liberty, "banquet")).toBe(160);
    expect(setupMaxGuests(liberty, "classroom")).toBe(96);
    expect(setupMaxGuests(eventSpace("horizon-liberty")!, "banquet")).toBe(320);
    expect(setupMaxGuests(eventSpace("all-three")!, "banquet")).toBe(480);
    expect(setupMaxGuests(eventSpace("all-three")!, "classroom")).toBe(288);
    expect(guestsProblem(liberty, 160, "banquet")).toBeUndefined();
    expect(guestsProblem(liberty, 161, "banquet")).toEqual({
      en: "Liberty Stage takes up to 160 guests at banquet tables. Please choose a larger space, another setup or fewer guests.",
      de: "Liberty Stage fasst an Bankett-Tischen bis zu 160 Personen. Bitte wählen Sie eine größere Fläche, eine andere Bestuhlung oder weniger Gäste.",
    });
    expect(guestsProblem(liberty, 97, "classroom")?.en).toMatch(/up to 96 guests in classroom seating/);
    // The permit still caps a seated setup: never more than the space takes at all.
    expect(setupMaxGuests(liberty, "theatre")).toBe(capacity.singleStage);
  });
});
