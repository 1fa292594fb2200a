// The characters the subset fonts carry (scripts/subset-fonts.ts): Basic Latin, Latin-1 (German
// umlauts and ß, French accents, © ° § ·), Œ œ ı, dashes, quotes including the German „ “,
// bullets, ellipsis, per mille, guillemets, €, ™, arrows and the minus sign. Anything else (the
// ✦ ▶ ✓ ⤢ marks) falls back to the system font, as it did with the full Latin files.
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

export const FONT_CHARACTERS = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");

/** Whether the subset fonts draw this character (whitespace and control characters need no glyph). */
export function fontHasCharacter(character: string): boolean {
  const code = character.codePointAt(0)!;
  return RANGES.some(([from, to]) => code >= from && code <= to);
}
