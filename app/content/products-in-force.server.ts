import { publishedData } from "../../server/domain/content/published";
import { productRecordWith } from "./products-in-force";
import type { ProductRecord } from "./products";

// The product records the pages show (issue 45, decision 1152): as published from the back office, from
// this process's snapshot of the published content, never a query per view.

/** A known record as published; `preview` shows its draft instead when the preview is of this record. */
export function productRecordInForce(id: string, preview?: { key: string; data: unknown }): ProductRecord | undefined {
  return productRecordWith(id, (key) => (preview?.key === key ? preview.data : publishedData(key)));
}
