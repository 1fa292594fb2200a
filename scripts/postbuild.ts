// After `react-router build`: write brotli and gzip copies of every compressible client file,
// so the server sends them without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { sampleReport, samplesIn } from "./client-facts.ts";

const root = path.resolve("build/client");
const compressible = /\.(js|css|svg|json|webmanifest|data|txt|xml|ics)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
}
console.log(`[postbuild] compressed ${count} files`);

// Facts the client has not supplied yet: a warning list on every production build until none is left.
const samples = sampleReport(samplesIn(path.resolve("app")));
if (samples) console.warn(samples);
