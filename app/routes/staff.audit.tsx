import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { requireOwner } from "~/features/staff/guard.server";
import { auditParams, parseAuditFilter } from "~/features/staff/audit";
import { AUDIT_PAGE_SIZE, listAudit } from "../../server/domain/staff/audit-log";
import {
  DateRangeFields,
  FilterSelect,
  FilterActions,
  filterControl,
  formatBerlin,
  StaffTable,
  staffMeta,
} from "~/features/staff/ui";
import type { Route } from "./+types/staff.audit";

// The audit log for owners: who did what, when, from which address and browser; filtered by actor,
// action and day, newest first, 50 to a page. The log itself is append-only (docs/decisions/0857).

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireOwner(context);
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const { entries, total, actions } = await listAudit(db, filter);
  return {
    filter,
    total,
    actions,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actorEmail,
      action: e.action,
      target: `${e.targetType} ${e.targetId}`,
      details: Object.keys(e.details as object).length ? JSON.stringify(e.details) : "",
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
    })),
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filter, total, actions, pages, entries } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">Audit log</h1>
        <p className="mt-1 text-ink-muted" aria-live="polite">
          {total.toLocaleString("en-GB")} {total === 1 ? "entry" : "entries"}
          {pages > 1 ? ` · page ${filter.page} of ${pages}` : ""}
        </p>
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium">Actor</span>
          <input
            type="email"
            name="actor"
            defaultValue={filter.actor ?? ""}
            placeholder="E-mail address"
            className={filterControl}
          />
        </label>
        <FilterSelect
          label="Action"
          name="action"
          any="All actions"
          defaultValue={filter.action}
          options={actions.map((action) => ({ value: action, label: action }))}
        />
        <DateRangeFields from={filter.from} to={filter.to} />
        <FilterActions clearTo="/staff/audit" className="md:col-span-4" />
      </Form>

      <StaffTable
        label="Audit log"
        columns={["Time", "Actor", "Action", "Target", "Details", "Address", "Browser"]}
        empty="No entries match these filters."
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-line align-top">
            <td className="whitespace-nowrap px-4 py-2 text-ink-muted">{formatBerlin(entry.at)}</td>
            <td className="px-4 py-2">{entry.actor}</td>
            <td className="whitespace-nowrap px-4 py-2 font-mono">{entry.action}</td>
            <td className="px-4 py-2">{entry.target}</td>
            <td className="max-w-xs break-words px-4 py-2 font-mono text-xs">{entry.details}</td>
            <td className="whitespace-nowrap px-4 py-2 font-mono text-xs">{entry.ipAddress ?? "–"}</td>
            <td className="max-w-xs break-words px-4 py-2 text-xs text-ink-muted">{entry.userAgent ?? "–"}</td>
          </tr>
        ))}
      </StaffTable>
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-3">
          {filter.page > 1 ? (
            <Link to={`/staff/audit${auditParams(filter, filter.page - 1)}`} className={buttonClass("secondary")}>
              Newer entries
            </Link>
          ) : null}
          {filter.page < pages ? (
            <Link to={`/staff/audit${auditParams(filter, filter.page + 1)}`} className={buttonClass("secondary")}>
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
