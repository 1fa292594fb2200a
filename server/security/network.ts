import { isIPv4, isIPv6 } from "node:net";

// The network a client address belongs to, for per-network caps (docs/decisions/1102): one
// household, office or cloud tenant usually holds an IPv4 /24 or an IPv6 /48, not one address.

/** "203.0.113.57" -> "203.0.113.0/24"; "2001:db8:1:2::5" -> "2001:db8:1::/48"; anything else: undefined. */
export function clientNetwork(ip: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return undefined;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/48`;
}
