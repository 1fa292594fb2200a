import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium: CHROME_PATH, /usr/bin/chromium, or installed with apt when running as root. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error("Chromium not found: install Debian's chromium or set CHROME_PATH");
}

/** Flags for this closed network: no background traffic to Google, no sandbox as root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
