import { data } from "react-router";
import { database } from "../../../server/db/index.ts";
import { contentItem } from "../../../server/domain/content/content-store.ts";
import { checkPreview } from "../../../server/domain/content/preview-link.ts";

// A public page opened with a draft's preview link (issue 45, server/domain/content/preview-link.ts):
// the page with that draft in place, for this request only, noindex and never stored.

/** The headers of a preview answer: no cache, no index. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export type Preview =
  | { state: "none" }
  | { state: "draft"; key: string; data: unknown }
  | { state: "refused"; reason: "expired" | "invalid" };

/** The draft a request's preview link shows, if it has one; a refused link never shows a draft. */
export async function previewOf(request: Request): Promise<Preview> {
  const checked = checkPreview(new URL(request.url).searchParams);
  if (!checked) return { state: "none" };
  if ("refused" in checked) return { state: "refused", reason: checked.refused };
  const item = await contentItem((await database()).db, checked.key);
  return { state: "draft", key: checked.key, data: item.draft ?? item.published };
}

/** What the page's notice says of a preview (PreviewNotice). */
export const previewState = (preview: Preview) =>
  preview.state === "none" ? undefined : preview.state === "draft" ? ("draft" as const) : preview.reason;

/** A loader's answer with a preview's status and headers: 410 for a refused link. */
export function withPreview<T>(preview: Preview, value: T) {
  if (preview.state === "none") return data(value);
  return data(value, { status: preview.state === "refused" ? 410 : 200, headers: PREVIEW_HEADERS });
}
