import type { MouseEvent } from "react";
import { toast } from "~/components/ui/toast";
import { buttonClass } from "~/components/ui/Button";
import { absoluteUrl } from "~/lib/site-url";
import { CALENDAR_FILE_NAME, sessionIcs, type CalendarSession } from "../../../server/domain/webinar/calendar";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: { done: "Calendar entry downloaded!", add: "Add to calendar" },
  de: { done: "Kalender-Termin heruntergeladen!", add: "Zum Kalender hinzufügen" },
});

/**
 * Step 2: the calendar file of the registrant's session, built in the browser. Without JavaScript
 * the same link downloads it from the server (`href`: the signed calendar route).
 */
export function CalendarDownload({ session, href }: { session: CalendarSession; href: string }) {
  const locale = useLocale();
  const t = words[locale];
  function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const url = URL.createObjectURL(
      new Blob([sessionIcs(session, absoluteUrl("/"), new Date(), locale)], { type: "text/calendar;charset=utf-8" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = CALENDAR_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: revoking at once can cancel the download in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(t.done);
  }

  return (
    <a href={href} download={CALENDAR_FILE_NAME} onClick={download} className={buttonClass("primary", "min-h-12 px-7")}>
      {t.add}
    </a>
  );
}
