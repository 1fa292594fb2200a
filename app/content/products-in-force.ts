import { findProductRecord, productSchema, type ProductRecord } from "./products";

// The product records of /venues/{productId} as the team edits them (issue 45, decision 1152): a
// record as products.ts has it, or with the words published from the back office (/staff/content),
// checked by products.ts's own schema. What the page's layout and the pictures depend on stays as built:
// the id, the category, the pictures and their alt texts, the floor plans, the specification labels and
// their order, the number of features and of seating configurations, and whether the record has a
// subtitle and a video. The published versions are read on the server only (products-in-force.server.ts).

/** The content kind of a product record. */
export const productKind = "product";

/** The content key of a product record: `product:workshop`. */
export const productKey = (id: string) => `${productKind}:${id}`;

type Edited = Partial<{
  name: unknown;
  subtitle: unknown;
  description: unknown;
  videoUrl: unknown;
  specifications: Record<string, unknown>;
  features: { title?: unknown; description?: unknown }[];
  seatingConfigurations: { name?: unknown; capacity?: unknown; description?: unknown }[];
}>;

/**
 * A record as edited: the built one's fixed parts with the edited words, if the whole passes
 * products.ts's schema; else the built record.
 */
export function productWith(record: ProductRecord, edited: unknown): ProductRecord {
  if (edited === undefined || edited === null || typeof edited !== "object") return record;
  const parsed = productSchema.safeParse(withFixedParts(record, edited as Edited));
  return parsed.success ? parsed.data : record;
}

/** The edited words in the built record's frame: every fixed field and row count taken from `record`. */
export function withFixedParts(record: ProductRecord, edited: Edited): unknown {
  return {
    ...record,
    name: edited.name,
    subtitle: record.subtitle ? edited.subtitle : undefined,
    description: edited.description,
    videoUrl: record.videoUrl ? edited.videoUrl : undefined,
    specifications: Object.fromEntries(
      Object.keys(record.specifications).map((label) => [label, edited.specifications?.[label]]),
    ),
    features: record.features.map((_, index) => ({
      title: edited.features?.[index]?.title,
      description: edited.features?.[index]?.description,
    })),
    seatingConfigurations: record.seatingConfigurations.map((configuration, index) => ({
      name: edited.seatingConfigurations?.[index]?.name,
      capacity: edited.seatingConfigurations?.[index]?.capacity,
      description: edited.seatingConfigurations?.[index]?.description,
      image: configuration.image,
    })),
  };
}

/** The record of a known id with its edited version (`edited(key)`: its published data, or a preview's draft). */
export function productRecordWith(id: string, edited: (key: string) => unknown): ProductRecord | undefined {
  const record = findProductRecord(id);
  return record && productWith(record, edited(productKey(id)));
}
