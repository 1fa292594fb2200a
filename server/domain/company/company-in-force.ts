import { AsyncLocalStorage } from "node:async_hooks";
import { publishedData } from "../content/published.ts";
import {
  builtCompanyDetails,
  companyDetails,
  companyDetailsKey,
  readCompanyDetailsFrom,
  type CompanyDetails,
} from "./company-details.ts";
import { companyDetailsWith } from "./company-details.schema.ts";

// The company details in force on the server (decision 1157): the published version from this process's
// snapshot of the published content (never a query per page view), or, for the one request a preview
// link of the company details opens, its draft.

const previewed = new AsyncLocalStorage<CompanyDetails>();
let parsed: { data: unknown; details: CompanyDetails } | undefined;

/** The published details, parsed once per published version; undefined when never published. */
function publishedCompanyDetails(): CompanyDetails | undefined {
  const data = publishedData(companyDetailsKey);
  if (data === undefined) return undefined;
  if (parsed?.data !== data) parsed = { data, details: companyDetailsWith(data) };
  return parsed.details;
}

/** From now on `site` (site.ts) reads the published details, or a preview's draft within `withCompanyDraft`. */
export function readPublishedCompanyDetails(): void {
  readCompanyDetailsFrom(() => previewed.getStore() ?? publishedCompanyDetails());
}

/** Runs `render` with a draft of the company details in force (a preview link's page), for it alone. */
export function withCompanyDraft<T>(draft: unknown, render: () => T): T {
  return previewed.run(companyDetailsWith(draft), render);
}

/** The details in force when they are not the built ones: a page carries them to its browser code. */
export function companyDetailsToCarry(): CompanyDetails | undefined {
  const details = companyDetails();
  return details === builtCompanyDetails ? undefined : details;
}
