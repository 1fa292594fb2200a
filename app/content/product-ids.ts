// The product ids of /venues/{productId}, without any import: react-router.config.ts reads them
// (through app/lib/prerender-paths.ts) before the app's path aliases exist.

/** The 28 product ids of spec section 2, in the spec's order. */
export const productIds = [
  "skyline-stage",
  "skyline-stage-terrace",
  "liberty-stage",
  "horizon-stage",
  "nova-stage",
  "nova-stage-terrace",
  "vista-stage",
  "vista-stage-terrace",
  "skyline-horizon-double",
  "skyline-liberty-double",
  "horizon-liberty-double",
  "horizon-skyline-double",
  "skyline-liberty-horizon-triple",
  "skyline-studio",
  "liberty-studio",
  "horizon-studio",
  "workshop",
  "arena",
  "straight-up",
  "boardroom",
  "directors-circle",
  "private-office",
  "team-office",
  "corporate-office",
  "enterprise-office",
  "skyline-floor",
  "liberty-floor",
  "horizon-floor",
] as const;

/** Ids built to static HTML: the 28 products and 'gallery', which has the media tile row. */
export const prerenderedProductIds = [...productIds, "gallery"] as const;

/** Product ids that are also static stage pages (/venues/skyline-stage ...): the static route wins. */
export const stageRouteIds = ["skyline-stage", "liberty-stage", "horizon-stage"] as const;
