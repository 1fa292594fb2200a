import type { ExplorerFilter, Space } from "~/content/venues";
import { wrapIndex } from "~/lib/carousel";
import { inLocale, type InLocale, type Locale } from "~/lib/i18n/locale";
import { equipmentIcon, type EquipmentIconName } from "./equipment-icons";

// The explorer's state (spec section 4): the index starts at 0, choosing a filter resets it to 0,
// previous/next wrap around, dots jump, and the details panel toggles.

export interface ExplorerState {
  filterId: string;
  index: number;
  detailsOpen: boolean;
}

export type ExplorerAction =
  | { type: "filter"; filterId: string }
  | { type: "step"; step: 1 | -1; count: number }
  | { type: "go"; index: number }
  | { type: "toggle-details" };

/** A space as the explorer island shows it: in the page's language, each equipment item with its icon. */
export type ExplorerSpace = Omit<InLocale<Space>, "equipment"> & {
  equipment: { label: string; icon: EquipmentIconName }[];
};
export type LocalExplorerFilter = InLocale<ExplorerFilter>;

/** The spaces in one language; the icons are chosen by the English labels' keywords. */
export function explorerSpaces(spaces: Space[], locale: Locale): ExplorerSpace[] {
  return spaces.map((space) => ({
    ...inLocale(space, locale),
    equipment: space.equipment.map((item) => ({ label: item[locale], icon: equipmentIcon(item.en) })),
  }));
}

export function initialExplorerState(filters: Pick<ExplorerFilter, "id">[]): ExplorerState {
  return { filterId: filters[0]?.id ?? "all-spaces", index: 0, detailsOpen: false };
}

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  switch (action.type) {
    case "filter":
      return { ...state, filterId: action.filterId, index: 0 };
    case "step":
      return { ...state, index: wrapIndex(state.index, action.step, action.count) };
    case "go":
      return { ...state, index: action.index };
    case "toggle-details":
      return { ...state, detailsOpen: !state.detailsOpen };
  }
}

/** The spaces a filter shows, in content order. */
export function spacesForFilter<S extends Pick<Space, "id" | "category">>(
  spaces: S[],
  filter: Pick<ExplorerFilter, "match"> | undefined,
): S[] {
  if (!filter) return spaces;
  const match = filter.match;
  if ("all" in match) return spaces;
  if ("category" in match) return spaces.filter((space) => space.category === match.category);
  return spaces.filter((space) => space.id === match.spaceId);
}
