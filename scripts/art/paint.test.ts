import { describe, expect, it } from "vitest";
import { testimonials } from "../../app/content/testimonials.ts";
import { listedSlots } from "../../app/lib/art-slots.ts";
import { paintSlot, planLayoutOf, sceneFor, sceneOfSlot, type SceneName } from "./paint.ts";
import { peopleIn, personFor } from "./people.ts";
import { officeKindOf } from "./rooms.ts";
import { paletteFor, venueKeywords, VENUE_PALETTES } from "./palette.ts";
import { createRng, hashString } from "./random.ts";

describe("seeded randomness", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = createRng("venue/skyline-stage");
    const b = createRng("venue/skyline-stage");
    const c = createRng("venue/liberty-stage");
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect([c.next(), c.next(), c.next()]).not.toEqual(first);
  });

  it("hashes strings stably (FNV-1a)", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
  });
});

describe("paintSlot", () => {
  it("paints the same SVG for the same slot, every time", () => {
    expect(paintSlot("venue/horizon-stage")).toBe(paintSlot("venue/horizon-stage"));
    expect(paintSlot("portrait/anna-berg")).toBe(paintSlot("portrait/anna-berg"));
  });

  it("paints different pictures for different slots", () => {
    expect(paintSlot("venue/horizon-stage")).not.toBe(paintSlot("venue/liberty-stage"));
    expect(paintSlot("gallery/interior-1")).not.toBe(paintSlot("gallery/interior-2"));
  });

  it("uses the slot's format: 16:10, square portraits, 1200x630 Open Graph cards", () => {
    expect(paintSlot("venue/nova-stage")).toContain('width="1600" height="1000"');
    expect(paintSlot("portrait/jonas-weber")).toContain('width="640" height="640"');
    expect(paintSlot("og/og-default")).toContain('width="1200" height="630"');
  });

  it("lights each venue in its own palette", () => {
    expect(paintSlot("venue/horizon-stage")).toContain(VENUE_PALETTES.horizon!.primary);
    expect(paintSlot("venue/vista-stage")).toContain(VENUE_PALETTES.vista!.primary);
    expect(paintSlot("venue/vista-stage")).not.toContain(VENUE_PALETTES.horizon!.primary);
  });

  it("contains no text: art is abstract", () => {
    expect(paintSlot("venue/skyline-stage")).not.toMatch(/<text/);
    expect(paintSlot("og/og-default")).not.toMatch(/<text/);
  });

  it("animates only through the loop phase: t=0 is the still, t=1 returns to it", () => {
    const still = paintSlot("hero/home-stage", { width: 960, height: 540 });
    expect(paintSlot("hero/home-stage", { width: 960, height: 540, t: 0 })).toBe(still);
    expect(paintSlot("hero/home-stage", { width: 960, height: 540, t: 0.5 })).not.toBe(still);
  });
});

describe("palettes and scenes", () => {
  it("finds venue keywords in order, once each", () => {
    expect(venueKeywords("skyline-liberty-horizon-triple")).toEqual(["skyline", "liberty", "horizon"]);
    expect(venueKeywords("workshop")).toEqual([]);
  });

  it("blends a combined venue: the first venue's room, the second venue's light", () => {
    const palette = paletteFor("horizon-liberty-double", createRng(1));
    expect(palette.primary).toBe(VENUE_PALETTES.horizon!.primary);
    expect(palette.secondary).toBe(VENUE_PALETTES.liberty!.primary);
  });

  it("chooses scenes by telling words before the theme", () => {
    expect(sceneFor("venue/skyline-stage-terrace", 0)).toBe("terrace");
    expect(sceneFor("product/enterprise-office", 0)).toBe("office");
    expect(sceneFor("facility/spark-frankfurt", 0)).toBe("skyline");
    expect(sceneFor("portrait/anyone", 3)).toBe("portrait");
    expect(sceneFor("venue/horizon-stage", 5)).toBe("stage");
    // The venue shop's Private Rooms card shows a meeting room, not the shop theme's terrace.
    expect(sceneFor("shop/private-rooms-horizon", 1)).toBe("boardroom");
  });
});

describe("the subject a slot names is the subject painted", () => {
  const subjects: [string, SceneName][] = [
    ["gallery/building-lobby", "lobby"],
    ["product/horizon-floor-foyer", "lobby"],
    ["gallery/building-loading-bay", "loading-bay"],
    ["gallery/building-entrance", "entrance"],
    ["gallery/liberty-boardroom-table", "boardroom"],
    ["usecase/board-meeting-horizon", "boardroom"],
    ["gallery/horizon-directors-circle", "round-table"],
    ["development/floor-plan-level-4", "floor-plan"],
    ["development/floor-plan-levels-7-8-desks", "floor-plan"],
    ["product/liberty-studio-podcast", "podcast"],
    ["gallery/horizon-gallery-control", "control-room"],
    ["product/liberty-workshop-1", "workshop"],
    ["gallery/building-facade-dusk", "skyline"],
    ["portrait/katharina-vogt", "portrait"],
    // Issue 48: the captions' subjects, not one string-light terrace for all of them.
    ["space/skyline-sky-lounge", "lounge"],
    ["space/skyline-sky-terrace", "terrace"],
    ["gallery/building-rooftop", "rooftop-aerial"],
    ["event/video-awards-gala-skyline-terrace", "gala-terrace"],
    ["space/office-private", "office"],
    ["space/skyline-seating-theatre", "event"],
    ["space/liberty-seating-cabaret", "round-table"],
  ];
  it.each(subjects)("%s -> %s", (slot, scene) => {
    expect(sceneFor(slot, 0)).toBe(scene);
    expect(sceneFor(slot, 7)).toBe(scene);
  });

  it("paints every slot of the site whose id names a subject with that subject's scene", () => {
    const slots = listedSlots();
    const named = (word: RegExp) => slots.filter((slot) => word.test(slot.split("/")[1]!));
    for (const slot of named(/\b(lobby|foyer)\b/)) expect(sceneFor(slot, 0), slot).toBe("lobby");
    for (const slot of named(/\bfloor-plan\b/)) expect(sceneFor(slot, 0), slot).toBe("floor-plan");
    for (const slot of named(/\bboardroom\b/)) expect(sceneFor(slot, 0), slot).toBe("boardroom");
    for (const slot of named(/\bdirectors-circle\b/)) expect(sceneFor(slot, 0), slot).toBe("round-table");
    for (const slot of named(/\bpodcast\b/)) expect(sceneFor(slot, 0), slot).toBe("podcast");
    expect(named(/\bfloor-plan\b/).length).toBeGreaterThanOrEqual(4);
  });

  // Issue 48 item 4 (decision 1121): the studio family and the slots that fell to the abstract grid.
  const directed: [string, SceneName][] = [
    ["event/signage-door-displays", "door-display"],
    ["event/signage-led-walls", "live-feed"],
    ["event/handbook-signage", "handbook"],
    ["shop/gift-cards", "gift-card"],
    ["package/deck-spaces", "spaces"],
    ["event/video-leadership-sprint-liberty", "workshop"],
    ["usecase/innovation-sprint-skyline", "workshop"],
    ["space/skyline-studio-panel", "panel"],
    ["usecase/investor-webcast-skyline", "webcast"],
    ["usecase/streaming-showroom-liberty", "showroom"],
    ["product/horizon-studio-1", "interview"],
    ["package/deck-content-creation", "green-screen"],
    ["usecase/home-broadcast-streaming", "control-room"],
    ["gallery/horizon-stage-broadcast", "broadcast"],
  ];
  it.each(directed)("%s paints %s", (slot, scene) => {
    expect(sceneOfSlot(slot)).toBe(scene);
  });

  it("paints the abstract LED grid only where the caption is an LED corridor", () => {
    expect(listedSlots().filter((slot) => sceneOfSlot(slot) === "grid")).toEqual(["development/experience-3"]);
  });

  it("furnishes each office as its id says", () => {
    expect(officeKindOf("office-private")).toBe("private");
    expect(officeKindOf("office-team-1")).toBe("team");
    expect(officeKindOf("office-corporate")).toBe("corporate");
    expect(officeKindOf("office-corporate-1")).toBe("meeting");
    expect(officeKindOf("office-enterprise")).toBe("enterprise");
    expect(officeKindOf("office-enterprise-1")).toBe("lounge");
  });

  it("draws each floor plan's layout from its id", () => {
    expect(planLayoutOf("floor-plan-level-4")).toBe("stage");
    expect(planLayoutOf("floor-plan-level-5-double")).toBe("double-height");
    expect(planLayoutOf("floor-plan-level-6-terrace")).toBe("studio-terrace");
    expect(planLayoutOf("floor-plan-levels-7-8-desks")).toBe("desks");
  });
});

describe("portraits", () => {
  const testimonialSlots = testimonials.map((t) => t.image.split("/")[1]!);

  it("paints a different person for every testimonial: skin, hair or clothing differ", () => {
    const people = testimonialSlots.flatMap((id) => peopleIn(id)).map((name) => personFor(name));
    const looks = people.map((p) => `${p.skin}|${p.hair}|${p.hairColour}|${p.outfit}|${p.cloth}`);
    expect(new Set(looks).size).toBe(looks.length);
    expect(new Set(people.map((p) => p.skin)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(people.map((p) => p.hair)).size).toBeGreaterThanOrEqual(4);
  });

  it("shows two people when the testimonial names two, one otherwise", () => {
    for (const testimonial of testimonials) {
      const id = testimonial.image.split("/")[1]!;
      expect(peopleIn(id), id).toHaveLength(testimonial.people.length);
    }
    const pair = paintSlot("portrait/daniel-brenner-and-aylin-demir");
    expect(pair).toContain('id="p1skin"');
    expect(paintSlot("portrait/katharina-vogt")).not.toContain('id="p1skin"');
  });
});
