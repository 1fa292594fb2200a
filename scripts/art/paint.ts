import { artFormat } from "../../app/lib/art.ts";
import { HOUSE_PALETTES, paletteFor } from "./palette.ts";
import { createRng } from "./random.ts";
import {
  bokehScene,
  gridScene,
  ogScene,
  rooftopAerialScene,
  skylineScene,
  stageScene,
  terraceScene,
  type LedStyle,
  type Painted,
  type SceneContext,
} from "./scenes.ts";
import { portraitScene } from "./people.ts";
import { doorDisplayScene, giftCardScene, handbookScene, mosaicScene } from "./objects.ts";
import {
  broadcastScene,
  contentStudioScene,
  editSuiteScene,
  greenScreenScene,
  readyRoomScene,
  studioSetScene,
  studioShotScene,
} from "./productions.ts";
import {
  boardroomScene,
  controlRoomScene,
  entranceScene,
  floorPlanScene,
  loadingBayScene,
  lobbyScene,
  loungeScene,
  officeKindOf,
  officeRoomScene,
  roundTableScene,
  workshopScene,
  type PlanLayout,
} from "./rooms.ts";
import { svgDocument } from "./svg.ts";

/** The brand's own slots: the home hero is lit in SPARK orange and LED cyan, its wall a spark of rays. */
const ART_DIRECTION: Record<string, { palette?: string; ledStyle?: LedStyle; scene?: SceneName }> = {
  "hero/home-stage": { palette: "spark", ledStyle: "rays", scene: "event" },
  // Product heroes whose alt text names a subject the id does not.
  "product/liberty-studio": { scene: "podcast" },
  "product/skyline-studio": { scene: "podcast" },
  "product/skyline-liberty-horizon-triple": { scene: "skyline" },
  // Slots whose ids fell to the abstract grid: the scene follows the caption (decision 1114).
  "event/signage-welcome-stele": { scene: "lobby" },
  "development/story-5-digital-wall": { scene: "event" },
  "development/story-7": { scene: "stage" },
  "package/deck-technology": { scene: "stage" },
  "service/home-technology-solutions": { scene: "stage" },
  "service/technology-solutions-horizon": { scene: "control-room" },
  // The studio family: each slot the production its caption names (decision 1121).
  "event/video-hybrid-town-hall-horizon": { scene: "broadcast" },
  "gallery/horizon-stage-broadcast": { scene: "broadcast" },
  "offer/horizon-liberty-broadcast": { scene: "broadcast" },
  "offer/hybrid-studio-day-skyline": { scene: "broadcast" },
  "product/skyline-horizon-double-2-broadcast": { scene: "broadcast" },
  "space/horizon-seating-broadcast": { scene: "broadcast" },
  "space/horizon-stage-hall-hybrid": { scene: "broadcast" },
  "usecase/hybrid-conference-skyline": { scene: "broadcast" },
  "usecase/nav-broadcast-streaming": { scene: "broadcast" },
  "space/skyline-studio-panel": { scene: "panel" },
  "gallery/video-skyline-studio": { scene: "podcast" },
  "offer/virtual-keynote-horizon": { scene: "keynote" },
  "usecase/virtual-keynote-horizon": { scene: "virtual-stage" },
  "usecase/investor-webcast-skyline": { scene: "webcast" },
  "usecase/streaming-showroom-liberty": { scene: "showroom" },
  "product/horizon-studio-1": { scene: "interview" },
  "package/deck-content-creation": { scene: "green-screen" },
  "service/creative-content-skyline": { scene: "edit-suite" },
  "service/home-creative-content": { scene: "content-studio" },
  "usecase/home-broadcast-streaming": { scene: "control-room" },
  "service/full-service-liberty": { scene: "event" },
  "service/home-venue-as-a-service": { scene: "ready-room" },
  "offer/weekday-business-edge-liberty": { scene: "boardroom" },
  "venue/virtual-tour-skyline": { scene: "tour" },
  "gallery/overview-teaser-horizon": { scene: "event" },
  "event/video-leadership-sprint-liberty": { scene: "workshop" },
  "usecase/innovation-sprint-skyline": { scene: "workshop" },
  "development/partnership-hero": { scene: "skyline" },
  // Signage, the shop's gift card and the spaces deck: the thing the card names.
  "event/signage-door-displays": { scene: "door-display" },
  "event/signage-led-walls": { scene: "live-feed" },
  "event/handbook-signage": { scene: "handbook" },
  "shop/gift-cards": { scene: "gift-card" },
  "package/deck-spaces": { scene: "spaces" },
};

export type SceneName =
  | "stage"
  | "event"
  | "skyline"
  | "terrace"
  | "gala-terrace"
  | "rooftop-aerial"
  | "lounge"
  | "office"
  | "studio"
  | "grid"
  | "bokeh"
  | "portrait"
  | "og"
  | "floor-plan"
  | "podcast"
  | "lobby"
  | "loading-bay"
  | "entrance"
  | "boardroom"
  | "round-table"
  | "control-room"
  | "workshop"
  | "broadcast"
  | "panel"
  | "keynote"
  | "webcast"
  | "showroom"
  | "interview"
  | "green-screen"
  | "edit-suite"
  | "ready-room"
  | "content-studio"
  | "virtual-stage"
  | "live-feed"
  | "door-display"
  | "handbook"
  | "gift-card"
  | "spaces"
  | "tour";

/**
 * A telling word in the slot id picks what the picture shows, first match wins: the subjects
 * (a floor plan, the lobby, a boardroom table...) before the general moods (terrace, office...).
 */
const KEYWORD_SCENES: [RegExp, SceneName][] = [
  [/\b(floor-plan|plan)\b/, "floor-plan"],
  [/\b(podcast)\b/, "podcast"],
  // The seating layouts of the product pages: rows facing the wall, round tables, a U of tables.
  [/\b(seating-theatre)\b/, "event"],
  [/\b(seating-banquet|seating-cabaret)\b/, "round-table"],
  [/\b(seating-classroom)\b/, "workshop"],
  [/\b(seating-reception)\b/, "bokeh"],
  [/\b(seating-ushape)\b/, "boardroom"],
  [/\b(lobby|foyer|reception-desk|registration)\b/, "lobby"],
  [/\b(loading|dock)\b/, "loading-bay"],
  [/\b(entrance)\b/, "entrance"],
  [/\b(boardroom|board-meeting|board|private rooms|meeting rooms?)\b/, "boardroom"],
  [/\b(directors-circle|round-table|vip)\b/, "round-table"],
  [/\b(control|gallery-control|mixer|control-room|producer|editor)\b/, "control-room"],
  [/\b(workshop|workshops|islands|breakout|sticky-notes|straight-up)\b/, "workshop"],
  [/\b(awards-gala-\w+-terrace|red-carpet)\b/, "gala-terrace"],
  [/\b(building-rooftop|aerial)\b/, "rooftop-aerial"],
  [/\b(sky-lounge|lounge)\b/, "lounge"],
  [/\b(terrace|rooftop|roof)\b/, "terrace"],
  [/\b(office|offices|workspace|coworking|co-working|desk|team|corporate|enterprise|private-office)\b/, "office"],
  [/\b(studio|studios|broadcast|stream|streaming|keynote|webinar|virtual|hybrid|podcast|camera)\b/, "studio"],
  [/\b(building|exterior|facade|skyline-view|city|frankfurt|location|masterplan|development|landlord)\b/, "skyline"],
  [/\b(catering|dinner|lunch|breakfast|buffet|bbq|drinks|christmas|culinary|food|bar)\b/, "bokeh"],
  [/\b(tech|technology|led|signage|digital|grid|data|innovation|sprint)\b/, "grid"],
  [/\b(audience|conference|keynote|launch|award|ceremony|town-hall|gala|event|events|summit|rehearsal)\b/, "event"],
  [/\b(stage|hall|atrium|arena)\b/, "stage"],
];

const THEME_SCENES: Record<string, SceneName[]> = {
  venue: ["stage"],
  floor: ["stage"],
  space: ["stage", "terrace", "office"],
  product: ["stage"],
  offer: ["event", "stage", "studio"],
  package: ["stage", "grid", "bokeh"],
  service: ["grid", "stage", "studio"],
  usecase: ["event", "stage", "studio"],
  gallery: ["stage", "skyline", "terrace", "event", "studio", "office"],
  facility: ["skyline"],
  development: ["skyline", "grid"],
  event: ["event", "stage"],
  webinar: ["studio", "grid"],
  shop: ["stage", "terrace", "grid"],
  culture: ["bokeh", "skyline", "grid"],
  catering: ["bokeh"],
  hero: ["event", "stage"],
  portrait: ["portrait"],
  og: ["og"],
};

/** Which scene paints a slot: a telling word in the id first, then the theme's scenes. */
export function sceneFor(slot: string, pickIndex: number): SceneName {
  const [theme = "", id = ""] = slot.split("/");
  if (theme === "portrait" || theme === "og") return theme;
  const words = id.replace(/-/g, " ");
  for (const [pattern, scene] of KEYWORD_SCENES) if (pattern.test(words) || pattern.test(id)) return scene;
  const options = THEME_SCENES[theme] ?? ["stage", "grid", "skyline"];
  return options[pickIndex % options.length]!;
}

/** Which plan a floor-plan slot draws: "desks" (co-working), "double" (a double-height hall), "terrace", or a stage hall. */
export function planLayoutOf(id: string): PlanLayout {
  if (/\bdesks\b/.test(id.replace(/-/g, " "))) return "desks";
  if (/\bdouble\b/.test(id.replace(/-/g, " "))) return "double-height";
  if (/\b(terrace|rooftop|studio)\b/.test(id.replace(/-/g, " "))) return "studio-terrace";
  return "stage";
}

function levelsOf(id: string): number {
  if (/triple/.test(id)) return 3;
  if (/double/.test(id)) return 2;
  return 1;
}

/**
 * Slots whose first random camera framed the room almost exactly like another slot of the same kind:
 * they are painted from their nth take instead (scripts/art/look.test.ts finds such pairs).
 */
const CAMERA_TAKES: Record<string, number> = {
  "event/video-leadership-sprint-liberty": 3,
  "gallery/video-skyline-studio": 12,
  "offer/horizon-liberty-conference": 1,
  "offer/weekday-business-edge-liberty": 10,
  "product/liberty-stage-3-round-table": 7,
  "product/liberty-studio": 8,
  "product/liberty-workshop-2": 10,
  "product/skyline-studio": 10,
  "product/skyline-studio-podcast-recording": 2,
  "service/home-creative-content": 12,
  "service/home-venue-as-a-service": 8,
  "shop/private-rooms-horizon-boardroom": 8,
  "shop/workshop-packages-liberty": 11,
  "shop/workshop-packages-liberty-sprint": 3,
  "space/horizon-hub-foyer": 2,
  "space/horizon-seating-banquet": 8,
  "space/liberty-boardroom": 2,
  "space/liberty-seating-boardroom": 1,
  "space/liberty-seating-cabaret": 3,
  "space/liberty-seating-ushape": 2,
  "space/liberty-studio-room-podcast": 7,
  "space/skyline-seating-banquet": 2,
  "space/skyline-studio-room-podcast": 1,
  "usecase/home-meetings-workshops": 6,
  "usecase/innovation-sprint-skyline": 1,
  "usecase/leadership-workshop-liberty": 8,
  "usecase/live-podcast-horizon": 11,
  "venue/skyline-stage": 9,
  "webinar/skyline-stage-wall": 6,
};

/** Skyline Stage is glazed on three sides and has two LED walls: its pictures show both. */
function skylineStage(id: string, windowSkyline: boolean) {
  const skyline = id.startsWith("skyline-") || /\bskyline-stage\b/.test(id);
  // Nova and Vista are Skyline Stage's two wings: glazed too, with one wall each.
  const wing = /^(nova|vista)-/.test(id);
  return { windowSkyline: windowSkyline || skyline || wing, sideWall: skyline };
}

export interface PaintOptions {
  /** Loop phase in [0, 1) for the hero video; stills use 0. */
  t?: number;
  /** Paint at another size than the slot's format (the hero video renders 16:9 frames). */
  width?: number;
  height?: number;
}

/** The palette and the scene a slot is painted with (the composition stream, see paintSlot). */
function compositionOf(slot: string) {
  const id = slot.split("/")[1] ?? slot;
  const chooser = createRng(`${slot}#scene`);
  const direction = ART_DIRECTION[slot] ?? {};
  const housePalette = HOUSE_PALETTES.find((p) => p.name === direction.palette);
  const palette = housePalette ?? paletteFor(id, chooser);
  const scene = direction.scene ?? sceneFor(slot, Math.floor(chooser.next() * 1000));
  return { chooser, direction, palette, scene };
}

/** What a slot's painting shows (a share card's alt text names it: app/content/page-cards.ts). */
export function sceneOfSlot(slot: string): SceneName {
  return compositionOf(slot).scene;
}

/** The SVG of one art slot: the same slot always gives the same picture. */
export function paintSlot(slot: string, options: PaintOptions = {}): string {
  const format = artFormat(slot);
  const w = options.width ?? format.width;
  const h = options.height ?? format.height;
  const id = slot.split("/")[1] ?? slot;
  // Two streams: one decides the composition, the other the details, so sizes do not reshuffle layouts.
  const take = CAMERA_TAKES[slot];
  const rng = createRng(take ? `${slot}#take${take}` : slot);
  const { chooser, direction, palette, scene } = compositionOf(slot);
  const context: SceneContext = { w, h, rng, palette, t: options.t ?? 0, ledStyle: direction.ledStyle };
  const painted: Painted = (() => {
    switch (scene) {
      case "stage":
        return stageScene(context, { levels: levelsOf(id), ...skylineStage(id, chooser.chance(0.35)) });
      case "event":
        return stageScene(context, { audience: true, levels: levelsOf(id), ...skylineStage(id, false) });
      case "skyline":
        return skylineScene(context);
      case "terrace":
        return terraceScene(context);
      case "gala-terrace":
        return terraceScene(context, { redCarpet: true });
      case "rooftop-aerial":
        return rooftopAerialScene(context);
      case "lounge":
        return loungeScene(context);
      case "office":
        return officeRoomScene(context, officeKindOf(id));
      case "studio":
        return studioSetScene(context);
      case "grid":
        return gridScene(context);
      case "bokeh":
        return bokehScene(context);
      case "portrait":
        return portraitScene(context, id);
      case "floor-plan":
        return floorPlanScene(context, planLayoutOf(id));
      case "podcast":
        return roundTableScene(context, { podcast: true });
      case "lobby":
        return lobbyScene(context);
      case "loading-bay":
        return loadingBayScene(context);
      case "entrance":
        return entranceScene(context);
      case "boardroom":
        return boardroomScene(context);
      case "round-table":
        return roundTableScene(context);
      case "control-room":
        return controlRoomScene(context);
      case "workshop":
        return workshopScene(context);
      case "broadcast":
        return broadcastScene(context, { audience: true });
      case "panel":
        return broadcastScene(context, { panel: 4 });
      case "keynote":
      case "webcast":
      case "showroom":
      case "interview":
        return studioShotScene(context, scene);
      case "green-screen":
        return greenScreenScene(context);
      case "edit-suite":
        return editSuiteScene(context);
      case "content-studio":
        return contentStudioScene(context);
      case "virtual-stage":
        return broadcastScene(context, { audience: false });
      case "ready-room":
        return readyRoomScene(context);
      case "live-feed":
        return broadcastScene(context, { liveFeed: true });
      case "door-display":
        return doorDisplayScene(context);
      case "handbook":
        return handbookScene(context);
      case "gift-card":
        return giftCardScene(context);
      case "spaces":
        // Stages, foyers, meeting rooms and the rooftop terrace.
        return mosaicScene(context, [
          (f) => stageScene(f, { audience: true }),
          (f) => lobbyScene(f),
          (f) => boardroomScene(f),
          (f) => terraceScene(f),
        ]);
      case "tour":
        // The tour's floor: Horizon Stage, Horizon Hub and the Directors Circle.
        return mosaicScene(context, [
          (f) => stageScene(f, { levels: 1 }),
          (f) => lobbyScene(f),
          (f) => roundTableScene(f),
        ]);
      case "og":
        return ogScene(context);
    }
  })();
  return svgDocument(w, h, painted.defs, painted.body);
}
