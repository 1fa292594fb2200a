// A join link is what registrants receive by mail, on their confirmation page and by SMS: one that
// reads like a test or sample address must not reach them (issue 48 item 5, docs/decisions/0671).

/** Host names reserved for examples and tests (RFC 2606, RFC 6761) and local ones. */
const RESERVED_HOST = /(^|\.)(test|example|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$/i;

/** Words that mark a link as made up, as a whole part of its host or path ("raum/test-2026-12-03"). */
const SAMPLE_WORDS = new Set(["test", "tests", "testing", "demo", "dummy", "sample", "beispiel", "foo"]);

/** Why a join link reads like a test or sample address, or undefined when it looks real. */
export function sampleLikeJoinLink(url: URL): string | undefined {
  const host = url.hostname.replace(/\.$/, "");
  if (RESERVED_HOST.test(host) || /^[\d.]+$/.test(host) || host.startsWith("["))
    return `${host} is not a public address`;
  const words = `${host} ${decodeURIComponent(url.pathname)}`.toLowerCase().split(/[^a-z0-9äöüß]+/);
  const word = words.find((candidate) => SAMPLE_WORDS.has(candidate));
  return word ? `it contains "${word}"` : undefined;
}
