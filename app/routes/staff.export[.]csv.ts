import { recordAudit } from "../../server/domain/staff/audit-log";
import { signedInStaff } from "~/features/staff/guard.server";
import { csvResponse, csvSeparator } from "~/features/staff/csv";
import { filterParams, parseInboxFilter } from "~/features/staff/inbox";
import { exportInbox } from "../../server/domain/leads/inbox";
import type { Route } from "./+types/staff.export[.]csv";

// The inbox's current filter as a CSV file (UTF-8 with BOM, for Excel), for signed-in staff only;
// `sep=semicolon` for a German Excel.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params);
  const { header, rows } = await exportInbox(db, filter, user);
  await recordAudit(db, user, {
    action: "leads.export",
    targetType: "export",
    targetId: "csv",
    details: { filter: filterParams(filter), rows: rows.length },
  });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`spark-leads-${day}.csv`, header, rows, csvSeparator(params));
}
