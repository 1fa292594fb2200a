import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { REACT_STARTED } from "./islands/first-tap";
import { readCompanyDetailsFromPage } from "./lib/company-in-page";

// React Router's own client entry, plus two lines: from here on React sees every tap, so the inline
// script of app/islands/first-tap.tsx stops keeping them.
(window as unknown as Record<string, unknown>)[REACT_STARTED] = true;
// And `site` names the company details the page was rendered with (decision 1157).
readCompanyDetailsFromPage();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
