// An iCalendar (RFC 5545) file for one event: CRLF line endings, escaped text, lines folded at 75
// octets. Built in the browser for the webinar's "add to calendar" step, on the server for its
// download link and for the mail that tells a registrant of a moved session.

export interface CalendarEvent {
  /** Globally unique and stable: the same event imported twice updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  url?: string;
  /** Raised with each change of the time (RFC 5545 3.8.7.4): a calendar replaces an older copy of the UID. */
  sequence?: number;
  /**
   * An invitation (RFC 5546): REQUEST adds or updates the event in the attendee's calendar, CANCEL
   * removes it; both name the organizer and the attendee. Without it the file is PUBLISHed (a download).
   */
  invitation?: {
    method: "REQUEST" | "CANCEL";
    organizer: { name: string; email: string };
    attendee: { name: string; email: string };
  };
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** 2025-07-18T09:00:00Z -> 20250718T090000Z (UTC "form #2" of RFC 5545 3.3.5). */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error("Invalid date in calendar event");
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** A parameter value (RFC 5545 3.2): quoted, without the quotes and control characters it cannot hold. */
function quoteParam(value: string): string {
  return `"${[...value].filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char !== "\x7f").join("")}"`;
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  if (event.end.getTime() <= event.start.getTime()) throw new Error("A calendar event must end after it starts");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SPARK Venues GmbH//SPARK Webinar//DE",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.invitation?.method ?? "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.invitation
      ? [
          `STATUS:${event.invitation.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
          `ORGANIZER;CN=${quoteParam(event.invitation.organizer.name)}:mailto:${event.invitation.organizer.email}`,
          `ATTENDEE;CN=${quoteParam(event.invitation.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.invitation.attendee.email}`,
        ]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
