import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { REACT_STARTED } from "./islands/first-tap";

// React Router's own client entry, plus one line: from here on React sees every tap, so the inline
// script of app/islands/first-tap.tsx stops keeping them.
(window as unknown as Record<string, unknown>)[REACT_STARTED] = true;
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
