// The day each page last changed by a publish (issue 45): the sitemap's `lastmod` follows the team's
// edits, not only the build's day. Noted by the server as it renders pages again after a publish
// (server/app-server.ts), read by the sitemap (app/lib/site-map.ts). On globalThis, as the published
// content (./published.ts): the server and the app bundle each load this module.

const store = globalThis as typeof globalThis & { __sparkPageDates?: Map<string, string> };

/** Notes that a page changed on `day` (YYYY-MM-DD); an earlier day than the one noted changes nothing. */
export function notePageChanged(pathname: string, day: string): void {
  store.__sparkPageDates ??= new Map();
  const noted = store.__sparkPageDates.get(pathname);
  if (!noted || noted < day) store.__sparkPageDates.set(pathname, day);
}

/** The day a publish last changed a page (YYYY-MM-DD), if one did. */
export function pageChangedOn(pathname: string): string | undefined {
  return store.__sparkPageDates?.get(pathname);
}
