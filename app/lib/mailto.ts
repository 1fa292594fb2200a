// Every mail draft of the site is built here: a mailto: link the visitor's own mail program
// opens, with subject and body encoded (umlauts, line breaks as CRLF, RFC 6068).

export interface MailDraft {
  /** One address, or several separated by commas; empty leaves the recipient to the visitor. */
  to: string;
  subject: string;
  body: string;
}

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
  const crlfBody = body.replace(/\r\n|\r|\n/g, "\r\n");
  return `mailto:${recipients}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlfBody)}`;
}
