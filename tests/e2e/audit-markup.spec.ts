import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from "../../app/lib/seo";
import { unlockIfGated } from "../support/gates";
import { sitePages } from "../support/site-routes";
import { expect, test, waitForHydration } from "./fixtures";

// Markup of the outside audit (issue 17): every page as the server sends it (prerendered or
// rendered per request, gated pages unlocked) passes the W3C Nu HTML Checker without errors, and
// its title and description fit what search results show.

const run = promisify(execFile);
const vnuJar = join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

interface NuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every page passes the Nu HTML Checker and its title and description fit search results", async ({ request }) => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), "spark-nu-"));
  const files = new Map<string, string>();
  const tooLong: string[] = [];
  try {
    for (const path of sitePages()) {
      await unlockIfGated(request, path);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const file = join(folder, `${path === "/" ? "home" : path.slice(1).replace(/\//g, "__")}.html`);
      writeFileSync(file, html);
      files.set(file, path);

      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
      expect(title, `${path} has a title`).not.toBe("");
      expect(description, `${path} has a description`).not.toBe("");
      if (title.length > TITLE_MAX_CHARS) tooLong.push(`${path} title (${title.length}): ${title}`);
      if (description.length > DESCRIPTION_MAX_CHARS)
        tooLong.push(`${path} description (${description.length}): ${description}`);
    }
    expect(tooLong, `titles over ${TITLE_MAX_CHARS} or descriptions over ${DESCRIPTION_MAX_CHARS} characters`).toEqual(
      [],
    );

    // One JVM for all pages: the checker takes seconds to start.
    const { stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; stdout?: string }) => ({ stderr: error.stderr ?? "", stdout: "" }));
    const { messages } = JSON.parse(stderr || '{"messages":[]}') as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const file = decodeURIComponent(new URL(message.url).pathname);
        return `${files.get(file) ?? file}:${message.lastLine ?? "?"} ${message.message} ${message.extract?.trim() ?? ""}`;
      });
    expect(errors, "Nu HTML Checker errors").toEqual([]);
    expect(files.size).toBe(sitePages().length);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("a wrong gate password logs no error in the browser and shows the message", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  for (const path of ["/event-planners", "/development"]) {
    await page.goto(path);
    await waitForHydration(page);
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByLabel("Password").fill(`wrong-${attempt}`);
      await page.getByRole("button", { name: "Unlock" }).click();
      await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
    }
  }
  expect(logged, "console errors").toEqual([]);
});
