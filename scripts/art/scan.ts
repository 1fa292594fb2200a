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

/** Every slot used under appDir, sorted and unique, with the defaults every site needs, and which are gated only. */
export function scanSlots(appDir: string): SourceScan & { gated: string[] } {
  const slots = new Set(DEFAULT_SLOTS);
  const publicSlots = new Set(DEFAULT_SLOTS);
  const problems: string[] = [];
  for (const file of sourceFiles(appDir)) {
    const relative = path.relative(path.dirname(appDir), file).split(path.sep).join("/");
    const scan = scanSource(readFileSync(file, "utf8"), relative);
    scan.slots.forEach((slot) => slots.add(slot));
    if (!isGatedSource(relative)) scan.slots.forEach((slot) => publicSlots.add(slot));
    problems.push(...scan.problems);
  }
  const sorted = [...slots].sort();
  return { slots: sorted, gated: sorted.filter((slot) => !publicSlots.has(slot)), problems };
}
