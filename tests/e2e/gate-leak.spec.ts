import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { DEV_SECRETS } from "../../server/env";
import { cateringPage } from "../../app/content/gated/catering.server";
import { deadlinesPage } from "../../app/content/gated/deadlines.server";
import { developmentPage } from "../../app/content/gated/development.server";
import { eventTypesPage } from "../../app/content/gated/event-types.server";
import { handbookIndex, handbookNav } from "../../app/content/gated/handbook.server";
import { deckDocuments, packagesPage } from "../../app/content/gated/packages.server";
import { paymentPage, termsEnglish, termsGerman } from "../../app/content/gated/payment.server";
import { signagePage } from "../../app/content/gated/signage.server";
import { supportPage } from "../../app/content/gated/support.server";
import { fullAddress, site } from "../../server/domain/company/site";
import { gateList } from "../../app/content/gates";
import { artFile, artFormat } from "../../app/lib/art";
import { gatedArtGates } from "../../app/lib/art-slots";
import { gatedPaths as allGatedPaths } from "../../app/lib/prerender-paths";
import { expect, test } from "./fixtures";

// The gated content never leaves the server without a valid cookie (QUALITY.md): not in any HTML
// page, .data response, JavaScript, CSS or other built file a visitor can fetch.

const gatedContent = {
  handbookNav,
  handbookIndex: handbookIndex(),
  supportPage: supportPage(),
  packagesPage,
  deckDocuments: deckDocuments(),
  paymentPage,
  termsEnglish: termsEnglish(),
  termsGerman: termsGerman(),
  deadlinesPage,
  eventTypesPage,
  cateringPage,
  signagePage,
  developmentPage: developmentPage(),
};

/** What is public on purpose and may appear inside gated text too (business identity, gate titles). */
const publicText = JSON.stringify([site, `${site.legalName}, ${fullAddress()}`, gateList.map((g) => g.title)]);

function collectStrings(value: unknown, out: Set<string>) {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => collectStrings(v, out));
}

const clean = (text: string) => text.replace(/\u00a0/g, " ");

/** Every sentence of the gated content, plus a few short, unmistakable figures and names. */
const needles = (() => {
  const all = new Set<string>();
  collectStrings(gatedContent, all);
  const sentences = [...all].map(clean).filter((s) => s.length >= 30 && s.includes(" ") && !publicText.includes(s));
  const distinctive = [
    "34%-55%",
    "IRR",
    "Helvion Pharma",
    "Rhön beef burgers",
    "Development partnership proposal",
    "Basiszinssatz",
    "Winzersekt",
    "Gingerbread parfait",
  ];
  return [...new Set([...sentences, ...distinctive])];
})();

/** Undo the escaping of HTML, JSON (.data) and JavaScript string literals before searching. */
function normalise(body: string): string {
  return clean(
    body
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\x([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\n/g, "\n")
      .replace(/\\(["'`\\/])/g, "$1")
      .replace(/&#x27;|&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&#x2F;/g, "/")
      .replace(/&amp;/g, "&"),
  );
}

function leaksIn(body: string): string[] {
  const text = normalise(body);
  return needles.filter((needle) => text.includes(needle));
}

const BINARY = /\.(png|jpe?g|webp|avif|woff2?|ico|mp4|webm|br|gz)$/;

/** Every file of the built client as the URL a visitor would fetch it under. */
function builtUrls(): string[] {
  const root = path.resolve("build/client");
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(root)
    .filter((file) => !BINARY.test(file))
    .map((file) => "/" + path.relative(root, file).split(path.sep).join("/"))
    .map((url) =>
      url === "/index.html" ? "/" : url.endsWith("/index.html") ? url.slice(0, -"/index.html".length) : url,
    );
}

// Both languages: the German twins are behind the same gates.
const gatedPaths = allGatedPaths();
const downloadPaths = [
  ...packagesPage.en.decks.items.map((d) => d.download.file),
  ...packagesPage.de.decks.items.map((d) => d.download.file),
  ...paymentPage.en.terms.downloads.map((d) => d.file),
].map((file) => `/event-planners/downloads/${file}`);

async function bodyOf(request: APIRequestContext, url: string, init?: { headers?: Record<string, string> }) {
  const response = await request.get(url, { maxRedirects: 0, headers: init?.headers });
  return { response, body: (await response.body()).toString("utf8") };
}

test.describe("gated content does not leak", () => {
  test("the needles are real: an unlocked page contains them (so the search can find a leak)", async ({
    request,
    baseURL,
  }) => {
    expect(needles.length).toBeGreaterThan(200);
    const unlock = await request.post("/event-planners", {
      form: { password: DEV_SECRETS.GATE_PASSWORD_EVENT_PLANNERS, returnTo: "/event-planners/catering" },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(unlock.status()).toBe(303);
    const cookie = /spark_gate_event-planners=[^;]+/.exec(unlock.headers()["set-cookie"] ?? "")?.[0];
    expect(cookie).toBeTruthy();
    const html = await bodyOf(request, "/event-planners/catering", { headers: { Cookie: cookie! } });
    expect(leaksIn(html.body)).toEqual(
      expect.arrayContaining(["Rhön beef burgers", cateringPage.en.packages.tiers[0]!.lead]),
    );
    const data = await bodyOf(request, "/event-planners/payment-information.data", { headers: { Cookie: cookie! } });
    expect(leaksIn(data.body)).toContain(`If your event is within 10 days, the invoice is due on signing.`);
  });

  test("no gated page is prerendered and no PDF is a static file", async () => {
    const root = path.resolve("build/client");
    for (const gated of [
      "event-planners",
      "event-planners.data",
      "development",
      "development.data",
      "de/eventplaner",
      "de/eventplaner.data",
      "de/projektentwicklung",
      "de/projektentwicklung.data",
    ]) {
      expect(existsSync(path.join(root, gated)), gated).toBe(false);
    }
    // Public PDFs (the double-floor brochure) are fine; no gated document may be a static file.
    expect(
      builtUrls().filter(
        (url) => url.endsWith(".pdf") && /event-planners|development|eventplaner|projektentwicklung/.test(url),
      ),
    ).toEqual([]);
  });

  test("every built file and public page, fetched without the cookie", async ({ request }) => {
    const urls = [...builtUrls(), "/newsletter", "/this-page-does-not-exist"];
    expect(urls.some((url) => url.endsWith(".js"))).toBe(true);
    expect(urls.some((url) => url.endsWith(".css"))).toBe(true);
    for (const url of urls) {
      const { response, body } = await bodyOf(request, url);
      expect(response.status(), url).toBeLessThan(500);
      expect(leaksIn(body), url).toEqual([]);
    }
  });

  test("gated pages, their .data and their downloads, fetched without the cookie", async ({ request }) => {
    for (const url of gatedPaths) {
      const page = await bodyOf(request, url);
      expect(page.response.status(), url).toBe(200);
      expect(page.response.headers()["cache-control"], url).toBe("private, no-store");
      expect(page.body, url).toContain('type="password"');
      expect(leaksIn(page.body), url).toEqual([]);

      const data = await bodyOf(request, `${url}.data`);
      expect(data.response.headers()["cache-control"], `${url}.data`).toBe("private, no-store");
      expect(data.body, `${url}.data`).toContain('"locked",true');
      expect(leaksIn(data.body), `${url}.data`).toEqual([]);
    }
    for (const url of downloadPaths) {
      const { response, body } = await bodyOf(request, url);
      expect(response.status(), url).toBe(303);
      expect(response.headers()["content-type"] ?? "", url).not.toContain("pdf");
      expect(body.startsWith("%PDF"), url).toBe(false);
    }
  });

  test("a wrong password answers with the gate, not the content", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const url of ["/event-planners", "/development"]) {
      const response = await request.post(url, {
        form: { password: "wrong-password", returnTo: url },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      // 200 with the message (the browser logs no error for it), no cookie.
      expect(response.status(), url).toBe(200);
      expect(response.headers()["set-cookie"], url).toBeUndefined();
      const body = (await response.body()).toString("utf8");
      expect(body).toContain("Incorrect password. Please try again.");
      expect(leaksIn(body), url).toEqual([]);
    }
  });

  test("pictures only gated pages show are no public files and need the gate's cookie", async ({
    request,
    baseURL,
  }) => {
    const gated = Object.keys(gatedArtGates());
    expect(gated).toEqual(
      expect.arrayContaining([
        "development/floor-plan-level-4",
        "development/partnership-hero",
        "event/handbook-welcome",
      ]),
    );
    const publicArt = path.resolve("build/client/art");
    for (const slot of gated) {
      const file = artFile(slot, artFormat(slot).widths[0]!);
      expect(existsSync(path.join(publicArt, file)), `build/client/art/${file}`).toBe(false);
      expect(existsSync(path.join(path.resolve("art-gated"), file)), `art-gated/${file}`).toBe(true);
      const asPublic = await request.get(`/art/${file}`, { maxRedirects: 0 });
      expect(asPublic.headers()["content-type"] ?? "", `/art/${file}`).not.toMatch(/^image\//);
      for (const base of ["/development/art", "/event-planners/art"]) {
        const locked = await request.get(`${base}/${file}`, { maxRedirects: 0 });
        expect(locked.status(), `${base}/${file}`).toBe(403);
        expect((await locked.body()).length, `${base}/${file}`).toBeLessThan(100);
      }
    }

    // With the development cookie: the page points at its gate's pictures, and they load.
    const origin = new URL(baseURL!).origin;
    const unlock = await request.post("/development", {
      form: { password: DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT, returnTo: "/development" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(unlock.status()).toBe(303);
    const cookie = /spark_gate_development=[^;]+/.exec(unlock.headers()["set-cookie"] ?? "")?.[0];
    expect(cookie).toBeTruthy();
    const page = await bodyOf(request, "/development", { headers: { Cookie: cookie! } });
    expect(page.body).toContain("/development/art/development/partnership-hero-");
    expect(page.body).not.toMatch(/["\s]\/art\/development\//);
    const plan = `/development/art/${artFile("development/floor-plan-level-4", 800)}`;
    const image = await request.get(plan, { headers: { Cookie: cookie! } });
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toContain("private");
    // One gate's cookie does not open the other gate's pictures.
    const other = await request.get(`/event-planners/art/${artFile("event/handbook-welcome", 800)}`, {
      headers: { Cookie: cookie! },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(403);
  });
});
