import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { BOOT_AT_THE_LATEST_MS, deferHydration } from "./deferred-boot";

// The shape React Router 8's <Scripts> renders (trimmed manifest).
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>
<link nonce="N1" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/><link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="N1"/><link rel="modulepreload" href="/assets/root-C.js" nonce="N1"/><link rel="modulepreload" href="/assets/imprint-D.js" nonce="N1"/>
</head><body><main>Imprint</main>
<script nonce="N1">window.__reactRouterContext = {"ssr":true};</script>
<script nonce="N1" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/imprint-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"},"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/imprint":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

/** Runs a rewritten boot script with a fake window; returns what it did, in order. */
function runBoot(html: string) {
  const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const log: string[] = [];
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const sandbox = {
    window,
    log,
    document: {
      readyState: "interactive",
      images: [
        { loading: "eager", decode: async () => log.push("decoded hero") },
        { loading: "lazy", decode: async () => log.push("decoded a lazy image") },
      ],
      head: {
        append: (link: { rel: string; href: string; nonce: string }) =>
          log.push(`${link.rel} ${link.href} ${link.nonce}`),
      },
      createElement: () => ({}),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestAnimationFrame: (callback: () => void) => {
      log.push("frame");
      callback();
    },
    setTimeout: (callback: () => void, ms: number) => {
      if (ms === 0) callback();
      else {
        expect(ms).toBe(BOOT_AT_THE_LATEST_MS);
        timers.push(callback);
      }
    },
    __import: async (href: string) => {
      log.push(
        `import ${href}${href.includes("entry") ? ` after routeModules=${Object.keys(window.__reactRouterRouteModules ?? {}).join("+")}` : ""}`,
      );
      return { href };
    },
  };
  vm.runInNewContext(`(async () => {${script.replaceAll("import(", "__import(")}})()`, sandbox);
  return { log, listeners, timers, window };
}

describe("deferHydration", () => {
  it("moves every module request out of the head and keeps the other links", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('rel="preload" href="/assets/inter.woff2"');
    expect(html).not.toMatch(/import \* as route\d+ from/);
    expect(html).toContain('<script nonce="N1">window.__reactRouterContext = {"ssr":true};</script>');
  });

  it("loads nothing until the page has loaded and its main image is decoded and painted, then every module at once and the entry last", async () => {
    const { log, listeners, window } = runBoot(deferHydration(page));
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual([]);
    listeners.get("load")!();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual([
      "decoded hero",
      "frame",
      "modulepreload /assets/entry.client-A.js N1",
      "modulepreload /assets/jsx-runtime-B.js N1",
      "modulepreload /assets/root-C.js N1",
      "modulepreload /assets/imprint-D.js N1",
      "import /assets/root-C.js",
      "import /assets/imprint-D.js",
      "import /assets/entry.client-A.js after routeModules=root+routes/imprint",
    ]);
    expect((window.__reactRouterManifest as { version: string }).version).toBe("1");
  });

  it("starts at the visitor's first touch, click or key, or at the latest after the ceiling, once", async () => {
    for (const trigger of ["pointerdown", "touchstart", "keydown", "timer"]) {
      const { log, listeners, timers } = runBoot(deferHydration(page));
      if (trigger === "timer") timers[0]!();
      else listeners.get(trigger)!();
      listeners.get("load")!();
      await new Promise((r) => setTimeout(r, 0));
      expect(
        log.filter((line) => line.startsWith("import /assets/entry")),
        trigger,
      ).toHaveLength(1);
    }
  });

  it("loads a route that comes in chunks (a clientAction and the rest) and merges them as React Router does", async () => {
    const chunked = page
      .replace(
        'import * as route1 from "/assets/imprint-D.js";',
        'import * as route1_clientAction from "/assets/contact-E.js";\nimport * as route1_main from "/assets/contact-main-F.js";\nconst route1 = {...route1_clientAction,...route1_main};',
      )
      .replace('"routes/imprint":route1', '"routes/contact":route1');
    const html = deferHydration(chunked);
    expect(html).not.toMatch(/import \* as route/);
    const { log, listeners, window } = runBoot(html);
    listeners.get("load")!();
    await new Promise((r) => setTimeout(r, 0));
    expect(log.filter((line) => line.startsWith("import "))).toEqual([
      "import /assets/root-C.js",
      "import /assets/contact-E.js",
      "import /assets/contact-main-F.js",
      "import /assets/entry.client-A.js after routeModules=root+routes/contact",
    ]);
    const contact = (window.__reactRouterRouteModules as Record<string, { href: string }>)["routes/contact"]!;
    expect(contact.href).toBe("/assets/contact-main-F.js");
  });

  it("leaves a page without React Router's boot script alone", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body>Hi</body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
