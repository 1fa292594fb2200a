import { data } from "react-router";
import { signedInStaff } from "~/features/staff/guard.server";
import { csvResponse, csvSeparator } from "~/features/staff/csv";
import { recordAudit } from "../../server/domain/staff/audit-log";
import { sessionDetail } from "../../server/domain/webinar/session-admin";
import type { Route } from "./+types/staff.webinars.$sessionId.registrants[.]csv";

// A session's registrants as a CSV file (issue 43), for signed-in staff only; `sep=semicolon` for a
// German Excel. The export is recorded in the audit log.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const id = Number(params.sessionId);
  const detail = Number.isSafeInteger(id) && id > 0 ? await sessionDetail(db, id) : undefined;
  if (!detail) throw data({ message: "No such session" }, { status: 404 });
  const header = ["name", "email", "registered", "reminder_mailed", "looks_automated"];
  const rows = detail.registrations.map((r) => [r.name, r.email, r.createdAt, r.reminderMailSentAt, r.automated ?? ""]);
  await recordAudit(db, user, {
    action: "webinar.export",
    targetType: "webinar",
    targetId: id,
    details: { rows: rows.length },
  });
  const file = `spark-webinar-${detail.session.slug}-registrants.csv`;
  return csvResponse(file, header, rows, csvSeparator(new URL(request.url).searchParams));
}
