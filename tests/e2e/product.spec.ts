import type { Page } from "@playwright/test";
import { axeOf, expect, expectToast, test, waitForHydration } from "./fixtures";

const hero = (page: Page) => page.getByRole("main").locator("section").first();

async function openManageVideo(page: Page) {
  await hero(page).getByRole("button", { name: "Manage Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Video hochladen" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A real, playable WebM recorded in the page from a canvas (a few kilobytes). */
async function recordWebm(page: Page) {
  return page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const timer = window.setInterval(() => {
      context.fillStyle = frame++ % 2 ? "#ff7a2e" : "#5cc8f2";
      context.fillRect(0, 0, 64, 48);
    }, 40);
    recorder.start(100);
    await new Promise((resolve) => window.setTimeout(resolve, 700));
    recorder.stop();
    await stopped;
    window.clearInterval(timer);
    const file = new File(chunks, "launch-teaser.webm", { type: "video/webm" });
    (window as unknown as { __testVideo: File }).__testVideo = file;
    return file.size;
  });
}

test.describe("product detail page", () => {
  test("breadcrumb, hero, equipment, specification table, seating and details buttons", async ({ page }) => {
    await page.goto("/venues/skyline-stage-terrace");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "/Venues", "/Skyline Stage & Terrace"]);
    await expect(crumbs.getByRole("link", { name: "Venues" })).toHaveAttribute("href", "/venues");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skyline Stage & Terrace");
    await expect(hero(page).getByRole("link", { name: "Book Tour" })).toHaveAttribute("href", "/book-tour");
    await expect(hero(page).getByRole("button", { name: "Watch Video" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Equipment" })).toBeVisible();
    const table = page.getByRole("table", { name: "Technical specifications of Skyline Stage & Terrace" });
    await expect(table.getByRole("row", { name: /Total Area/ })).toContainText("1300 sqm");
    await expect(page.getByRole("heading", { name: "Seating Configurations" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Get the Details" }).getByRole("button")).toHaveText([
      "Floor Plan",
      "Technical Details",
    ]);
    await expect(
      page.getByRole("region", { name: "Get the Details" }).getByRole("link", { name: /Matterport/ }),
    ).toHaveAttribute("href", "/360-view");
  });

  test("seating grid follows the column rule: 2 for two cards, 3 for 3, 4 for 4, 5 for 5", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const rowsOf = async (path: string) => {
      await page.goto(path);
      const cards = page.getByRole("region", { name: "Seating Configurations" }).getByRole("listitem");
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      return { cards: tops.length, perRow: tops.filter((top) => top === tops[0]).length };
    };
    expect(await rowsOf("/venues/nova-stage")).toEqual({ cards: 2, perRow: 2 });
    expect(await rowsOf("/venues/skyline-stage-terrace")).toEqual({ cards: 3, perRow: 3 });
    expect(await rowsOf("/venues/skyline-floor")).toEqual({ cards: 4, perRow: 4 });
    expect(await rowsOf("/venues/liberty-floor")).toEqual({ cards: 5, perRow: 5 });
  });

  test("sections appear only with content: one image means no gallery, no seating means no seating section", async ({
    page,
  }) => {
    await page.goto("/venues/straight-up");
    await expect(page.getByRole("heading", { name: "Equipment" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Seating Configurations" })).toHaveCount(0);
  });

  test("lightbox: thumbnails open it, arrows and keys wrap, Escape closes and focus returns to the thumbnail", async ({
    page,
  }) => {
    await page.goto("/venues/skyline-stage-terrace");
    await waitForHydration(page);
    const thumbnail = page.getByRole("button", { name: /^Open image 2 of 3:/ });
    await thumbnail.click();
    const viewer = page.getByRole("dialog", { name: "Image viewer" });
    await expect(viewer).toBeVisible();
    const current = viewer.locator("li[aria-current=true] img");
    await expect(current).toHaveAttribute("alt", "The terrace under its festoon lights");
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("alt", "The Sky Terrace at night, the skyline beyond the glass railing");
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("alt", "The Sky Terrace at dusk with lounge seating");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("alt", "The Sky Terrace at night, the skyline beyond the glass railing");
    await viewer.getByRole("button", { name: "Next image" }).click();
    await expect(current).toHaveAttribute("alt", "The Sky Terrace at dusk with lounge seating");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test("an unknown id renders the spec's fallback, on request and not indexed", async ({ page }) => {
    const response = await page.goto("/venues/rooftop-cinema");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooftop Cinema");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Rooftop Cinema");
    await expect(hero(page)).toContainText("Venues");
    await expect(hero(page)).toContainText("Premium venue space for exceptional experiences.");
    await expect(hero(page).getByRole("definition")).toHaveText(["Variable", "Flexible"]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { name: "Equipment" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Technical Specifications" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
    await expect(hero(page).getByRole("button", { name: "Watch Video" })).toHaveCount(0);

    await page.goto("/venues/boardroom");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe("Manage Video (client side only)", () => {
  test("a file over 104857600 bytes is refused with 'Datei zu groß' and the dialog stays open", async ({ page }) => {
    await page.goto("/venues/boardroom");
    await waitForHydration(page);
    const dialog = await openManageVideo(page);
    expect(await dialog.evaluate((element) => element.tagName)).toBe("DIALOG");
    const prompt = dialog.getByText("Ziehen Sie Ihr Video hierher oder klicken Sie zum Auswählen");
    await expect(prompt).toBeVisible();
    await expect(prompt.locator("xpath=ancestor-or-self::*[@lang][1]")).toHaveAttribute("lang", "de");
    await expect(dialog).toContainText("MP4, WebM, OGG • Max. 100MB");
    await page.evaluate(() => {
      const file = new File([new Uint8Array(32)], "keynote.mp4", { type: "video/mp4" });
      Object.defineProperty(file, "size", { value: 104_857_601 });
      const drop = new Event("drop", { bubbles: true, cancelable: true });
      Object.defineProperty(drop, "dataTransfer", { value: { files: [file] } });
      document.querySelector("[data-testid=video-drop-zone]")!.dispatchEvent(drop);
    });
    await expectToast(page, "Datei zu groß", "Das Video darf maximal 100MB groß sein.");
    await expect(dialog).toBeVisible();
    await expect(hero(page).getByRole("button", { name: "Watch Video" })).toHaveCount(0);
  });

  test("a file of another type is refused with 'Ungültiges Format'", async ({ page }) => {
    await page.goto("/venues/boardroom");
    await waitForHydration(page);
    const dialog = await openManageVideo(page);
    await dialog
      .locator("input[type=file]")
      .setInputFiles({ name: "agenda.mov", mimeType: "video/quicktime", buffer: Buffer.from("not a supported video") });
    await expectToast(page, "Ungültiges Format", "Nur MP4, WebM und OGG Videos sind erlaubt.");
    await expect(dialog).toBeVisible();
  });

  test("a file the browser cannot read fails with 'Upload fehlgeschlagen'", async ({ page }) => {
    await page.goto("/venues/boardroom");
    await waitForHydration(page);
    const dialog = await openManageVideo(page);
    await dialog
      .locator("input[type=file]")
      .setInputFiles({ name: "broken.mp4", mimeType: "video/mp4", buffer: Buffer.from("these bytes are not a video") });
    await expectToast(page, "Upload fehlgeschlagen", "Das Video konnte nicht hochgeladen werden.");
    await expect(hero(page).getByRole("button", { name: "Watch Video" })).toHaveCount(0);
  });

  test("a dropped WebM is accepted (first file only), plays in a native video element, and clearing releases its URL", async ({
    page,
  }) => {
    await page.goto("/venues/boardroom");
    await waitForHydration(page);
    await expect(hero(page).getByRole("button", { name: "Watch Video" })).toHaveCount(0);
    const size = await recordWebm(page);
    expect(size).toBeGreaterThan(0);
    const dialog = await openManageVideo(page);
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add((window as unknown as { __testVideo: File }).__testVideo);
      transfer.items.add(new File(["second file"], "notes.txt", { type: "text/plain" }));
      document
        .querySelector("[data-testid=video-drop-zone]")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect(dialog).toBeHidden();
    await expectToast(page, "Video hochgeladen", "Das Video wurde erfolgreich hochgeladen.");
    const ready = hero(page).getByText("Video bereit zur Verwendung").filter({ visible: true });
    await expect(ready).toBeVisible();
    await expect(ready.locator("xpath=ancestor-or-self::*[@lang][1]")).toHaveAttribute("lang", "de");

    await hero(page).getByRole("button", { name: "Watch Video" }).click();
    const player = page.getByRole("dialog", { name: "Boardroom: video" }).locator("video");
    await expect(player).toHaveAttribute("src", /^blob:/);
    const url = await player.getAttribute("src");
    await page.keyboard.press("Escape");

    await page.evaluate(() => {
      const revoked: string[] = [];
      (window as unknown as { __revoked: string[] }).__revoked = revoked;
      const original = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (value: string) => {
        revoked.push(value);
        original(value);
      };
    });
    await hero(page).getByRole("button", { name: "Video entfernen" }).click();
    await expect(ready).toBeHidden();
    await expect(hero(page).getByRole("button", { name: "Watch Video" })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __revoked: string[] }).__revoked)).toEqual([url]);
  });

  test("a product with its own film keeps Watch Video; a local video replaces it while chosen", async ({ page }) => {
    await page.goto("/venues/skyline-studio");
    await waitForHydration(page);
    const watch = hero(page).getByRole("button", { name: "Watch Video" });
    const dialog = page.getByRole("dialog", { name: "Skyline Studio: video" });
    await watch.click();
    await expect(dialog.getByRole("button", { name: "Play Skyline Studio video" })).toBeVisible();
    await expect(dialog.locator("video")).toHaveCount(0);
    await page.keyboard.press("Escape");

    await recordWebm(page);
    // The drop comes in the same task as the tap that opens the dialog, before its toggle event.
    await page.evaluate(() => {
      const open = [...document.querySelectorAll("main button")].find((b) => b.textContent?.includes("Manage Video"));
      (open as HTMLButtonElement).click();
      const transfer = new DataTransfer();
      transfer.items.add((window as unknown as { __testVideo: File }).__testVideo);
      document
        .querySelector("[data-testid=video-drop-zone]")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole("dialog", { name: "Video hochladen" })).toBeHidden();
    await expect(hero(page).getByText("Video bereit zur Verwendung").filter({ visible: true })).toBeVisible();
    await watch.click();
    await expect(dialog.locator("video")).toHaveAttribute("src", /^blob:/);
    await page.keyboard.press("Escape");

    await hero(page).getByRole("button", { name: "Video entfernen" }).click();
    await watch.click();
    await expect(dialog.getByRole("button", { name: "Play Skyline Studio video" })).toBeVisible();
    await expect(dialog.locator("video")).toHaveCount(0);
  });
});

test.describe("/venues/gallery media tiles", () => {
  test("Photos opens a fullscreen gallery of 16 images; Videos, 360° Tour and Floor Plan open dialogs with content", async ({
    page,
  }) => {
    await page.goto("/venues/gallery");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SPARK in Pictures");
    const tiles = page.getByRole("region", { name: "Photos, videos, 360° tour and floor plans" });
    await tiles.getByRole("button", { name: /Photos/ }).click();
    const viewer = page.getByRole("dialog", { name: "Image viewer" });
    await expect(viewer.locator("li[aria-current=true]")).toHaveAttribute("aria-label", "1 of 16");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.locator("li[aria-current=true]")).toHaveAttribute("aria-label", "16 of 16");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    await tiles.getByRole("button", { name: /Videos/ }).click();
    const videos = page.getByRole("dialog", { name: "Videos" });
    await expect(videos.getByRole("list", { name: "All films" }).getByRole("button")).toHaveCount(9);
    await videos.getByRole("button", { name: /A car reveal on Horizon/ }).click();
    await expect(videos.getByRole("heading", { name: "A car reveal on Horizon" })).toBeVisible();
    await expect(videos.locator("iframe")).toHaveCount(0);
    await page.keyboard.press("Escape");

    await tiles.getByRole("button", { name: /360° Tour/ }).click();
    const tour = page.getByRole("dialog", { name: "360° Tour" });
    await expect(tour.getByRole("button", { name: "Start the 360° tour" })).toBeVisible();
    await expect(tour.getByRole("link", { name: "Open the 360° tour page" })).toHaveAttribute("href", "/360-view");
    await page.keyboard.press("Escape");

    await tiles.getByRole("button", { name: /Floor Plan/ }).click();
    const plans = page.getByRole("dialog", { name: "Floor Plan" });
    await expect(plans.getByRole("tab")).toHaveText(["Floor 6", "Floor 5", "Floor 4"]);
    await plans.getByRole("tab", { name: "Floor 5" }).click();
    await expect(plans.getByRole("img", { name: "Floor plan of Floor 5 · Liberty" })).toBeVisible();
    await expect(plans).toContainText("Boardroom · 80 sqm");
  });
});

test.describe("/venues/gallery photo viewer closed mid-glide", () => {
  // Issue 48 item 2: a viewer closed while its strip still glides reopened on a picture the strip was
  // passing (13/16, 2/16, 5/16). It must reopen on the picture the last step asked for. The glide is
  // the browser's smooth scroll, which runs on real time (no page clock drives it): the waits are the
  // issue's own, in real milliseconds.
  const sequences: { name: string; steps: { key: "ArrowLeft" | "ArrowRight"; after: number }[]; reopensAt: number }[] =
    [
      {
        name: "Left to 16/16, Right to 1/16, Escape 300 ms later",
        steps: [
          { key: "ArrowLeft", after: 1_800 },
          { key: "ArrowRight", after: 300 },
        ],
        reopensAt: 1,
      },
      {
        name: "Left to 16/16, Right to 1/16, Escape 900 ms later",
        steps: [
          { key: "ArrowLeft", after: 1_800 },
          { key: "ArrowRight", after: 900 },
        ],
        reopensAt: 1,
      },
      { name: "Left to 16/16, Escape 300 ms later", steps: [{ key: "ArrowLeft", after: 300 }], reopensAt: 16 },
    ];

  for (const rate of [1, 6]) {
    test(`reopens on the picture last asked for, at ${rate}x CPU`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/venues/gallery");
      await waitForHydration(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const photos = page
        .getByRole("region", { name: "Photos, videos, 360° tour and floor plans" })
        .getByRole("button", { name: /Photos/ });
      const viewer = page.getByRole("dialog", { name: "Image viewer" });
      const current = viewer.locator("li[aria-current=true]");
      const strip = viewer.getByRole("region", { name: "Images" });
      const onScreen = () => strip.evaluate((node) => Math.round(node.scrollLeft / node.clientWidth) + 1);
      let expected = 1;
      for (const { name, steps, reopensAt } of sequences) {
        await photos.click();
        await expect(current, `${name}: opened`).toHaveAttribute("aria-label", `${expected} of 16`);
        await expect.poll(onScreen, { message: `${name}: opened` }).toBe(expected);
        // Every sequence starts from the first picture.
        if (expected !== 1) {
          await page.keyboard.press("ArrowRight");
          await expect(current).toHaveAttribute("aria-label", "1 of 16");
          await expect.poll(onScreen).toBe(1);
          await page.waitForTimeout(1_000);
        }
        for (const { key, after } of steps) {
          await page.keyboard.press(key);
          await page.waitForTimeout(after);
        }
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
        await photos.click();
        await expect(viewer).toBeVisible();
        await expect(current, `${name}: reopened`).toHaveAttribute("aria-label", `${reopensAt} of 16`);
        await expect(viewer.getByText(`${reopensAt} / 16`), `${name}: the counter`).toBeVisible();
        await expect.poll(onScreen, { message: `${name}: the picture on screen` }).toBe(reopensAt);
        // At rest a second later, still there.
        await page.waitForTimeout(1_000);
        await expect(current, `${name}: at rest`).toHaveAttribute("aria-label", `${reopensAt} of 16`);
        expect(await onScreen(), `${name}: at rest`).toBe(reopensAt);
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
        expected = reopensAt;
      }
    });
  }
});

test.describe("accessibility of product pages", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    // The product pages as loaded are scanned by the page scans (page-scans.spec.ts, one test per page
    // at both widths). Here: the fallback page of an unknown product id (not in the route table) and the open dialog.
    test(`axe finds no violations on the fallback page, the open Manage Video dialog and the image viewer at ${viewport.width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/venues/rooftop-cinema");
      await waitForHydration(page);
      const results = await (await axeOf(page)).analyze();
      expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      // The Manage Video dialog, open.
      await page.goto("/venues/boardroom");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Manage Video" }).click();
      await expect(page.getByRole("dialog", { name: "Video hochladen" })).toBeVisible();
      const dialogResults = await (await axeOf(page)).include("dialog[open]").analyze();
      expect(dialogResults.violations.map((v) => v.id)).toEqual([]);
      // The image viewer, open.
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /^Open image 2 of/ }).click();
      await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
      const viewerResults = await (await axeOf(page)).include("dialog[open]").analyze();
      expect(viewerResults.violations.map((v) => v.id)).toEqual([]);
      await context.close();
    });
  }
});
