// Every mailto: link of the site is built here (spec section 7: mail drafts with preset subject
// and body). Subject and body are percent-encoded with encodeURIComponent, so umlauts survive,
// and line breaks are sent as CRLF as RFC 6068 asks.

export interface MailDraft {
  to: string;
  subject: string;
  body?: string;
}

const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

export function buildMailto({ to, subject, body }: MailDraft): string {
  const query = [`subject=${encode(subject)}`, ...(body ? [`body=${encode(body)}`] : [])].join("&");
  return `mailto:${to}?${query}`;
}
