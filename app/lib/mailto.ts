// Every mailto: link of the site is built here. Subject and body are encoded with
// encodeURIComponent (umlauts as UTF-8, spaces as %20, never '+'), and line breaks become CRLF as
// RFC 6068 asks, so every mail client shows the draft as written.

export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

export function buildMailto({ to, subject, body }: MailDraft): string {
  const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");
  const query = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(crlf(body))}`].join("&");
  return `mailto:${to}?${query}`;
}
