import type { LeadMail } from "../../../server/domain/leads/lead-mails.ts";
import { statusLabels, type LeadStatus } from "./inbox.ts";
import { formatBerlin, formatDay } from "./ui.tsx";

// One timeline per lead (issue 43, decision 1123): the submission, every mail the site sent about it
// with its delivery state, replies, notes and every change, oldest first, as one list.

export interface TimelineEntry {
  key: string;
  at: string;
  /** What sort of entry: the small label in front of it. */
  sort: "Received" | "Mail" | "Reply" | "Note" | "Change";
  text: string;
  /** A note's or a reply's own words. */
  body?: string;
  /** Who, and the state of a mail or reply ('Sent 3 Dec 2026, 10:04', 'Waiting to be sent', 'Failed: ...'). */
  by?: string;
  state?: string;
  failed?: boolean;
}

interface Reply {
  id: number;
  author: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}
interface Note {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}
interface Change {
  id: number;
  at: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
}

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
/** An enquiry's days as the audit entry keeps them: " for 12 Mar 2031 and 13 Mar 2031". */
const daysText = (days: unknown) =>
  Array.isArray(days) && days.length
    ? ` for ${new Intl.ListFormat("en-GB", { type: "conjunction" }).format(days.map((day) => formatDay(String(day))))}`
    : "";
const moved = (promoted: unknown) => (countOf(promoted) ? "; the second option behind it moved up" : "");
const released = (enquiries: unknown) => {
  const count = countOf(enquiries);
  return count ? `; ${count === 1 ? "a second option" : `${count} second options`} behind it released` : "";
};

/** A recorded change in words; notes and replies are entries of their own. */
function describeChange(action: string, details: Record<string, unknown>): string {
  switch (action) {
    case "lead.status":
      return `Status: ${statusLabels[details.from as LeadStatus] ?? details.from} → ${statusLabels[details.to as LeadStatus] ?? details.to}`;
    case "lead.assignee":
      return details.to ? `Assigned to ${String(details.to)}` : "Unassigned";
    case "lead.follow_up":
      return details.to ? `Follow up on ${formatDay(String(details.to))}` : "Follow-up cleared";
    case "tours.confirm":
      return `Tour confirmed for ${formatBerlin(String(details.at))}`;
    case "tours.move":
      return `Tour moved from ${formatBerlin(String(details.from))} to ${formatBerlin(String(details.to))}`;
    case "tours.cancel":
      return `Tour of ${formatBerlin(String(details.at))} cancelled`;
    case "enquiries.extend":
      return `Option extended by ${String(details.days)} ${details.days === 1 ? "day" : "days"}, until ${formatBerlin(String(details.until))}`;
    case "enquiries.release":
      return `Option released${daysText(details.days)}${moved(details.promoted)}`;
    case "enquiries.confirm-requested":
      return `The visitor asked through their link to confirm the option${daysText(details.days)}; the team was mailed`;
    case "enquiries.convert":
      return `Option converted to a booking${daysText(details.days)}${released(details.released)}`;
    case "subject.export":
      return "Data exported";
    case "subject.unsubscribe":
      return "Unsubscribed from the newsletter";
    default:
      return action;
  }
}

function mailState(mail: Pick<LeadMail, "state" | "at" | "error">): { state: string; failed?: boolean } {
  if (mail.state === "sent") return { state: "Sent" };
  if (mail.state === "failed") return { state: `Failed: ${mail.error ?? "unknown error"}`, failed: true };
  return { state: mail.error ? `Waiting to be sent (last attempt failed: ${mail.error})` : "Waiting to be sent" };
}

export function leadTimeline(input: {
  receivedAt: string;
  kindLabel: string;
  mails: LeadMail[];
  replies: Reply[];
  notes: Note[];
  history: Change[];
}): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { key: "received", at: input.receivedAt, sort: "Received", text: `${input.kindLabel} received` },
  ];
  for (const mail of input.mails) {
    if (mail.replyId !== null) continue; // shown with its reply
    entries.push({ key: `mail-${mail.id}`, at: mail.at, sort: "Mail", text: mail.label, ...mailState(mail) });
  }
  for (const reply of input.replies) {
    const job = input.mails.find((mail) => mail.replyId === reply.id);
    const state = reply.sentAt
      ? { state: `Sent ${formatBerlin(reply.sentAt)}` }
      : job
        ? mailState(job)
        : { state: "Waiting to be sent" };
    entries.push({
      key: `reply-${reply.id}`,
      at: reply.createdAt,
      sort: "Reply",
      text: "Reply to the visitor",
      body: reply.body,
      by: reply.author,
      ...state,
    });
  }
  for (const note of input.notes)
    entries.push({
      key: `note-${note.id}`,
      at: note.createdAt,
      sort: "Note",
      text: "Internal note",
      body: note.body,
      by: note.author,
    });
  for (const change of input.history) {
    if (change.action === "lead.note" || change.action === "lead.reply") continue;
    entries.push({
      key: `change-${change.id}`,
      at: change.at,
      sort: "Change",
      text: describeChange(change.action, change.details),
      by: change.actor,
    });
  }
  // Oldest first; at the same instant, in the order above (the submission before its mails).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
