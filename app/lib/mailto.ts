// Every mailto: link of the site is built here: the address, a subject and a body, encoded with
// encodeURIComponent (umlauts, €, „quotes") and CRLF line breaks as RFC 6068 asks. The site's named
// drafts (quote, gift card, enquiries) are in ./mail-drafts.ts, so that a plain address link does not
// bring their texts and prices into every page's JavaScript.

export interface MailDraft {
  /** One address, or several separated by commas; empty leaves the recipient to the visitor. */
  to: string;
  subject?: string;
  body?: string | string[];
}

const CRLF = "\r\n";

function encodeAddress(address: string): string {
  // "@" may stay readable (RFC 6068 section 2); everything else that is special gets encoded.
  return encodeURIComponent(address.trim()).replace(/%40/g, "@");
}

export function buildMailto({ to, subject, body }: MailDraft): string {
  const recipients = to
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean)
    .map(encodeAddress)
    .join(",");
  const text = Array.isArray(body) ? body.join(CRLF) : body?.replace(/\r\n|\r|\n/g, CRLF);
  const params = [
    subject ? `subject=${encodeURIComponent(subject)}` : "",
    text ? `body=${encodeURIComponent(text)}` : "",
  ].filter(Boolean);
  return `mailto:${recipients}${params.length ? `?${params.join("&")}` : ""}`;
}
