// The venue shop's category ids, kept free of imports so that the build configuration
// (app/lib/prerender-paths.ts, loaded without the "~" alias) can read them too.
export const venueCategoryIds = ["event-floors", "private-rooms", "workshop-packages", "rooftop-terrace"] as const;

export type VenueCategoryId = (typeof venueCategoryIds)[number];

export const venueCategoryPath = (id: VenueCategoryId) => `/shop/venue/${id}`;
