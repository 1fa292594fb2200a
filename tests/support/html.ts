// Small readers for raw server HTML (what a crawler sees before any JavaScript).

export function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tags = html.match(/<meta\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    if (new RegExp(`\\b${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`).test(tag)) {
      return decode(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? "");
    }
  }
  return undefined;
}

export function title(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decode(match[1]!) : undefined;
}

export function canonical(html: string): string | undefined {
  const tag = (html.match(/<link\b[^>]*>/g) ?? []).find((t) => /\brel="canonical"/.test(t));
  return tag ? decode(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? "") : undefined;
}

export function jsonLd(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1]!));
}

export function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

export function ids(html: string): Set<string> {
  return new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => decode(m[1]!)));
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}
