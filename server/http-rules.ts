// Small rules of the server that have to be exactly right: kept apart so unit tests pin them.

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A Host (or trusted X-Forwarded-Host) value that names a host: letters, digits, dots, hyphens, an optional port. */
export function validHost(host: string | undefined): boolean {
  return host !== undefined && host.length <= 260 && HOST.test(host);
}

/**
 * The one URL form of a path: no trailing slash, no empty segments ("//"). Collapsing the empty
 * segments is also what keeps a redirect on this site: "//evil.example/x/" becomes "/evil.example/x".
 */
export function canonicalPath(pathname: string): string {
  const collapsed = pathname.replace(/[/\\]{2,}/g, "/");
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
  return trimmed === "" ? "/" : trimmed;
}

/** Whether a Location stays on this site (as reached, or its public origin), as a browser resolves it. */
export function isOnSite(location: string, ownOrigin: string, publicOrigin: string): boolean {
  try {
    const target = new URL(location, ownOrigin + "/");
    return target.origin === ownOrigin || target.origin === publicOrigin;
  } catch {
    return false;
  }
}

/** The address for the log, shortened: IPv4 to its /24, IPv6 to its /48; "unknown" when the socket had none. */
export function truncateIp(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = ip.split("%")[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (!address.includes(":")) return "unknown";
  const [head, tail] = address.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 3).join(":")}::`;
}

/**
 * Whether a state-changing request may come from where it says it comes from: a browser's Origin must be
 * one of ours ("null" is not), and Sec-Fetch-Site must not name another site. Requests with neither
 * header are not from a browser's page (curl, monitoring), so no other site can have made them.
 */
export function isSameSitePost(
  origin: string | undefined,
  fetchSite: string | string[] | undefined,
  allowedOrigins: string[],
): boolean {
  if (fetchSite === "cross-site" || fetchSite === "same-site") return false;
  if (Array.isArray(fetchSite)) return false;
  if (origin === undefined) return true;
  return allowedOrigins.some((allowed) => allowed.toLowerCase() === origin.toLowerCase());
}
