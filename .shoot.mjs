import { chromium } from "playwright-core";
const [,, base, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: width < 500 ? 844 : 800 } });
if (!process.env.BANNER) await context.addCookies([{ name: "spark_consent", value: "v1.a0.m0", url: base }]);
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error" && !/Failed to load resource/.test(m.text())) console.log("console:", m.text()); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
for (const p of paths) {
  await page.goto(base + p, { waitUntil: "networkidle" });
  const name = p.replace(/[^a-z0-9]+/gi, "_") || "home";
  await page.screenshot({ path: `/tmp/marketing-shots/${name}-${width}.png`, fullPage: process.env.FULL !== "0" });
  console.log("shot", name, width);
}
await browser.close();
