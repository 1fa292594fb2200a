/**
 * Whether a posted "go back to" value is a path on this site: it starts with one slash and holds no
 * backslash, so a browser cannot read it as another host (`//evil.example`, `/\evil.example`).
 */
export function isLocalPath(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");
}
