import { describe, expect, it } from "vitest";
import { stagePages } from "~/content/venues";
import { equipmentIcon } from "./equipment-icons";
import { explorerReducer, explorerSpaces, initialExplorerState, spacesForFilter } from "./explorer-state";

const skyline = stagePages["skyline-stage"];

describe("explorer state", () => {
  it("starts at index 0 on the first filter with details closed", () => {
    expect(initialExplorerState(skyline.filters)).toEqual({ filterId: "all-spaces", index: 0, detailsOpen: false });
  });

  it("wraps from the last space to the first and back", () => {
    const count = 3;
    let state = { ...initialExplorerState(skyline.filters), index: 2 };
    state = explorerReducer(state, { type: "step", step: 1, count });
    expect(state.index).toBe(0);
    state = explorerReducer(state, { type: "step", step: -1, count });
    expect(state.index).toBe(2);
  });

  it("choosing a filter resets the index to 0 and keeps the details panel as it was", () => {
    let state = explorerReducer(initialExplorerState(skyline.filters), { type: "go", index: 4 });
    state = explorerReducer(state, { type: "toggle-details" });
    state = explorerReducer(state, { type: "filter", filterId: "category-liberty" });
    expect(state).toEqual({ filterId: "category-liberty", index: 0, detailsOpen: true });
  });

  it("toggles the details panel", () => {
    const open = explorerReducer(initialExplorerState(skyline.filters), { type: "toggle-details" });
    expect(open.detailsOpen).toBe(true);
    expect(explorerReducer(open, { type: "toggle-details" }).detailsOpen).toBe(false);
  });

  it("filters by all, by category and by single space", () => {
    const [all, skylineTab, libertyTab] = skyline.filters;
    expect(spacesForFilter(skyline.spaces, all)).toHaveLength(skyline.spaces.length);
    expect(spacesForFilter(skyline.spaces, skylineTab).every((s) => s.category === "skyline")).toBe(true);
    expect(spacesForFilter(skyline.spaces, libertyTab).map((s) => s.name)).toEqual(["Liberty Stage", "Liberty Studio"]);
    const single = skyline.filters.find((f) => f.label.en === "Sky Terrace");
    expect(spacesForFilter(skyline.spaces, single).map((s) => s.name)).toEqual(["Sky Terrace"]);
  });
});

describe("equipment icons by keyword", () => {
  it.each([
    ["LED wall 10 x 3 m", "screen"],
    ["Podcast microphones", "microphone"],
    ["Ceiling microphones", "microphone"],
    ["4 PTZ cameras for streaming", "camera"],
    ["Hybrid video conference system", "camera"],
    ["Laser projector", "projector"],
    ["Moving-head stage lighting", "light"],
    ["Studio lighting grid", "light"],
    ["d&b line array audio", "speaker"],
    ["Rigging grid, 6 m clearance", "rigging"],
    ["Wi-Fi 6, 1 Gbit/s dedicated", "network"],
    ["400 kW stage power", "power"],
    ["Wall-sized whiteboard", "whiteboard"],
    ["Coffee bar", "catering"],
    ["Mobile tables and chairs", "seating"],
    ["Patio heaters", "climate"],
    ["Registration desk", "seating"],
    ["Freight lift", "spark"],
    ["All-weather plan", "spark"],
  ] as const)("%s -> %s", (label, icon) => {
    expect(equipmentIcon(label)).toBe(icon);
  });

  it("falls back to the description when the title has no keyword", () => {
    expect(equipmentIcon("All-weather plan", "Heaters, awnings and a rain plan")).toBe("climate");
    expect(equipmentIcon("Two LED walls", "A 10 x 3 m main wall and a 5 x 3 m side wall")).toBe("screen");
  });

  it("every equipment item in the content gets an icon other than the default", () => {
    const labels = Object.values(stagePages).flatMap((page) =>
      page.spaces.flatMap((space) => space.equipment.map((item) => item.en)),
    );
    const unmatched = labels.filter((label) => equipmentIcon(label) === "spark");
    expect(unmatched).toEqual([]);
  });
});

describe("the explorer's spaces in one language", () => {
  it("gives German texts with the icons the English labels choose", () => {
    const [stage] = explorerSpaces(skyline.spaces, "de");
    expect(stage!.subtitle).toBe("6. Etage · Die Bühne über der Stadt");
    expect(stage!.area).toBe("1.000 m²");
    expect(stage!.equipment[0]).toEqual({ label: "LED-Wand 10 x 3 m", icon: "screen" });
    const [english] = explorerSpaces(skyline.spaces, "en");
    expect(english!.equipment.map((item) => item.icon)).toEqual(
      skyline.spaces[0]!.equipment.map((item) => equipmentIcon(item.en)),
    );
  });
});
