import { describe, expect, it } from "vitest";
import { capacity } from "../company/venue-figures.ts";
import { eventSpace, eventSpaces, guestsProblem } from "./spaces.ts";

describe("event spaces", () => {
  it("each floor alone, the two double floors and all three, with the permit's guests", () => {
    expect(eventSpaces.map((space) => [space.id, space.floors.length, space.maxGuests])).toEqual([
      ["horizon", 1, capacity.singleStage],
      ["liberty", 1, capacity.singleStage],
      ["skyline", 1, capacity.singleStage],
      ["horizon-liberty", 2, capacity.double.max],
      ["liberty-skyline", 2, capacity.double.max],
      ["all-three", 3, capacity.triple],
    ]);
  });

  it("checks the guests against the space", () => {
    const skyline = eventSpace("skyline")!;
    expect(guestsProblem(skyline, capacity.singleStage)).toBeUndefined();
    expect(guestsProblem(skyline, capacity.singleStage + 1)).toBe(
      `Skyline Stage takes up to ${capacity.singleStage} guests. Please choose a larger space or fewer guests.`,
    );
    expect(guestsProblem(skyline, 0)).toBe("Please enter the number of guests as a whole number.");
    expect(guestsProblem(eventSpace("all-three")!, capacity.triple)).toBeUndefined();
  });
});
