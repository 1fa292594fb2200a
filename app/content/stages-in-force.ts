import { spacesWith } from "./spaces-in-force";
import { stagePages, stagePageSchema, type StagePage } from "./venues";

// The three stage pages' own words as the team edits them (issue 45, decision 1155): a stage page as
// venues.ts has it, or with the words published from the back office (/staff/content), checked by
// venues.ts's own schema. What the page's layout, its figures' sources and other pages depend on stays as
// built: the id, the floor, the stage's name (it names the stage in the navigation, the floor plans and
// the configurations), the pictures and their alt texts (placed under 'Photos on the site'), the number of
// key facts, the explorer's spaces and tabs (shared by two stage pages each) and the configurations shown.
// The stage's technical details and film are its product record's (decision 1152); the explorer's spaces'
// words are each space's own (decision 1158, spaces-in-force.ts). The published versions are read on the
// server only (stages-in-force.server.ts).

/** The content kind of a stage page. */
export const stageKind = "stage";

/** The content key of a stage page: `stage:skyline-stage`. */
export const stageKey = (id: string) => `${stageKind}:${id}`;

type Edited = Partial<{
  metaDescription: unknown;
  eyebrow: unknown;
  lead: unknown;
  keyFacts: { label?: unknown; value?: unknown }[];
  explorerIntro: unknown;
  configurationsIntro: unknown;
  discoverIntro: unknown;
}>;

/** The edited words in the built page's frame: every fixed field and the number of key facts taken from `page`. */
export function withStageFixedParts(page: StagePage, edited: Edited): unknown {
  return {
    ...page,
    metaDescription: edited.metaDescription,
    eyebrow: edited.eyebrow,
    lead: edited.lead,
    keyFacts: page.keyFacts.map((_, index) => ({
      label: edited.keyFacts?.[index]?.label,
      value: edited.keyFacts?.[index]?.value,
    })),
    explorerIntro: edited.explorerIntro,
    configurationsIntro: edited.configurationsIntro,
    discoverIntro: edited.discoverIntro,
  };
}

/** A stage page as edited, if the whole passes venues.ts's schema; else the page as built. */
export function stageWith(page: StagePage, edited: unknown): StagePage {
  if (edited === undefined || edited === null || typeof edited !== "object") return page;
  const parsed = stagePageSchema.safeParse(withStageFixedParts(page, edited as Edited));
  return parsed.success ? parsed.data : page;
}

/**
 * A stage page with its edited version and its explorer's spaces with theirs (`edited(key)`: an item's
 * published data, or a preview's draft).
 */
export function stagePageWith(id: StagePage["id"], edited: (key: string) => unknown): StagePage {
  const page = stageWith(stagePages[id], edited(stageKey(id)));
  return { ...page, spaces: spacesWith(page.spaces, edited) };
}

/** The stage page an editor opens, by id. */
export const findStagePage = (id: string): StagePage | undefined =>
  Object.hasOwn(stagePages, id) ? stagePages[id as StagePage["id"]] : undefined;
