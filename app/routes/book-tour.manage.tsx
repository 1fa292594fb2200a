import { data, Form, Link, redirect } from "react-router";
import { SignedLinkEnd, SignedLinkPage } from "~/components/layout/SignedLinkPage";
import { buttonClass } from "~/components/ui/Button";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { changeManagedTour, managedTour } from "../../server/domain/booking/manage-tour.ts";
import { MANAGE_TOUR_PATH, tourPaths } from "../../server/domain/booking/tour-paths.ts";
import { tourDayLabel, tourTimeLabel } from "../../server/domain/booking/tour-words.ts";
import type { Route } from "./+types/book-tour.manage";

const words = bilingual({
  en: {
    title: "Your tour",
    description: "Move or cancel your tour of SPARK Frankfurt.",
    errors: {
      choose: "Please choose one of the free times.",
      link: "This link does not work.",
      taken: "That time has just been taken. Please choose another one.",
      gone: "This tour can no longer be changed.",
    },
    moved: "Your tour is moved. We sent you the new calendar invite.",
    cancelled: "Your tour is cancelled. We sent you the cancellation for your calendar.",
    newTour: "book a new tour",
    unknownTitle: "This link does not work",
    unknownText: "Please open the link from your tour e-mail. You can also",
    cancelledTitle: "This tour is cancelled",
    overTitle: "This tour has taken place",
    endedText: (when: string) => `The tour on ${when} can no longer be changed. You are welcome to`,
    eyebrow: "Your tour",
    moveHeading: "Move your tour",
    newDate: "New date",
    showTimes: "Show free times",
    freeTimesOn: (day: string) => `Free times on ${day}`,
    move: "Move tour",
    noTimes: "No free tour times on that day. Please choose another date.",
    cancelHeading: "Cancel your tour",
    cancelText: "Your time is released at once and you receive the cancellation for your calendar.",
    cancelAsk: (when: string) => `Cancel your tour on ${when}?`,
    cancelYes: "Yes, cancel the tour",
    keep: "Keep my tour",
    cancel: "Cancel tour",
  },
  de: {
    title: "Ihre Besichtigung",
    description: "Ihre Besichtigung bei SPARK Frankfurt verschieben oder absagen.",
    errors: {
      choose: "Bitte wählen Sie einen der freien Termine.",
      link: "Dieser Link funktioniert nicht.",
      taken: "Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.",
      gone: "Diese Besichtigung kann nicht mehr geändert werden.",
    },
    moved: "Ihre Besichtigung ist verschoben. Wir haben Ihnen die neue Kalendereinladung gesendet.",
    cancelled: "Ihre Besichtigung ist abgesagt. Wir haben Ihnen die Absage für Ihren Kalender gesendet.",
    newTour: "eine neue Besichtigung vereinbaren",
    unknownTitle: "Dieser Link funktioniert nicht",
    unknownText: "Bitte öffnen Sie den Link aus der E-Mail zu Ihrer Besichtigung. Sie können auch",
    cancelledTitle: "Diese Besichtigung ist abgesagt",
    overTitle: "Diese Besichtigung hat bereits stattgefunden",
    endedText: (when: string) => `Die Besichtigung am ${when} kann nicht mehr geändert werden. Sie können gern`,
    eyebrow: "Ihre Besichtigung",
    moveHeading: "Besichtigung verschieben",
    newDate: "Neues Datum",
    showTimes: "Freie Termine anzeigen",
    freeTimesOn: (day: string) => `Freie Termine am ${day}`,
    move: "Besichtigung verschieben",
    noTimes: "An diesem Tag sind keine Besichtigungstermine frei. Bitte wählen Sie ein anderes Datum.",
    cancelHeading: "Besichtigung absagen",
    cancelText: "Ihr Termin wird sofort freigegeben, und Sie erhalten die Absage für Ihren Kalender.",
    cancelAsk: (when: string) => `Ihre Besichtigung am ${when} absagen?`,
    cancelYes: "Ja, Besichtigung absagen",
    keep: "Besichtigung behalten",
    cancel: "Besichtigung absagen",
  },
});

// A visitor's own tour, opened with the signed link of their tour mail (?t=<token>, issue 46): move
// it to another free time or cancel it. Plain forms: it works without JavaScript.

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  const locale = localeOfPath(url.pathname);
  const tour = await managedTour((await database()).db, token, url.searchParams.get("day"), new Date(), locale);
  const done = url.searchParams.get("done");
  return data(
    {
      tour,
      token: tour.state === "unknown" ? "" : (token ?? ""),
      done: done === "moved" || done === "cancelled" ? done : undefined,
      // Cancelling asks once more (`?confirm=cancel`): a tap by mistake must not give the time away.
      confirmCancel: url.searchParams.get("confirm") === "cancel",
    },
    { status: tour.state === "unknown" ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const errors = words[locale].errors;
  const token = url.searchParams.get("t");
  const form = await request.formData();
  const intent = form.get("intent");
  const startsAt = new Date(String(form.get("startsAt") ?? ""));
  if (intent === "move" && Number.isNaN(startsAt.getTime())) return data({ error: errors.choose }, { status: 400 });
  const outcome = await changeManagedTour(
    (await database()).db,
    token,
    intent === "cancel" ? { intent: "cancel" } : { intent: "move", startsAt },
  );
  if (outcome === undefined) return data({ error: errors.link }, { status: 404 });
  if (outcome === "taken") return data({ error: errors.taken }, { status: 409 });
  if (outcome === "gone") return data({ error: errors.gone }, { status: 409 });
  throw redirect(`${tourPaths[locale].manage}?t=${encodeURIComponent(token ?? "")}&done=${outcome}`, 303);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: MANAGE_TOUR_PATH, locale, noindex: true });
};

export default function ManageTourPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, token, done, confirmCancel } = loaderData;
  const locale = useLocale();
  const t = words[locale];
  const self = tourPaths[locale].manage;
  const newTour = { to: tourPaths[locale].book, label: t.newTour };
  const notice = done === "moved" ? t.moved : done === "cancelled" ? t.cancelled : undefined;
  return (
    <SignedLinkPage notice={notice} error={actionData?.error}>
      {tour.state === "unknown" ? (
        <SignedLinkEnd title={t.unknownTitle} text={t.unknownText} again={newTour} />
      ) : tour.state !== "open" ? (
        <SignedLinkEnd
          title={tour.state === "cancelled" ? t.cancelledTitle : t.overTitle}
          text={t.endedText(tour.when)}
          again={newTour}
        />
      ) : (
        <>
          <div className="space-y-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t.eyebrow}</p>
            <h1 className="text-4xl font-semibold">{tour.when}</h1>
          </div>
          <section aria-labelledby="move-heading" className="space-y-4 rounded-card border border-line bg-surface p-6">
            <h2 id="move-heading" className="text-2xl font-semibold">
              {t.moveHeading}
            </h2>
            <Form method="get" action={self} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="t" value={token} />
              <div className="space-y-2">
                <label htmlFor="move-day" className="block text-sm font-medium">
                  {t.newDate}
                </label>
                <input
                  id="move-day"
                  type="date"
                  name="day"
                  required
                  defaultValue={tour.moveDay?.day ?? tour.day}
                  className="block rounded-lg border border-line bg-surface px-4 py-3"
                />
              </div>
              <button type="submit" className={buttonClass("secondary")}>
                {t.showTimes}
              </button>
            </Form>
            {tour.moveDay ? (
              tour.moveDay.times.length ? (
                <Form method="post" className="space-y-4">
                  <input type="hidden" name="intent" value="move" />
                  <fieldset className="space-y-2">
                    <legend className="font-medium">{t.freeTimesOn(tourDayLabel(tour.moveDay.day, locale))}</legend>
                    <div className="flex flex-wrap gap-2">
                      {tour.moveDay.times.map((time, index) => (
                        <label
                          key={time.startsAt}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-accent"
                        >
                          <input
                            type="radio"
                            name="startsAt"
                            value={time.startsAt}
                            required
                            defaultChecked={index === 0}
                          />
                          {tourTimeLabel(time.time, locale)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <button type="submit" className={buttonClass("primary")}>
                    {t.move}
                  </button>
                </Form>
              ) : (
                <p>{t.noTimes}</p>
              )
            ) : null}
          </section>
          <section
            aria-labelledby="cancel-heading"
            className="space-y-4 rounded-card border border-line bg-surface p-6"
          >
            <h2 id="cancel-heading" className="text-2xl font-semibold">
              {t.cancelHeading}
            </h2>
            <p className="text-ink-muted">{t.cancelText}</p>
            {confirmCancel ? (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <p className="w-full font-medium">{t.cancelAsk(tour.when)}</p>
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className={buttonClass("primary")}>
                  {t.cancelYes}
                </button>
                <Link to={`${self}?t=${encodeURIComponent(token)}`} className={buttonClass("secondary")}>
                  {t.keep}
                </Link>
              </Form>
            ) : (
              <Form method="get" action={self}>
                <input type="hidden" name="t" value={token} />
                <input type="hidden" name="confirm" value="cancel" />
                <button type="submit" className={buttonClass("secondary")}>
                  {t.cancel}
                </button>
              </Form>
            )}
          </section>
        </>
      )}
    </SignedLinkPage>
  );
}
