/** What a route module may say about its page frame through `export const handle`. */
export interface PageHandle {
  /** "site": the full header and footer. "minimal": the page brings its own (webinar). */
  /** "staff": the back office (/staff) brings its own frame; no consent banner (it sets no optional cookies). */
  chrome?: "site" | "minimal" | "staff";
  /**
   * false: every control on the page is plain HTML (links, <details>, the native menus and drawer),
   * so the page ships no React, only the site shell's script (docs/decisions/0658).
   * `{ islands }`: the page is HTML with a few React islands (app/islands/Island.tsx), hydrated by the
   * island script instead of React Router's client (app/islands/page.ts, docs/decisions/0692).
   */
  react?: false | { islands: string };
  /**
   * The kinds of edited content the page shows (issue 45: "offer" for `offer:<id>` items). A publish of
   * one of them renders the page again in every server process (server/app-server.ts), as it was
   * prerendered.
   */
  content?: readonly string[];
  /**
   * Kinds of edited content of which any item may be shown on any page of this route, whatever its
   * parameter (a film embedded in a product's page): a publish of one renders every prerendered page of
   * the route again; on the root, every page (the company details).
   */
  contentOnEveryPage?: readonly string[];
}
