/**
 * Whether a posted "go back to" value is a path on this site: it starts with one slash and holds no
 * backslash or control character, so a browser cannot read it as another host (`//evil.example`, `/\evil.example`).
 */
export function isLocalPath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    !hasControlCharacter(value)
  );
}

/** CR, LF, NUL and the other control characters: never in a path we wrote, and not allowed in a Location header. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
