import { CALENDAR_FILE_NAME, webinarIcs } from "~/features/webinar-confirmation/calendar";

// The webinar's calendar file as a plain download: prerendered at build time, so that step 2 of
// the confirmation page also works without JavaScript (with it, the browser builds the same file).
export function loader() {
  return new Response(webinarIcs(), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${CALENDAR_FILE_NAME}"`,
    },
  });
}
