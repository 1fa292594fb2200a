import {
  allExplorerSpaces,
  spaceCard,
  spaceSchema,
  stagePageIds,
  stagePages,
  venueOverview,
  type Space,
  type StagePage,
  type VenueOverviewSection,
} from "./venues";

// The explorer spaces' words as the team edits them (issue 45, decision 1158): a space as venues.ts has it,
// or with the words published from the back office (/staff/content), checked by venues.ts's own schema.
// Edited: the subtitle, description, highlight, set-ups, equipment and features, in English and German.
// What other pages and the figures depend on stays as built: the id, the name (it names the explorer's
// tabs and filters and other pages name it), the picture and its alt text (placed under 'Photos on the
// site'), the area and capacity (written once in server/domain/company/venue-figures.ts), the film (edited
// under Films), the category and the product page it links to. The stage pages' explorers and the
// overview's space cards show a space in force; the published versions are read on the server only
// (spaces-in-force.server.ts).

/** The content kind of an explorer space. */
export const spaceKind = "space";

/** The content key of an explorer space: `space:sky-lounge`. */
export const spaceKey = (id: string) => `${spaceKind}:${id}`;

type Edited = Partial<{
  subtitle: unknown;
  description: unknown;
  highlight: unknown;
  configuration: unknown;
  equipment: unknown;
  features: unknown;
}>;

/** The edited words in the built space's frame: every fixed field taken from `space`. */
export function withSpaceFixedParts(space: Space, edited: Edited): unknown {
  return {
    ...space,
    subtitle: edited.subtitle,
    description: edited.description,
    highlight: edited.highlight,
    configuration: edited.configuration,
    equipment: edited.equipment,
    features: edited.features,
  };
}

/** A space as edited, if the whole passes venues.ts's schema; else the space as built. */
export function spaceWith(space: Space, edited: unknown): Space {
  if (edited === undefined || edited === null || typeof edited !== "object") return space;
  const parsed = spaceSchema.safeParse(withSpaceFixedParts(space, edited as Edited));
  return parsed.success ? parsed.data : space;
}

/** Spaces with their edited versions (`edited(key)`: an item's published data, or a preview's draft). */
export const spacesWith = (spaces: readonly Space[], edited: (key: string) => unknown): Space[] =>
  spaces.map((space) => spaceWith(space, edited(spaceKey(space.id))));

/** The space an editor opens, by id. */
export const findExplorerSpace = (id: string): Space | undefined => allExplorerSpaces.find((space) => space.id === id);

/** The first stage page whose explorer lists the space: the page its preview opens. */
export const stagePageOfSpace = (id: string): StagePage["id"] | undefined =>
  stagePageIds.find((stage) => stagePages[stage].spaces.some((space) => space.id === id));

/** Whether the space has a card in the overview's 'Spaces' section (/venues). */
export const isOnVenueOverview = (id: string): boolean =>
  venueOverview.some((section) => section.id === "spaces-section" && section.cards.some((card) => card.id === id));

/** The /venues overview with its space cards drawn from the spaces' edited versions. */
export function venueOverviewWith(edited: (key: string) => unknown): VenueOverviewSection[] {
  return venueOverview.map((section) =>
    section.id !== "spaces-section"
      ? section
      : {
          ...section,
          cards: section.cards.map((card) => {
            const space = findExplorerSpace(card.id);
            return space ? spaceCard(spaceWith(space, edited(spaceKey(space.id)))) : card;
          }),
        },
  );
}
