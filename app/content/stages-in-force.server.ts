import { publishedData } from "../../server/domain/content/published";
import { stagePageWith } from "./stages-in-force";
import type { StagePage } from "./venues";

// The stage pages' words the pages show (issue 45, decision 1155), with their explorers' spaces (1158): as
// published from the back office, from this process's snapshot of the published content, never a query
// per view.

/** A stage page and its spaces as published; `preview` shows a draft instead when the preview is of this page or one of its spaces. */
export function stagePageInForce(id: StagePage["id"], preview?: { key: string; data: unknown }): StagePage {
  return stagePageWith(id, (key) => (preview?.key === key ? preview.data : publishedData(key)));
}
