import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
// The stylesheet goes first in <head> (before font preloads and module preloads): it is the one
// request that blocks the first paint.
import appStylesheet from "./app.css?url";
import interFont from "./fonts/inter-latin-wght.woff2?url";
import groteskFont from "./fonts/space-grotesk-latin-wght.woff2?url";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import siteShell from "./components/layout/site-shell.ts?worker&url";
import { SiteToaster } from "./components/ui/toast";
import { PlacedPhotos } from "./components/media/ArtImage";
import { ConsentBanner } from "./features/consent/ConsentBanner";
import { StaffError } from "./features/staff/StaffError";
import { PreviewNotice } from "./features/content/PreviewNotice";
import { placedPhotos } from "./features/content/placed-photos.server";
import { previewOf, previewState } from "./features/content/preview.server";
import { companyPreviewScope } from "./features/content/company-preview.server";
import { CompanyInPage } from "./lib/company-in-page";
import { companyDetailsToCarry } from "../server/domain/company/company-in-force";
import { FirstTapScript, useAnnounceHydrated } from "./islands/first-tap";
import { IslandRenderer } from "./islands/Island";
import { useNonce } from "./lib/nonce";
import type { PageHandle } from "./lib/page-handle";
import { LocaleContext, localeOfPath } from "./lib/i18n/locale";
import { isLocale } from "../server/domain/company/locale";

export const links: LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: groteskFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** A preview link of the company details renders the whole page with their draft (decision 1157). */
export const middleware = [companyPreviewScope];

/** Every page names the company (the footer, structured data): a publish of its details renders them all again. */
export const handle: PageHandle = { contentOnEveryPage: ["company"] };

/**
 * The photos the team placed in picture slots (issue 45), from memory, and the company details when an
 * owner has published them (the page carries them to its browser code); a placement's or the company
 * details' preview link (`?item=photo:...&preview=`) shows its draft, with the preview bar. No query per
 * page view.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const preview = await previewOf(request);
  const item = new URL(request.url).searchParams.get("item") ?? "";
  return {
    photos: await placedPhotos(preview),
    framePreview: /^(photo|company):/.test(item) ? previewState(preview) : undefined,
    company: companyDetailsToCarry(),
  };
}

function usePageHandle(): PageHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as PageHandle));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const handle = usePageHandle();
  // The address says the language; a page answered per reader (the newsletter's confirmation, in the
  // subscriber's language) says it in its loader data as `locale`.
  const matches = useMatches();
  const pathLocale = localeOfPath(useLocation().pathname);
  const lang =
    matches.map((match) => (match.loaderData as { locale?: unknown } | undefined)?.locale).find(isLocale) ?? pathLocale;
  const chrome = handle.chrome ?? "site";
  const rootData = useRouteLoaderData<typeof loader>("root");
  // A page whose every control is HTML ships no React (docs/decisions/0658); a page of islands ships
  // React without React Router's client (0692). In the browser React Router is running, so the page
  // was reached by a client-side navigation: the scripts stay.
  const scripts = !import.meta.env.SSR || handle.react === undefined ? "router" : handle.react ? "islands" : "none";
  const islandScript = scripts === "islands" && handle.react ? handle.react.islands : undefined;
  useAnnounceHydrated();
  return (
    // The fixed header's 96 px (HEADER_OFFSET_PX) are kept free above an anchored section by this one rule;
    // sections carry no scroll margin of their own (docs/decisions/0104). Pages without the header need none.
    <LocaleContext value={lang}>
      <html
        lang={lang}
        className={`scroll-smooth motion-reduce:scroll-auto ${chrome === "site" ? "scroll-pt-24" : ""}`}
        data-islands={scripts === "islands" ? "loading" : undefined}
      >
        <head>
          <meta charSet="utf-8" />
          {scripts === "none" ? null : <FirstTapScript nonce={nonce} />}
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0a0c11" />
          <link rel="stylesheet" href={appStylesheet} precedence="default" />
          {/* The frame's behaviour (header, menus, cookie banner), on every page: loaded by an inline
              module so that the prerendered pages' hash-based CSP admits it; async, so that it never
              holds up DOMContentLoaded. */}
          <link rel="modulepreload" href={siteShell} />
          <script
            type="module"
            async
            nonce={nonce || undefined}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(siteShell)};` }}
          />
          {/* A page of islands: its island script, loaded the same way (0692). */}
          {islandScript ? (
            <>
              <link rel="modulepreload" href={islandScript} />
              <script
                type="module"
                async
                nonce={nonce || undefined}
                dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(islandScript)};` }}
              />
            </>
          ) : null}
          <Meta />
          <Links />
        </head>
        <body className="min-h-dvh bg-canvas text-ink antialiased">
          <a
            href="#main"
            className="sr-only z-[100] rounded-md bg-accent px-4 py-2 font-semibold text-canvas focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {lang === "de" ? "Zum Inhalt springen" : "Skip to content"}
          </a>
          <PlacedPhotos value={rootData?.photos ?? {}}>
            {chrome === "site" ? <SiteHeader /> : null}
            <main id="main" tabIndex={-1} className="outline-none">
              {/* Islands are rendered as roots of their own only on a page of islands (0692). */}
              {scripts === "islands" ? children : <IslandRenderer value={null}>{children}</IslandRenderer>}
            </main>
            <PreviewNotice state={rootData?.framePreview} />
            {chrome === "site" ? <SiteFooter /> : null}
          </PlacedPhotos>
          <SiteToaster />
          <CompanyInPage details={rootData?.company} />
          {chrome === "staff" ? null : <ConsentBanner />}
          {scripts === "router" ? (
            <>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          ) : null}
        </body>
      </html>
    </LocaleContext>
  );
}

export default function App() {
  return <Outlet />;
}

// Loaded only when a page answers 404 (an unknown product, say): every other page would otherwise carry it.
const NotFound = lazy(() => import("./components/sections/NotFound").then((m) => ({ default: m.NotFound })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The back office's middleware refuses a role before any loader runs: its answer is rendered here.
  const { pathname } = useLocation();
  if (pathname === "/staff" || pathname.startsWith("/staff/")) return <StaffError error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    );
  // Never a stack trace for a visitor: the server log has the details.
  return (
    <section className="container-page py-40 text-center">
      <h1 className="text-title font-semibold">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">
        We could not show this page just now. Please try again in a moment, or contact us directly.
      </p>
    </section>
  );
}
