// JavaScript and HTML per page, brotli-compressed, as a visitor's browser loads them: the module
// scripts and modulepreloads a page's HTML names (issue 44's bar: at most 2 KB more per page).
//   node scripts/bench/js-per-page.ts <app dir> <origin or -> <path>...
// A prerendered page is read from <app dir>/build/client; with an origin (a running server of that
// build, e.g. http://127.0.0.1:4391), the live pages (/enquire, /webinar/led-wall) are fetched from it.
import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";

const [dir = ".", origin = "-", ...paths] = process.argv.slice(2);
const brotli = (data: string | Buffer) => brotliCompressSync(data).length;

for (const path of paths) {
  const file = `${dir}/build/client${path === "/" ? "" : path}/index.html`;
  const html = existsSync(file)
    ? readFileSync(file, "utf8")
    : origin !== "-"
      ? await (await fetch(`${origin}${path}`)).text()
      : undefined;
  if (html === undefined) {
    console.log(`${path}\tnot prerendered (give an origin)`);
    continue;
  }
  const scripts = new Set(
    [
      ...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/import\s*\\?"(\/assets\/[^"\\]+\.js)/g),
    ].map((match) => match[1]!),
  );
  let js = 0;
  for (const script of scripts) js += brotli(readFileSync(`${dir}/build/client${script}`));
  console.log(`${path}\tjs ${js} B\thtml ${brotli(html)} B\t${scripts.size} scripts`);
}
