// The words a slot's picture must match: the alt text (or, for a card without one, its title and
// description) of the object or JSX element that names the slot. Used by the contact sheet.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles, stripComments } from "./scan.ts";

const ART_LITERAL = /\bart\(\s*(["'`])([a-z0-9-]+\/[a-z0-9-]+)\1\s*\)/g;
const STRING = String.raw`(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|\x60((?:[^\x60\\]|\\.)*)\x60)`;
const ALT = new RegExp(String.raw`\b(?:alt|\w+Alt)\s*[:=]\s*\{?\s*${STRING}`);
const TITLE = new RegExp(String.raw`\b(?:title|name)\s*:\s*${STRING}`);
const DESCRIPTION = new RegExp(String.raw`\b(?:description|caption|summary|lead)\s*:\s*${STRING}`);

/** The innermost object literal or JSX element around index: from its opening brace or tag to its end. */
function enclosing(text: string, index: number): string {
  let depth = 0;
  let start = 0;
  for (let i = index; i >= 0; i--) {
    const c = text[i];
    if (c === "}") depth++;
    else if (c === "{" || c === "<") {
      if (depth === 0) {
        start = i;
        break;
      }
      if (c === "{") depth--;
    }
  }
  const open = text[start];
  let end = text.length;
  depth = 0;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "{") depth++;
    else if (c === "}") {
      if (depth === 0 && open === "{") {
        end = i;
        break;
      }
      depth--;
    } else if (open === "<" && depth === 0 && c === ">") {
      end = i;
      break;
    }
  }
  return text.slice(start, end + 1);
}

const valueOf = (match: RegExpExecArray | null) => match?.slice(1).find((v) => v !== undefined);

/** Every slot's caption under appDir (the first place a slot is named wins). */
export function captionsOf(appDir: string): Map<string, string> {
  const captions = new Map<string, string>();
  for (const file of sourceFiles(appDir)) {
    const text = stripComments(readFileSync(file, "utf8"));
    for (const match of text.matchAll(ART_LITERAL)) {
      const slot = match[2]!;
      if (captions.has(slot)) continue;
      const around = enclosing(text, match.index);
      const alt = valueOf(ALT.exec(around));
      const words = alt ?? [valueOf(TITLE.exec(around)), valueOf(DESCRIPTION.exec(around))].filter(Boolean).join(": ");
      captions.set(slot, words || `(no caption: ${path.basename(file)})`);
    }
  }
  return captions;
}
