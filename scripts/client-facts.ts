// The facts only the client can supply (server/domain/company/client-facts.ts, docs/client-facts.md): which of
// them still hold a sample value, found as sample("<id>", ...) calls in app/ and server/. The production build
// prints the list (scripts/postbuild.ts) as a warning, not a failure.
//   node scripts/client-facts.ts   (prints the same list)
import { readFileSync } from "node:fs";
import path from "node:path";
import { clientFacts, type ClientFactId } from "../server/domain/company/client-facts.ts";
import { sourceFiles, stripComments } from "./art/scan.ts";

export interface SampleUse {
  fact: string;
  file: string;
  line: number;
}

const SAMPLE_CALL = /\bsample\(\s*["']([a-z0-9-]+)["']/g;

/** Every sample("<id>", ...) call in the source text. */
export function findSamples(source: string, file: string): SampleUse[] {
  const text = stripComments(source);
  return [...text.matchAll(SAMPLE_CALL)].map((match) => ({
    fact: match[1]!,
    file,
    line: text.slice(0, match.index).split("\n").length,
  }));
}

/** The folders whose source may hold sample values: the pages and the server's domain (the company's facts). */
const SOURCE_DIRS = ["app", "server"];

/** Every sample value left in the repository at root (the helper's own definition excluded). */
export function samplesIn(root: string): SampleUse[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
    findSamples(readFileSync(file, "utf8"), path.relative(root, file).split(path.sep).join("/")),
  );
}

/** The warning the build prints, or undefined when every fact is the client's. */
export function sampleReport(uses: SampleUse[]): string | undefined {
  if (uses.length === 0) return undefined;
  const byFact = new Map<string, SampleUse[]>();
  for (const use of uses) byFact.set(use.fact, [...(byFact.get(use.fact) ?? []), use]);
  const lines = [...byFact].map(([fact, at]) => {
    const known = clientFacts[fact as ClientFactId];
    const where = [...new Set(at.map((use) => `${use.file}:${use.line}`))].join(", ");
    return known
      ? `  - ${known.what} [${fact}] at ${where}\n      ${known.why}`
      : `  - unknown fact "${fact}" at ${where}: add it to server/domain/company/client-facts.ts and docs/client-facts.md`;
  });
  return [
    `[client-facts] ${byFact.size} of ${Object.keys(clientFacts).length} client facts still hold sample values. Replace them before go-live (docs/client-facts.md):`,
    ...lines,
  ].join("\n");
}

if (import.meta.main) {
  const report = sampleReport(samplesIn(path.resolve(import.meta.dirname, "..")));
  console.warn(report ?? "[client-facts] every client fact is supplied");
}
