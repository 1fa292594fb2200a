import type { MiddlewareFunction } from "react-router";
import { companyDetailsKey } from "../../../server/domain/company/company-details.ts";
import { withCompanyDraft } from "../../../server/domain/company/company-in-force.ts";
import { previewOf } from "./preview.server";

/**
 * The root's middleware (decision 1157): a preview link of the company details renders the whole page
 * (footer, imprint, structured data) with its draft, for that request alone. Any other request passes
 * straight through: the details in force are the published ones (company-in-force.ts).
 */
export const companyPreviewScope: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  if (url.searchParams.get("item") !== companyDetailsKey || !url.searchParams.has("preview")) return next();
  const preview = await previewOf(request);
  if (preview.state !== "draft" || preview.key !== companyDetailsKey) return next();
  return withCompanyDraft(preview.data, next);
};
