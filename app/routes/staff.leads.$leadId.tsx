import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { Button, buttonClass, ExternalButtonLink } from "~/components/ui/Button";
import { SelectField, TextAreaField, TextField } from "~/features/form-kit/fields";
import { z } from "zod";
import { readForm } from "~/features/staff/form-input";
import { MAX_NOTE_LENGTH } from "../../server/domain/leads/inbox-filter";
import { signedInStaff } from "~/features/staff/guard.server";
import { transactionWithJobs } from "../../server/jobs/queue";
import { leadRepliesOf, sendReply } from "../../server/domain/leads/reply";
import { leadMailsOf } from "../../server/domain/leads/lead-mails";
import { tourOfLead } from "../../server/domain/booking/tour-bookings";
import {
  convertOption,
  enquiryOfLead,
  extendOption,
  releaseOption,
} from "../../server/domain/enquiries/enquiry-office";
import { EXTEND_DAYS } from "../../server/domain/enquiries/option-rules";
import { EnquiryPanel, enquiryView } from "~/features/staff/enquiry-panel";
import { frankfurtDay } from "../../server/domain/company/venue-time";
import { leadTimeline } from "~/features/staff/timeline";
import { fillTemplate, MAX_REPLY_LENGTH, replySubject } from "../../server/domain/leads/reply-text";
import { listReplyTemplates } from "../../server/domain/leads/reply-templates";
import {
  kindLabels,
  leadStatuses,
  statusLabels,
  type LeadKind,
  type LeadLanguage,
  inboxBackPath,
  leadLink,
  listFilterOf,
  submissionFields,
} from "~/features/staff/inbox";
import {
  leadDetail,
  leadNeighbours,
  markLeadRead,
  saveLeadWork,
  staffDirectory,
  type LeadWorkResult,
} from "../../server/domain/leads/inbox";
import {
  deleteForLead,
  isSubscribed,
  subjectCounts,
  unsubscribeForLead,
} from "../../server/domain/privacy/lead-requests";
import { formatBerlin, formatClock, formatDay, Notice, Panel, StatusBadge, staffMeta } from "~/features/staff/ui";
import { buildMailto } from "~/lib/mailto";
import { worksLeads } from "../../server/db/staff-vocabulary";
import type { Route } from "./+types/staff.leads.$leadId";

// One lead: the whole submission, its work (status, assignee, follow-up, a note), a reply, and one
// timeline of everything about it: mails with their delivery state, replies, notes, changes.

export const meta: Route.MetaFunction = ({ loaderData }) =>
  // The person and the kind of lead, not the row id (decision 1113).
  staffMeta(
    loaderData
      ? `${loaderData.lead.name ?? loaderData.lead.email ?? "Lead"} · ${kindLabels[loaderData.lead.kind]}`
      : "Lead",
  );

function leadId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "No such lead" }, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const detail = await leadDetail(db, leadId(params.leadId));
  if (!detail) throw data({ message: "No such lead" }, { status: 404 });
  // Opened: no longer unread to this person (decision 1111).
  await markLeadRead(db, detail.lead.id, user);
  const url = new URL(request.url);
  const staff = (await staffDirectory(db)).filter((member) => !member.banned && worksLeads(member.role));
  const email = detail.lead.email;
  const confirmDelete = email !== null && url.searchParams.get("confirm") === "delete";
  // Previous and next within the list the lead was opened from (its filter travels in `back`).
  const list = listFilterOf(url);
  const beside = await leadNeighbours(db, list, user, detail.lead.id);
  const enquiry = detail.lead.kind === "enquiry" ? await enquiryOfLead(db, detail.lead.id) : undefined;
  return {
    ...detail,
    replies: await leadRepliesOf(db, detail.lead.id),
    mails: await leadMailsOf(db, detail.lead.id),
    tour: tourView(await tourOfLead(db, detail.lead.id)),
    // An event enquiry's options and estimate; release and convert ask once more (?confirm=release|convert).
    enquiry: enquiry ? enquiryView(enquiry, url.searchParams.get("confirm")) : undefined,
    ...(await replyStart(db, detail.lead, url)),
    previous: beside.newer === undefined ? undefined : leadLink(beside.newer, list),
    next: beside.older === undefined ? undefined : leadLink(beside.older, list),
    today: frankfurtDay(),
    staff: staff.map((member) => ({ id: member.id, name: member.name })),
    subscribed: email ? await isSubscribed(db, email) : false,
    deletion: confirmDelete ? await subjectCounts(db, email) : null,
  };
}

/** A tour lead's time as its page shows it (Frankfurt time), with the day to open in Tours. */
function tourView(tour: Awaited<ReturnType<typeof tourOfLead>>) {
  if (tour === undefined) return undefined;
  if (tour === null) return null;
  return {
    day: frankfurtDay(tour.startsAt),
    startsAt: tour.startsAt.toISOString(),
    endsAt: tour.endsAt.toISOString(),
    guide: tour.guide,
    cancelled: tour.status === "cancelled",
  };
}

/** The templates in the lead's language, and the reply box's text when one was picked (`?template=<id>`). */
async function replyStart(
  db: Parameters<typeof listReplyTemplates>[0],
  lead: { language: LeadLanguage; name: string | null },
  url: URL,
) {
  const templates = await listReplyTemplates(db, lead.language);
  const picked = templates.find((template) => String(template.id) === url.searchParams.get("template"));
  return {
    templates: templates.map((template) => ({ id: template.id, name: template.name })),
    picked: picked ? { id: picked.id, text: fillTemplate(picked.body, lead.name) } : null,
  };
}

const status = z.enum(leadStatuses, { error: "Please choose a status." });
/** The empty choice is 'nobody'. */
const assignee = z
  .string()
  .optional()
  .transform((value) => value || null);
/** The empty date is 'no follow-up'. */
const followUp = z
  .union([z.literal(""), z.iso.date({ error: "Please enter the follow-up date as a date." })])
  .optional()
  .transform((value) => value || null);

const extendDaysError = `Please extend by ${EXTEND_DAYS.min} to ${EXTEND_DAYS.max} days.`;

// What each button of the page sends; anything else is an unknown action.
const leadAction = z.discriminatedUnion(
  "intent",
  [
    // 'Work this lead': status, assignee, follow-up and a note in one save; `seen…` is what the page
    // showed, so only what this person changed is applied (decision 1116).
    z.object({
      intent: z.literal("work"),
      status,
      assignee,
      followUpOn: followUp,
      note: z.string().trim().max(MAX_NOTE_LENGTH, `A note can have at most ${MAX_NOTE_LENGTH} characters.`).optional(),
      seenStatus: status,
      seenAssignee: assignee,
      seenFollowUpOn: followUp,
      then: z.literal("next").optional(),
    }),
    z.object({
      intent: z.literal("reply"),
      reply: z
        .string({ error: "Please write your reply first." })
        .trim()
        .min(1, "Please write your reply first.")
        .max(MAX_REPLY_LENGTH, `A reply can have at most ${MAX_REPLY_LENGTH} characters.`),
    }),
    z.object({ intent: z.enum(["unsubscribe", "delete-data"]) }),
    // An event enquiry's option (decision 1136).
    z.object({
      intent: z.literal("extend-option"),
      days: z.coerce
        .number({ error: extendDaysError })
        .int(extendDaysError)
        .min(EXTEND_DAYS.min, extendDaysError)
        .max(EXTEND_DAYS.max, extendDaysError),
    }),
    z.object({ intent: z.enum(["release-option", "convert-option"]) }),
  ],
  { error: "Unknown action." },
);

const workRefusals: Record<Exclude<LeadWorkResult, "saved">, string> = {
  missing: "This lead or person no longer exists.",
  "follow-up-in-past": "Please choose today or a later day for the follow-up.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, user } = signedInStaff(context);
  const id = leadId(params.leadId);
  const fail = (error: string, status = 400) => data({ ok: false as const, error }, { status });
  const input = await readForm(request, leadAction);
  if (!input.ok) return fail(input.error);
  const form = input.data;
  let done: boolean;
  let notice: string | undefined;
  if (form.intent === "extend-option" || form.intent === "release-option" || form.intent === "convert-option") {
    const enquiry = await enquiryOfLead(db, id);
    if (!enquiry) return fail("This lead is no event enquiry.", 404);
    const enquiryId = enquiry.enquiry.id;
    const now = new Date();
    if (form.intent === "extend-option") {
      const outcome = await extendOption(db, user, { enquiryId, days: form.days, now });
      if (!outcome.ok) return fail("Only a first option can be extended, and this enquiry holds none now.", 409);
      notice = `Option extended until ${formatBerlin(outcome.until.toISOString())}.`;
    } else if (form.intent === "release-option") {
      const outcome = await releaseOption(db, user, { enquiryId, now });
      if (!outcome.ok) return fail("This enquiry holds no option any more.", 409);
      notice = `Option released. The visitor is mailed.${
        outcome.promoted.length ? " The second option behind it is now the first; its visitor is mailed." : ""
      }`;
    } else {
      const outcome = await convertOption(db, user, { enquiryId, now });
      if (!outcome.ok)
        return fail(
          outcome.reason === "taken"
            ? "A date of this enquiry is already booked by another enquiry."
            : "Only a first option can be converted, and this enquiry holds none now.",
          409,
        );
      const released = outcome.released.length;
      notice = `Converted to a booking. The visitor is mailed the booking with the offer (PDF) and the calendar files.${
        released
          ? ` ${released === 1 ? "The second option" : `${released} second options`} behind it ${released === 1 ? "was" : "were"} released; ${released === 1 ? "its visitor is" : "their visitors are"} mailed.`
          : ""
      }`;
    }
    done = true;
  } else if (form.intent === "work") {
    // The assignment mail is queued in the save's transaction (decision 1117).
    const result = await transactionWithJobs(db, (tx, send) =>
      saveLeadWork(
        tx,
        user,
        id,
        { status: form.seenStatus, assigneeId: form.seenAssignee, followUpOn: form.seenFollowUpOn },
        { status: form.status, assigneeId: form.assignee, followUpOn: form.followUpOn, note: form.note },
        send,
      ),
    );
    if (result !== "saved") return fail(workRefusals[result], result === "missing" ? 404 : 400);
    if (form.then === "next") {
      const list = listFilterOf(new URL(request.url));
      const beside = await leadNeighbours(db, list, user, id);
      if (beside.older !== undefined) throw redirect(leadLink(beside.older, list));
    }
    done = true;
  } else if (form.intent === "reply") {
    const result = await transactionWithJobs(db, (tx, send) => sendReply(tx, send, user, id, form.reply));
    if (!result.ok)
      return fail(
        result.reason === "missing" ? "This lead no longer exists." : "This lead has no e-mail address.",
        404,
      );
    done = true;
  } else {
    const detail = await leadDetail(db, id);
    if (!detail?.lead.email) return fail("This lead has no e-mail address.", 404);
    if (form.intent === "delete-data") {
      await deleteForLead(db, user, id, detail.lead.email);
      throw redirect("/staff?done=deleted");
    }
    if (!(await unsubscribeForLead(db, user, id, detail.lead.email)))
      return fail("This address has no newsletter subscription.", 404);
    // A newsletter subscriber's lead goes with the subscription.
    if (detail.lead.kind === "newsletter") throw redirect("/staff?done=unsubscribed");
    done = true;
  }
  if (!done) return fail("This lead or person no longer exists.", 404);
  return data({ ok: true as const, intent: form.intent, notice });
}

const savedText: Record<string, string> = {
  work: "Saved.",
  reply: "Reply queued: it goes out within a minute.",
  unsubscribe: "Unsubscribed from the newsletter.",
};

const deletionLabels: [key: string, one: string, many: string][] = [
  ["contactMessages", "contact message", "contact messages"],
  ["tourRequests", "tour request", "tour requests"],
  ["webinarRegistrations", "webinar registration", "webinar registrations"],
  ["webinarInterest", "request for the next webinar date", "requests for the next webinar date"],
  ["eventEnquiries", "event enquiry", "event enquiries"],
  ["newsletterSubscriptions", "newsletter subscription", "newsletter subscriptions"],
  ["mails", "mail in the outbox", "mails in the outbox"],
];

function deletionList(counts: Record<string, number>): string[] {
  return deletionLabels
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
}

function replyDraft(lead: { kind: LeadKind; language: LeadLanguage; name: string | null }, email: string) {
  const hello = lead.language === "de" ? "Hallo" : "Hello";
  const greeting = `${hello} ${lead.name ?? ""},`.replace(" ,", ",");
  return buildMailto({ to: email, subject: replySubject(lead.kind, lead.language), body: [greeting, "", ""] });
}

const navLink = "text-ink-muted underline-offset-4 hover:text-ink hover:underline";

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, submission, notes, history, staff, subscribed, deletion, previous, next, today, replies, mails } =
    loaderData;
  const { templates } = loaderData;
  // A picked template fills the reply box until the reply is sent (the URL still names it then).
  const picked = actionData?.ok && actionData.intent === "reply" ? null : loaderData.picked;
  const timeline = leadTimeline({
    receivedAt: lead.createdAt,
    kindLabel: kindLabels[lead.kind],
    mails,
    replies,
    notes,
    history,
  });
  const busy = useNavigation().state === "submitting";
  const location = useLocation();
  const backParam = new URLSearchParams(location.search).get("back");
  // A template just picked: its text is what the person edits next, so it takes the focus (and the view).
  const replyForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (picked) replyForm.current?.querySelector("textarea")?.focus();
  }, [picked]);
  return (
    <div className="min-w-0 space-y-6 [overflow-wrap:anywhere]">
      <nav aria-label="Leads" className="flex flex-wrap items-center justify-between gap-3 text-sm font-semibold">
        {/* Back to the same list, page and row (decision 1116). */}
        <Link to={inboxBackPath(`${location.pathname}${location.search}`, lead.id)} className={navLink}>
          ← Inbox
        </Link>
        <span className="flex gap-4">
          {previous ? (
            <Link to={previous} className={navLink}>
              ← Previous lead
            </Link>
          ) : null}
          {next ? (
            <Link to={next} className={navLink}>
              Next lead →
            </Link>
          ) : null}
        </span>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.15em] text-accent">{kindLabels[lead.kind]}</p>
          <h1 className="mt-1 text-3xl font-semibold">{lead.name ?? lead.email ?? `Lead ${lead.id}`}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-muted">
            Received {formatBerlin(lead.createdAt)}
            <StatusBadge status={lead.status} label={statusLabels[lead.status]} />
            {lead.followUpOn ? <span>Follow up on {formatDay(lead.followUpOn)}</span> : null}
          </p>
        </div>
        {lead.email ? (
          <ExternalButtonLink href={replyDraft(lead, lead.email)}>Reply by e-mail</ExternalButtonLink>
        ) : null}
      </div>

      {actionData ? (
        actionData.ok ? (
          <Notice tone="success">{actionData.notice ?? savedText[actionData.intent] ?? "Saved."}</Notice>
        ) : (
          <Notice tone="error">{actionData.error}</Notice>
        )
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          {loaderData.enquiry ? (
            <EnquiryPanel enquiry={loaderData.enquiry} path={location.pathname} back={backParam} busy={busy} />
          ) : null}

          <Panel title="Submission" id="submission">
            {loaderData.tour !== undefined ? <TourLine tour={loaderData.tour} /> : null}
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
              {submissionFields(submission, formatBerlin).map(({ label, value }) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-medium text-ink-muted">{label}</dt>
                  <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>

          <Panel title="Timeline" id="timeline">
            {/* Everything about this lead, oldest first (decision 1123). */}
            <ol className="space-y-4">
              {timeline.map((entry) => (
                <li key={entry.key} className="rounded-lg border border-line bg-canvas p-4">
                  <p>
                    <span className="mr-2 rounded border border-line px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                      {entry.sort}
                    </span>
                    {entry.text}
                  </p>
                  {entry.body ? <p className="mt-2 whitespace-pre-wrap">{entry.body}</p> : null}
                  <p className="mt-2 text-xs text-ink-muted">
                    {[entry.by, formatBerlin(entry.at)].filter(Boolean).join(" · ")}
                    {entry.state ? (
                      <>
                        {" · "}
                        <span className={entry.failed ? "font-semibold text-danger" : undefined}>{entry.state}</span>
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ol>
          </Panel>

          {lead.email ? (
            <Panel title="Reply" id="reply">
              <p className="text-sm text-ink-muted">
                To <span className="text-ink">{lead.email}</span>, in {lead.language === "de" ? "German" : "English"}{" "}
                (the language of the page they wrote from), quoting their message. Their answer reaches the team's
                mailbox.
              </p>
              {templates.length > 0 ? (
                // A template fills the box below (a plain GET, so it works without JavaScript too).
                <Form
                  method="get"
                  action={`${location.pathname}#reply-title`}
                  className="mt-4 flex flex-wrap items-end gap-2"
                >
                  {backParam ? <input type="hidden" name="back" value={backParam} /> : null}
                  <SelectField
                    label="Template"
                    name="template"
                    defaultValue={picked ? String(picked.id) : ""}
                    placeholder="Choose a template…"
                    options={templates.map((template) => ({ value: String(template.id), label: template.name }))}
                    className="min-w-56"
                  />
                  <Button type="submit" variant="secondary">
                    Use template
                  </Button>
                </Form>
              ) : null}
              {/* A new key once the reply is stored empties the box, a picked template fills it; a refused
                  reply keeps what was typed. */}
              <Form
                key={`${replies.length}|${picked?.id ?? ""}`}
                ref={replyForm}
                method="post"
                className="mt-4 space-y-3"
              >
                <input type="hidden" name="intent" value="reply" />
                <TextAreaField
                  label="Your reply"
                  name="reply"
                  required
                  maxLength={MAX_REPLY_LENGTH}
                  rows={picked ? 10 : 6}
                  defaultValue={picked?.text}
                />
                <Button type="submit" disabled={busy}>
                  Send reply
                </Button>
              </Form>
            </Panel>
          ) : null}
        </div>

        <div className="space-y-6">
          <Panel title="Work this lead" id="work">
            {/* One save for all four (issue 43). A new key once saved, or on the next lead, shows what is
                stored and empties the note; a refused save keeps what was typed. */}
            <Form
              method="post"
              className="space-y-3"
              key={`${lead.id}|${lead.status}|${lead.assigneeId ?? ""}|${lead.followUpOn ?? ""}|${notes.length}`}
            >
              <input type="hidden" name="intent" value="work" />
              <input type="hidden" name="seenStatus" value={lead.status} />
              <input type="hidden" name="seenAssignee" value={lead.assigneeId ?? ""} />
              <input type="hidden" name="seenFollowUpOn" value={lead.followUpOn ?? ""} />
              <SelectField
                label="Status"
                name="status"
                defaultValue={lead.status}
                options={leadStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
              />
              <SelectField
                label="Assignee"
                name="assignee"
                defaultValue={lead.assigneeId ?? ""}
                placeholder="Nobody"
                options={staff.map((member) => ({ value: member.id, label: member.name }))}
              />
              <TextField
                label="Follow up on"
                name="followUpOn"
                type="date"
                min={lead.followUpOn && lead.followUpOn < today ? lead.followUpOn : today}
                defaultValue={lead.followUpOn ?? ""}
                hint="Empty: no follow-up planned."
              />
              <TextAreaField label="New note" name="note" maxLength={MAX_NOTE_LENGTH} rows={3} />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  Save
                </Button>
                {next ? (
                  <Button type="submit" name="then" value="next" variant="secondary" disabled={busy}>
                    Save and next lead
                  </Button>
                ) : null}
              </div>
            </Form>
          </Panel>

          <Panel title="Data protection" id="privacy">
            {lead.email ? (
              <div className="space-y-4">
                <p className="text-sm text-ink-muted">
                  Requests about everything stored for <span className="text-ink">{lead.email}</span>.
                </p>
                {subscribed ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="unsubscribe" />
                    <Button type="submit" variant="secondary" disabled={busy}>
                      Unsubscribe
                    </Button>
                  </Form>
                ) : (
                  <p className="text-sm text-ink-muted">Not subscribed to the newsletter.</p>
                )}
                <div className="flex flex-wrap gap-2">
                  <a href={`/staff/leads/${lead.id}/export.json`} download className={buttonClass("secondary")}>
                    Export data
                  </a>
                  {deletion ? null : (
                    <Link to="?confirm=delete" className={buttonClass("ghost")}>
                      Delete data
                    </Link>
                  )}
                </div>
                {deletion ? (
                  <div role="region" aria-label="Confirm deletion" className="rounded-lg border border-danger/60 p-4">
                    <p className="font-semibold">Delete everything stored about {lead.email}?</p>
                    <ul className="mt-2 list-inside list-disc text-sm">
                      {deletionList(deletion).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                    <p className="mt-2 text-sm text-ink-muted">
                      Their inbox entries and notes go too. This cannot be undone; the log keeps who deleted and when,
                      not the data.
                    </p>
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete-data" />
                        <Button type="submit" disabled={busy}>
                          Delete permanently
                        </Button>
                      </Form>
                      <Link to="." className={buttonClass("ghost")}>
                        Cancel
                      </Link>
                    </div>
                  </div>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-ink-muted">
                SMS reminders are stored without an e-mail address; the number is deleted when the webinar has ended.
              </p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** A tour lead's time, or that it waits for one, with the way to the tours calendar. */
function TourLine({
  tour,
}: {
  tour: { day: string; startsAt: string; endsAt: string; guide: number; cancelled: boolean } | null;
}) {
  return (
    <p className="mb-4 rounded-lg border border-line bg-canvas/40 p-3 text-sm">
      {tour === null ? (
        <>
          <span className="font-semibold">By arrangement:</span> no time yet.{" "}
          <Link to="/staff/tours" className="font-semibold text-accent underline-offset-4 hover:underline">
            Confirm a time under Tours
          </Link>
        </>
      ) : (
        <>
          <span className="font-semibold">{tour.cancelled ? "Tour cancelled:" : "Tour booked:"}</span>{" "}
          {formatDay(tour.day)}, {formatClock(tour.startsAt)}-{formatClock(tour.endsAt)}, Guide {tour.guide}.{" "}
          <Link
            to={`/staff/tours?day=${tour.day}`}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            Open the day in Tours
          </Link>
        </>
      )}
    </p>
  );
}
