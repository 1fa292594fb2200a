import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { uniqueTag } from "../support/database";
import { expect, test, waitForHydration } from "./fixtures";
import { acceptInvite, cliInvite, newPage, editorPage } from "./staff-helpers";

// The media library (issue 45), as the marketing manager uses it: a photo straight from a phone (GPS in
// its EXIF) uploaded through 'Upload photos', described in English and German, served as AVIF and WebP
// without any metadata and with immutable caching, then deleted with its files; a staff account refused.

const tag = uniqueTag("media");
const fileName = `rooftop-${tag}.jpg`;
let editor: Page;
let photoPath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  const dir = await mkdtemp(path.join(tmpdir(), "staff-media-"));
  photoPath = path.join(dir, fileName);
  // A photo of its own (a colour from the tag, so its hash is new) with a camera, GPS and an orientation.
  const colour = `#${Buffer.from(tag).toString("hex").slice(-6)}`;
  await writeFile(
    photoPath,
    await sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } })
      .jpeg({ quality: 85 })
      .withExif({
        IFD0: { Make: "PhoneCam", Model: "Pocket 12" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "8/1 40/1 5/1" },
      })
      .toBuffer(),
  );
  editor = await editorPage(browser, baseURL, tag);
});

test.afterAll(async () => {
  await editor?.context().close();
});

test("an editor uploads a photo with GPS, writes its alt texts; AVIF and WebP are served without metadata; deleted with its files", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  await editor.goto("/staff/media");
  await waitForHydration(editor);
  await expect(
    editor.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Media" }),
  ).toBeVisible();
  await editor.getByLabel("Upload photos").setInputFiles(photoPath);
  await editor.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: `${fileName}: uploaded` })).toBeVisible({
    timeout: 30_000,
  });

  const photo = editor.getByRole("listitem", { name: fileName });
  await expect(photo).toBeVisible();
  await expect(photo.getByText("Alt text missing in English and German")).toBeVisible();
  await expect(editor.getByRole("alert").filter({ hasText: fileName })).toBeVisible();
  await expect(photo.getByText("Where it is used: on no page yet.")).toBeVisible();

  await photo.getByLabel("Alt text (English)").fill("The rooftop bar at dusk");
  await photo.getByLabel("Alt text (German)").fill("Die Dachbar in der Dämmerung");
  await photo.getByRole("button", { name: "Save alt text" }).click();
  await expect(photo.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
  await editor.reload();
  await waitForHydration(editor);
  await expect(photo.getByLabel("Alt text (German)")).toHaveValue("Die Dachbar in der Dämmerung");
  await expect(photo.getByText(/Alt text missing/)).toHaveCount(0);

  // The focal point from its two fields (the picture's click sets the same fields).
  await photo.getByLabel("Focal point from the left (%)").fill("30");
  await photo.getByLabel("Focal point from the top (%)").fill("70");
  await photo.getByRole("button", { name: "Save focal point" }).click();
  await expect(photo.getByRole("status").filter({ hasText: "Focal point saved." })).toBeVisible();

  // Every derived file, as a visitor's browser (or a CDN) fetches it: no EXIF, no GPS, no XMP, cached for a year.
  const srcsets = await photo
    .locator("source")
    .evaluateAll((sources) => sources.map((source) => (source as HTMLSourceElement).srcset));
  const urls = srcsets.flatMap((set) => set.split(", ").map((entry) => entry.split(" ")[0]!));
  expect(urls.filter((url) => url.endsWith(".avif")).length).toBeGreaterThanOrEqual(6);
  expect(urls.filter((url) => url.endsWith(".webp")).length).toBeGreaterThanOrEqual(6);
  for (const url of urls) {
    expect(url).toMatch(/^\/media\/library\/[0-9a-f]{16}-\d+\.(avif|webp)$/);
    const answer = await fetch(`${baseURL}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("content-type")).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
    const body = Buffer.from(await answer.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(url.endsWith(".avif") ? "heif" : "webp");
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
    expect(body.includes(Buffer.from("PhoneCam"))).toBe(false);
  }
  for (const bad of ["0000000000000000-800.avif", "..%2F..%2Fpackage.json", "x.webp"]) {
    expect((await fetch(`${baseURL}/media/library/${bad}`)).status).toBe(404);
  }

  // Deleted (no page uses it yet): the picture leaves the list and its files are gone.
  await photo.getByRole("button", { name: "Delete" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Photo deleted, with its files." })).toBeVisible();
  await expect(editor.getByRole("listitem", { name: fileName })).toHaveCount(0);
  expect((await fetch(`${baseURL}${urls[0]}`)).status).toBe(404);
});

test("a photo of nearly 40 MB, posted as the plain form without JavaScript, is taken (the route's own body limit)", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Noise does not compress: a 3700x3700 PNG stored without compression is about 39 MiB.
  const big = await sharp({
    create: {
      width: 3700,
      height: 3700,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(38 * 1024 * 1024);
  expect(big.length).toBeLessThanOrEqual(40 * 1024 * 1024);
  const name = `large-${tag}.png`;
  const post = await editor.request.post("/staff/media", {
    multipart: { intent: "upload", photos: { name, mimeType: "image/png", buffer: big } },
    headers: { Origin: new URL(baseURL!).origin },
    timeout: 60_000,
  });
  expect(post.status()).toBe(200);
  expect(await post.text()).toContain(`${name}: uploaded`);
  await editor.goto("/staff/media");
  await waitForHydration(editor);
  const photo = editor.getByRole("listitem", { name });
  await expect(photo.getByText("3700 x 3700 px")).toBeVisible();
  await photo.getByRole("button", { name: "Delete" }).click();
  await expect(editor.getByRole("listitem", { name })).toHaveCount(0);
});

test("a staff account cannot open the media library or upload to it", async ({ browser, baseURL }) => {
  const member = await newPage(browser, baseURL);
  await acceptInvite(member, cliInvite(`staff-${tag}@example.com`, "staff", baseURL!), "Sam Staff");
  await expect(
    member.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Media" }),
  ).toHaveCount(0);
  expect((await member.goto("/staff/media"))?.status()).toBe(403);
  const post = await member.request.post("/staff/media", {
    multipart: { intent: "upload", photos: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") } },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(post.status()).toBe(403);
  await member.context().close();
});

test("a visitor without a back-office session is refused an upload before its body is read", async ({ baseURL }) => {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("photos", new Blob([Buffer.alloc(1024, 1)], { type: "image/jpeg" }), "x.jpg");
  const post = await fetch(`${baseURL}/staff/media`, {
    method: "POST",
    body: form,
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(post.status).toBe(403);
  expect(await post.text()).toBe("Sign in to the back office first.");
  // 30 MB without a session: refused without being parsed or held (the rest is discarded as it arrives).
  const started = Date.now();
  const big = new FormData();
  big.set("photos", new Blob([Buffer.alloc(30 * 1024 * 1024, 1)], { type: "image/jpeg" }), "big.jpg");
  const answer = await fetch(`${baseURL}/staff/media`, {
    method: "POST",
    body: big,
    headers: { Origin: new URL(baseURL!).origin },
  }).then((response) => response.status);
  expect(answer).toBe(403);
  expect(Date.now() - started).toBeLessThan(10_000);
});
