// Content first, then JavaScript (docs/decisions/0004-content-first-hydration.md).
//
// React Router's <Scripts> asks for every module of the page at once, from the <head>: about
// 130 KB of JavaScript that, on a slow phone, shares the line with the stylesheet, the fonts and
// the page's main image, and delays the first paint by a second or more. Every page works as plain
// HTML before it hydrates (links, forms that post, native <details>), so the server's HTML is
// rewritten to fetch the JavaScript only when the page has loaded, or at the visitor's first
// touch, click or key press if that comes sooner.
// ("Loaded" means: the load event has fired, the eager images are decoded, and the frame that
// shows them has been painted.) The modules then load in parallel as before.

/** What starts the JavaScript before the load event: the visitor reaching for the page. */
const BOOT_TRIGGER_EVENTS = ["pointerdown", "touchstart", "keydown"] as const;
/** A ceiling: a stalled image must not keep the page from hydrating. */
export const BOOT_AT_THE_LATEST_MS = 3_000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTER_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/g;
// A route with a clientAction comes in chunks (route1_clientAction, route1_main) that React Router merges.
const STATIC_IMPORT = /import \* as (route\d+(?:_\w+)?) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);\s*$/;

/**
 * Rewrites a page's HTML so that its JavaScript loads after the content. Returns the HTML
 * unchanged when it has no React Router boot script (a page that never hydrates).
 */
export function deferHydration(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  let rewritten = false;
  const out = html.replace(ROUTER_SCRIPT, (whole, open: string, body: string) => {
    if (rewritten || !body.includes("__reactRouterRouteModules")) return whole;
    const nonce = /\bnonce="([^"]*)"/.exec(open)?.[1] ?? "";
    const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1]!, href: m[2]! }));
    const entry = ENTRY_IMPORT.exec(body.trimEnd());
    if (!entry) return whole;
    const setup = body.replace(STATIC_IMPORT, "").replace(ENTRY_IMPORT, "").trim().replace(/^;\s*/, "");
    rewritten = true;
    return `${open}${bootScript({ nonce, modules, imports, entry: entry[1]!, setup })}</script>`;
  });
  return rewritten ? out.replace(MODULE_PRELOAD, "") : html;
}

interface BootParts {
  nonce: string;
  modules: string[];
  imports: { name: string; href: string }[];
  entry: string;
  /** React Router's own statements (manifest and route modules on window), run unchanged. */
  setup: string;
}

function bootScript({ nonce, modules, imports, entry, setup }: BootParts): string {
  const names = imports.map((i) => i.name).join(",");
  const routeImports = imports.map((i) => `import(${JSON.stringify(i.href)})`).join(",");
  return [
    `const modules=${JSON.stringify(modules)};`,
    "let started=false;",
    "const boot=async()=>{",
    "if(started)return;started=true;",
    // Fetch every module at once (as the modulepreload links did), evaluate in import order.
    `for(const href of modules){const link=document.createElement("link");link.rel="modulepreload";link.href=href;link.nonce=${JSON.stringify(nonce)};document.head.append(link);}`,
    `const [${names}]=await Promise.all([${routeImports}]);`,
    setup,
    `await import(${JSON.stringify(entry)});`,
    "};",
    `for(const type of ${JSON.stringify(BOOT_TRIGGER_EVENTS)})addEventListener(type,boot,{capture:true,once:true,passive:true});`,
    // After load: wait until the eager images (the page's main image among them) are decoded, then
    // for the frame that paints them (rAF runs before it, the timeout after it).
    'const afterPaint=()=>Promise.all([...document.images].filter((image)=>image.loading!=="lazy").map((image)=>image.decode().catch(()=>{}))).then(()=>requestAnimationFrame(()=>setTimeout(boot,0)));',
    `if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(boot,${BOOT_AT_THE_LATEST_MS});}`,
  ].join("\n");
}
