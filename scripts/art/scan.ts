import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Finds every image slot of the site: each art("theme/id") literal in app/, plus the default share
// card (the pages' own cards come from app/content/share-cards.ts). A slot that is not a literal
// cannot be painted, so the scan reports such calls instead of guessing.

const SLOT = /^[a-z0-9-]+\/[a-z0-9-]+$/;
const ART_LITERAL = /\bart\(\s*(["'`])([^"'`$\\]*)\1\s*\)/g;
const ART_ANY = /\bart\(/g;

const DEFAULT_SLOTS = ["og/og-default"];

export interface SourceScan {
  slots: string[];
  /**
   * Slots that only gated pages use (app/content/gated/, the gated routes): the generator writes them
   * outside public/ and the gates serve them (app/features/gate/gated-art.server.ts).
   */
  gated?: string[];
  /** Calls whose slot is not a plain string literal, or not "theme/id": reported, never painted. */
  problems: string[];
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Comments blanked out (newlines kept for line numbers): a slot named in a comment is not a slot. */
export function stripComments(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, " ");
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[\s;{}(),])\/\/.*$/gm, (match, lead: string) => lead + blank(match.slice(lead.length)));
}

export function scanSource(source: string, file = "source"): SourceScan {
  const text = stripComments(source);
  const slots: string[] = [];
  const problems: { at: number; text: string }[] = [];
  const literalStarts = new Set<number>();
  for (const match of text.matchAll(ART_LITERAL)) {
    literalStarts.add(match.index);
    const slot = match[2]!;
    if (SLOT.test(slot)) slots.push(slot);
    else
      problems.push({
        at: match.index,
        text: `${file}:${lineOf(text, match.index)} art("${slot}") is not "theme/id" in kebab-case`,
      });
  }
  for (const match of text.matchAll(ART_ANY)) {
    if (literalStarts.has(match.index)) continue;
    const before = text.slice(Math.max(0, match.index - 9), match.index);
    if (/function\s$/.test(before) || /\.\s*$/.test(before)) continue; // the definition, or obj.art(...)
    problems.push({
      at: match.index,
      text: `${file}:${lineOf(text, match.index)} art(...) without a literal slot cannot be painted`,
    });
  }
  return { slots, problems: problems.sort((a, b) => a.at - b.at).map((p) => p.text) };
}

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      out.push(...sourceFiles(full));
    } else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
    ) {
      out.push(full);
    }
  }
  return out.sort();
}

/** Source files whose content only gated pages show (path relative to the repository, with "/"). */
export function isGatedSource(file: string): boolean {
  return /(^|\/)app\/content\/gated\//.test(file) || /(^|\/)app\/routes\/(event-planners|development)[.]/.test(file);
}

/** The gate of a gated route, from its file name (app/routes/development.tsx, app/routes/event-planners.*). */
function gateOfRoute(file: string): string | undefined {
  return /(?:^|\/)app\/routes\/(event-planners|development)[.]/.exec(file)?.[1];
}

const GATED_IMPORT = /from\s+["'](?:~\/content\/gated\/|\.\/)([a-z0-9.-]+?)(?:\.ts)?["']/g;

/**
 * Which gates show each gated source: a route's gate is in its name; a gated content module belongs to
 * the gates whose routes import it, directly or through another gated module.
 */
function gatesOfSources(sources: Map<string, string>): Map<string, Set<string>> {
  const gates = new Map<string, Set<string>>();
  const add = (file: string, gate: string) => {
    const set = gates.get(file) ?? new Set<string>();
    const grew = !set.has(gate);
    gates.set(file, set.add(gate));
    return grew;
  };
  for (const file of sources.keys()) {
    const gate = gateOfRoute(file);
    if (gate) add(file, gate);
  }
  const contentFile = (name: string) => `app/content/gated/${name}.ts`;
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, text] of sources) {
      const own = gates.get(file);
      if (!own || !isGatedSource(file)) continue;
      for (const match of text.matchAll(GATED_IMPORT)) {
        if (match[0].includes("./") && !file.includes("app/content/gated/")) continue;
        for (const gate of own)
          if (sources.has(contentFile(match[1]!)) && add(contentFile(match[1]!), gate)) changed = true;
      }
    }
  }
  return gates;
}

/** Every slot used under appDir, sorted and unique, with the defaults every site needs, and which are gated only. */
export function scanSlots(appDir: string): SourceScan & { gated: string[]; gatesOf: Record<string, string[]> } {
  const slots = new Set(DEFAULT_SLOTS);
  const publicSlots = new Set(DEFAULT_SLOTS);
  const gates = new Map<string, Set<string>>();
  const problems: string[] = [];
  const sources = new Map(
    sourceFiles(appDir).map((file) => [
      path.relative(path.dirname(appDir), file).split(path.sep).join("/"),
      readFileSync(file, "utf8"),
    ]),
  );
  const gatesOfFile = gatesOfSources(sources);
  for (const [relative, text] of sources) {
    const scan = scanSource(text, relative);
    scan.slots.forEach((slot) => slots.add(slot));
    if (!isGatedSource(relative)) scan.slots.forEach((slot) => publicSlots.add(slot));
    for (const gate of gatesOfFile.get(relative) ?? [])
      for (const slot of scan.slots) gates.set(slot, (gates.get(slot) ?? new Set()).add(gate));
    problems.push(...scan.problems);
  }
  const sorted = [...slots].sort();
  const gated = sorted.filter((slot) => !publicSlots.has(slot));
  // Each gated slot opens only with the cookies of the gates whose pages show it (none known: none).
  const gatesOf = Object.fromEntries(gated.map((slot) => [slot, [...(gates.get(slot) ?? [])].sort()]));
  return { slots: sorted, gated, gatesOf, problems };
}
