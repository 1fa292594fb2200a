import { data } from "react-router";
import { signedInStaff } from "~/features/staff/guard.server";
import { leadDetail } from "../../server/domain/leads/inbox";
import { exportForLead } from "../../server/domain/privacy/lead-requests";
import type { Route } from "./+types/staff.leads.$leadId.export[.]json";

// 'Export data' on a lead's page: everything stored about its e-mail address as one JSON file
// (Art. 15 and 20 GDPR), for signed-in staff only; the export is recorded in the audit log.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const id = Number(params.leadId);
  const detail = Number.isSafeInteger(id) && id > 0 ? await leadDetail(db, id) : undefined;
  if (!detail?.lead.email) throw data({ message: "No such lead" }, { status: 404 });
  const exported = await exportForLead(db, user, id, detail.lead.email);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="spark-data-lead-${id}-${exported.exportedAt.slice(0, 10)}.json"`,
    },
  });
}
