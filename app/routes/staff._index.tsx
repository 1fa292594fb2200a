import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { buttonClass } from "~/components/ui/Button";
import { signedInStaff } from "~/features/staff/guard.server";
import { cursorOf } from "../../server/domain/leads/inbox-filter";
import {
  activeFlags,
  filterParams,
  leadLink,
  leadRowId,
  kindLabels,
  leadKinds,
  leadStatuses,
  parseInboxFilter,
  statusLabels,
} from "~/features/staff/inbox";
import {
  BULK_MAX,
  bulkUpdateLeads,
  countInbox,
  inboxSummary,
  listInbox,
  staffDirectory,
} from "../../server/domain/leads/inbox";
import { transactionWithJobs } from "../../server/jobs/queue";
import { parseForm } from "~/features/staff/form-input";
import { seatsAhead } from "../../server/domain/webinar/sessions";
import {
  DateRangeFields,
  FilterSelect,
  FilterActions,
  filterControl,
  formatBerlin,
  formatDay,
  Notice,
  StaffTable,
  StatusBadge,
  staffMeta,
} from "~/features/staff/ui";
import { worksLeads } from "../../server/db/staff-vocabulary";
import type { Route } from "./+types/staff._index";
import { frankfurtDay } from "../../server/domain/company/venue-time";

// The inbox: every lead of the site in one list, newest first, filtered by kind, status, date
// and a search over name, e-mail and company; paged by keyset so every page is equally fast.

export const meta: Route.MetaFunction = () => staffMeta("Inbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params);
  const [page, counts, summary, seats, team] = await Promise.all([
    listInbox(db, filter, user),
    countInbox(db, filter, user),
    inboxSummary(db, user),
    seatsAhead(db),
    staffDirectory(db),
  ]);
  const last = page.rows.at(-1);
  const done = doneText[params.get("done") ?? ""];
  const today = frankfurtDay();
  const needs = [
    { label: "New today", count: summary.newToday, to: `/staff?from=${today}&to=${today}` },
    { label: "Unassigned", count: summary.unassigned, to: "/staff?open=1&unassigned=1" },
    { label: "My open leads", count: summary.myOpen, to: "/staff?mine=1&open=1" },
    { label: "Follow-ups due", count: summary.followUpsDue, to: "/staff?due=1" },
    { label: "Upcoming tours", count: summary.upcomingTours, to: "/staff?kind=tour&open=1&upcoming=1" },
    { label: "Webinar seats taken", count: seats.taken, of: seats.capacity, to: "/staff/webinars" },
  ];
  const staff = team
    .filter((member) => !member.banned && worksLeads(member.role))
    .map((member) => ({ id: member.id, name: member.name }));
  return {
    filter,
    ...page,
    counts,
    needs,
    done,
    staff,
    nextCursor: page.hasMore && last ? cursorOf(last) : undefined,
  };
}

// The bulk action on the selected rows (issue 43): a status and/or an assignee, or spam in one click.
const bulkAction = z.object({
  intent: z.enum(["bulk", "spam"], { error: "Unknown action." }),
  status: z.union([z.literal(""), z.enum(leadStatuses)], { error: "Please choose a status." }).optional(),
  // "" keeps each lead's assignee; "nobody" unassigns.
  assignee: z.string().max(200).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = signedInStaff(context);
  const form = await request.formData().catch(() => new FormData());
  const fail = (error: string) => data({ ok: false as const, message: error, at: Date.now() }, { status: 400 });
  const input = parseForm(form, bulkAction);
  if (!input.ok) return fail(input.error);
  const ids = form
    .getAll("lead")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return fail("Please select at least one lead.");
  const { intent, status, assignee } = input.data;
  const change =
    intent === "spam"
      ? { status: "spam" as const }
      : {
          status: status || undefined,
          assigneeId: assignee === "nobody" ? null : assignee || undefined,
        };
  if (!change.status && !("assigneeId" in change && change.assigneeId !== undefined))
    return fail("Please choose a status or an assignee for the selected leads.");
  const result = await transactionWithJobs(db, (tx, send) => bulkUpdateLeads(tx, user, ids, change, send));
  if (!result.ok)
    return fail(
      result.reason === "too-many"
        ? `Please select at most ${BULK_MAX} leads at once.`
        : "That person can no longer be assigned leads.",
    );
  const leads = `${result.count} ${result.count === 1 ? "lead" : "leads"}`;
  return data({
    ok: true as const,
    message: intent === "spam" ? `${leads} marked as spam.` : `${leads} updated.`,
    at: Date.now(),
  });
}

/** What a lead page reports after its lead is gone (it redirects here). */
const doneText: Record<string, string> = {
  deleted: "Everything stored about that address is deleted.",
  unsubscribed: "Unsubscribed from the newsletter; the subscription is deleted.",
};

/** Counts stop at COUNT_CAP (10,000): above it the inbox says "10,000+". */
function countText(count: number): string {
  return count > 10_000 ? "10,000+" : count.toLocaleString("en-GB");
}

const statusOptions = leadStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, counts, needs, done, nextCursor, staff } = loaderData;
  const busy = useNavigation().state === "submitting";
  const bulkForm = useRef<HTMLFormElement>(null);
  const selectAll = (checked: boolean) => {
    for (const box of bulkForm.current?.querySelectorAll<HTMLInputElement>('input[name="lead"]') ?? [])
      box.checked = checked;
  };
  return (
    <div className="space-y-6">
      {done ? <Notice tone="success">{done}</Notice> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Inbox</h1>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {countText(counts.total)} {counts.total === 1 ? "lead" : "leads"} · {countText(counts.unread)} unread
          </p>
          <nav aria-label="Inbox views" className="mt-3 flex gap-2 text-sm">
            {[
              { label: "All leads", to: "/staff", current: !filter.mine },
              { label: "My leads", to: "/staff?mine=1", current: Boolean(filter.mine) },
            ].map((view) => (
              <Link
                key={view.label}
                to={view.to}
                aria-current={view.current ? "page" : undefined}
                className="rounded-full border border-line px-3 py-1 font-medium aria-[current=page]:border-accent aria-[current=page]:text-accent"
              >
                {view.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/staff/export.csv${filterParams(filter)}`} className={buttonClass("secondary")} download>
            Export CSV
          </a>
          <a
            href={`/staff/export.csv${filterParams(filter, { sep: "semicolon" })}`}
            className={buttonClass("ghost")}
            download
          >
            Export for German Excel
          </a>
        </div>
      </div>

      <nav aria-label="Needs attention">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {needs.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="block h-full rounded-card border border-line bg-surface p-4 hover:border-accent"
              >
                <span className="block text-2xl font-semibold">
                  {countText(item.count)}
                  {item.of !== undefined ? (
                    <span className="text-base font-normal text-ink-muted"> of {countText(item.of)}</span>
                  ) : null}
                </span>
                <span className="mt-1 block text-sm text-ink-muted">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-6"
      >
        {/* Filtering 'My leads' (or unassigned, open, upcoming) stays within them. */}
        {activeFlags(filter).map((flag) => (
          <input key={flag} type="hidden" name={flag} value="1" />
        ))}
        <label className="text-sm md:col-span-2">
          <span className="mb-1 block font-medium">Search</span>
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            placeholder="Name, e-mail or company"
            className={filterControl}
          />
        </label>
        <FilterSelect
          label="Kind"
          name="kind"
          any="All kinds"
          defaultValue={filter.kind}
          options={leadKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
        />
        <FilterSelect
          label="Status"
          name="status"
          any="All statuses"
          defaultValue={filter.status}
          options={statusOptions}
        />
        <DateRangeFields from={filter.from} to={filter.to} />
        <FilterActions clearTo={filter.mine ? "/staff?mine=1" : "/staff"} className="md:col-span-6" />
      </Form>

      {/* A new key after each bulk action clears the selection. */}
      <Form method="post" ref={bulkForm} key={actionData?.at ?? "bulk"} className="space-y-3">
        {actionData ? <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice> : null}
        {rows.length > 0 ? (
          <fieldset className="flex flex-wrap items-end gap-3 rounded-card border border-line bg-surface p-4">
            <legend className="sr-only">Change the selected leads</legend>
            {/* Here rather than in the table's header, which a phone's card layout hides. */}
            <label className="flex items-center gap-2 self-center text-sm font-medium">
              <input
                type="checkbox"
                onChange={(event) => selectAll(event.currentTarget.checked)}
                className="size-5 accent-accent"
              />
              Select all leads on this page
            </label>
            <FilterSelect label="Set status" name="status" any="Keep status" options={statusOptions} />
            <FilterSelect
              label="Assign to"
              name="assignee"
              any="Keep assignee"
              options={[
                { value: "nobody", label: "Nobody" },
                ...staff.map((member) => ({ value: member.id, label: member.name })),
              ]}
            />
            <button type="submit" name="intent" value="bulk" disabled={busy} className={buttonClass("primary")}>
              Apply to selected
            </button>
            <button type="submit" name="intent" value="spam" disabled={busy} className={buttonClass("secondary")}>
              Mark as spam
            </button>
          </fieldset>
        ) : null}
        <StaffTable
          label="Leads"
          columns={[
            <span key="select" className="sr-only">
              Select
            </span>,
            "Received",
            "Kind",
            "Name",
            "E-mail",
            "Company",
            "Status",
            "Assignee",
          ]}
          empty="No leads match these filters."
          stacked
        >
          {rows.map((row) => (
            <tr key={row.id} id={leadRowId(row.id)} className="scroll-mt-24 border-t border-line hover:bg-surface">
              <td className="w-10 px-4 py-3">
                <input
                  type="checkbox"
                  name="lead"
                  value={row.id}
                  aria-label={`Select ${row.name ?? row.email ?? `lead ${row.id}`}`}
                  className="size-5 accent-accent"
                />
              </td>
              <td data-label="Received" className="whitespace-nowrap px-4 py-3 text-ink-muted">
                {formatBerlin(row.createdAt)}
              </td>
              <td data-label="Kind" className="whitespace-nowrap px-4 py-3">
                {kindLabels[row.kind]}
                {/* Written from a German page: replies, templates and mails follow (lead_inbox.language). */}
                {row.language === "de" ? (
                  <abbr title="German" className="ml-2 rounded border border-line px-1.5 text-xs no-underline">
                    DE
                  </abbr>
                ) : null}
              </td>
              <td className="max-w-xs px-4 py-3">
                <Link
                  to={leadLink(row.id, filter)}
                  title={row.name ?? row.email ?? undefined}
                  className="line-clamp-3 font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {row.name ?? row.email ?? `Lead ${row.id}`}
                </Link>
                {row.unread ? (
                  <span className="mt-1 inline-block rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
                    Unread
                  </span>
                ) : null}
                {row.followUpOn ? (
                  <span className="mt-1 block text-xs text-ink-muted">Follow up on {formatDay(row.followUpOn)}</span>
                ) : null}
              </td>
              <td data-label="E-mail" title={row.email ?? undefined} className="max-w-xs px-4 py-3 text-ink-muted">
                <span className="line-clamp-2">{row.email ?? "–"}</span>
              </td>
              <td data-label="Company" title={row.company ?? undefined} className="max-w-xs px-4 py-3 text-ink-muted">
                <span className="line-clamp-2">{row.company ?? "–"}</span>
              </td>
              <td data-label="Status" className="px-4 py-3">
                <StatusBadge status={row.status} label={statusLabels[row.status]} />
              </td>
              <td data-label="Assignee" className="px-4 py-3 text-ink-muted">
                {row.assignee ?? "–"}
              </td>
            </tr>
          ))}
        </StaffTable>
      </Form>

      <nav aria-label="Pages" className="flex justify-between gap-4">
        {filter.before ? (
          <Link to={`/staff${filterParams(filter)}`} className={buttonClass("secondary")}>
            ← Newest
          </Link>
        ) : (
          <span />
        )}
        {nextCursor ? (
          <Link to={`/staff${filterParams(filter, { before: nextCursor })}`} className={buttonClass("secondary")}>
            Older leads →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
