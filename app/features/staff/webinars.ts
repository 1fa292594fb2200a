import type { WebinarSessionStatus } from "../../../server/domain/webinar/schema.ts";

// Words of the back office's webinar pages, shared by the list and the detail page.
export const sessionStatusLabels: Record<WebinarSessionStatus, string> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
  held: "Held",
};
