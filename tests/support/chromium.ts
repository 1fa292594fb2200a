import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The first of `candidates` that exists, else Debian's package `pkg` installed with apt when running as root
 * (its binary /usr/bin/<pkg>), else undefined.
 */
function debianBrowser(candidates: (string | undefined)[], pkg: string): string | undefined {
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) return undefined;
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: "inherit" });
  return existsSync(`/usr/bin/${pkg}`) ? `/usr/bin/${pkg}` : undefined;
}

/** Debian's Chromium: CHROME_PATH, /usr/bin/chromium, or installed with apt when running as root. */
export function chromiumPath(): string {
  const path = debianBrowser([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"], "chromium");
  if (!path) throw new Error("Chromium not found: install Debian's chromium or set CHROME_PATH");
  return path;
}

/**
 * The browser of the feature specs and the page scans: Debian's chromium-headless-shell, the old headless
 * mode that Playwright itself runs by default. Same version, same Blink (layout, scripts, events, axe), but
 * without the full browser's window and compositor: the feature specs took 28% less time on two cores and
 * Chromium 43% less CPU (decision 0695). Lighthouse, the host measure beside it and the first-tap timings keep
 * the full browser a visitor runs (chromiumPath). CHROME_HEADLESS_SHELL_PATH overrides; a machine without it
 * and without root to install it runs the full browser.
 */
export function headlessShellPath(): string {
  return (
    debianBrowser(
      [process.env.CHROME_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"],
      "chromium-headless-shell",
    ) ?? chromiumPath()
  );
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
