import { redirect } from "react-router";
import { downloadPdf } from "~/content/gated/downloads.server";
import { GATED_HEADERS, isUnlocked } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.downloads.$file";

// The handbook's PDFs: served only with a valid event-planners cookie, never cached on the way.
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await isUnlocked(request, "event-planners"))) {
    // A stale bookmark or an expired unlock: show the password form rather than an error.
    throw redirect("/event-planners", { status: 303, headers: GATED_HEADERS });
  }
  const pdf = await downloadPdf(params.file);
  if (!pdf) throw new Response("Not found", { status: 404, headers: GATED_HEADERS });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...GATED_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${params.file}"`,
    },
  });
}
