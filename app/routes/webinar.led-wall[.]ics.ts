import { absoluteUrl } from "~/lib/site-url";
import { CALENDAR_FILE_NAME, sessionIcs } from "../../server/domain/webinar/calendar";
import { registrationFromRequest } from "~/features/webinar-confirmation/registration-session.server";
import type { Route } from "./+types/webinar.led-wall[.]ics";

// The calendar file of a registrant's session, `?t=<token>` of the signed confirmation link: step 2
// of the confirmation page without JavaScript (with it, the browser builds the same file).
// `&lang=en`: the calendar entry of a registrant of the English page, in English (issue 44).
const invalidLink = {
  en: "This calendar link is invalid. Please open the link in your confirmation email.\n",
  de: "Dieser Kalender-Link ist ungültig. Bitte öffnen Sie den Link aus Ihrer Bestätigungs-E-Mail.\n",
};

export async function loader({ request }: Route.LoaderArgs) {
  const locale = new URL(request.url).searchParams.get("lang") === "en" ? "en" : "de";
  const found = await registrationFromRequest(request);
  if (!found) {
    return new Response(invalidLink[locale], {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" },
    });
  }
  const { session, registrationId } = found;
  const ics = sessionIcs(
    {
      slug: session.slug,
      startsAt: session.startsAt.toISOString(),
      durationMinutes: session.durationMinutes,
      joinUrl: session.joinUrl,
      registrationId,
      sequence: session.calendarSequence,
    },
    absoluteUrl("/"),
    new Date(),
    locale,
  );
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${CALENDAR_FILE_NAME}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
