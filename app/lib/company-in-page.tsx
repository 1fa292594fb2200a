import { readCompanyDetailsFrom, type CompanyDetails } from "../../server/domain/company/company-details.ts";

// The company details a page was rendered with, carried to its browser code (decision 1157): an island
// or a hydrating page that names the phone number or the legal name must say what the server said.
// Present only when an owner has published details (or a preview shows a draft): else the built ones apply.

const elementId = "company-details";

/** The page's copy of the details in force (app/root.tsx). */
export function CompanyInPage({ details }: { details: CompanyDetails | undefined }) {
  if (!details) return null;
  return (
    <script
      type="application/json"
      id={elementId}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(details).replace(/</g, "\\u003c") }}
    />
  );
}

/** In the browser, before hydrating: `site` reads the details the page carries (the server checked them). */
export function readCompanyDetailsFromPage(): void {
  let cached: { text: string; details: CompanyDetails } | undefined;
  readCompanyDetailsFrom(() => {
    const text = document.getElementById(elementId)?.textContent;
    if (!text) return undefined;
    if (cached?.text !== text) cached = { text, details: JSON.parse(text) as CompanyDetails };
    return cached.details;
  });
}
