import { data, Form, Link, redirect } from "react-router";
import { SignedLinkEnd, SignedLinkPage } from "~/components/layout/SignedLinkPage";
import { buttonClass } from "~/components/ui/Button";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { changeManagedTour, managedTour } from "../../server/domain/booking/manage-tour.ts";
import { MANAGE_TOUR_PATH } from "../../server/domain/booking/tour-paths.ts";
import { dayLabel } from "../../server/domain/company/venue-time.ts";
import type { Route } from "./+types/book-tour.manage";

// A visitor's own tour, opened with the signed link of their tour mail (?t=<token>, issue 46): move
// it to another free time or cancel it. Plain forms: it works without JavaScript.

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  const tour = await managedTour((await database()).db, token, url.searchParams.get("day"));
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
  const token = url.searchParams.get("t");
  const form = await request.formData();
  const intent = form.get("intent");
  const startsAt = new Date(String(form.get("startsAt") ?? ""));
  if (intent === "move" && Number.isNaN(startsAt.getTime()))
    return data({ error: "Please choose one of the free times." }, { status: 400 });
  const outcome = await changeManagedTour(
    (await database()).db,
    token,
    intent === "cancel" ? { intent: "cancel" } : { intent: "move", startsAt },
  );
  if (outcome === undefined) return data({ error: "This link does not work." }, { status: 404 });
  if (outcome === "taken")
    return data({ error: "That time has just been taken. Please choose another one." }, { status: 409 });
  if (outcome === "gone") return data({ error: "This tour can no longer be changed." }, { status: 409 });
  throw redirect(`${MANAGE_TOUR_PATH}?t=${encodeURIComponent(token ?? "")}&done=${outcome}`, 303);
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Your tour",
    description: "Move or cancel your tour of SPARK Frankfurt.",
    path: MANAGE_TOUR_PATH,
    noindex: true,
  });

const newTour = { to: "/book-tour", label: "book a new tour" };

export default function ManageTourPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, token, done, confirmCancel } = loaderData;
  const notice =
    done === "moved"
      ? "Your tour is moved. We sent you the new calendar invite."
      : done === "cancelled"
        ? "Your tour is cancelled. We sent you the cancellation for your calendar."
        : undefined;
  return (
    <SignedLinkPage notice={notice} error={actionData?.error}>
      {tour.state === "unknown" ? (
        <SignedLinkEnd
          title="This link does not work"
          text="Please open the link from your tour e-mail. You can also"
          again={newTour}
        />
      ) : tour.state !== "open" ? (
        <SignedLinkEnd
          title={tour.state === "cancelled" ? "This tour is cancelled" : "This tour has taken place"}
          text={`The tour on ${tour.when} can no longer be changed. You are welcome to`}
          again={newTour}
        />
      ) : (
        <>
          <div className="space-y-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">Your tour</p>
            <h1 className="text-4xl font-semibold">{tour.when}</h1>
          </div>
          <section aria-labelledby="move-heading" className="space-y-4 rounded-card border border-line bg-surface p-6">
            <h2 id="move-heading" className="text-2xl font-semibold">
              Move your tour
            </h2>
            <Form method="get" action={MANAGE_TOUR_PATH} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="t" value={token} />
              <div className="space-y-2">
                <label htmlFor="move-day" className="block text-sm font-medium">
                  New date
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
                Show free times
              </button>
            </Form>
            {tour.moveDay ? (
              tour.moveDay.times.length ? (
                <Form method="post" className="space-y-4">
                  <input type="hidden" name="intent" value="move" />
                  <fieldset className="space-y-2">
                    <legend className="font-medium">Free times on {dayLabel(tour.moveDay.day)}</legend>
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
                          {time.time}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <button type="submit" className={buttonClass("primary")}>
                    Move tour
                  </button>
                </Form>
              ) : (
                <p>No free tour times on that day. Please choose another date.</p>
              )
            ) : null}
          </section>
          <section
            aria-labelledby="cancel-heading"
            className="space-y-4 rounded-card border border-line bg-surface p-6"
          >
            <h2 id="cancel-heading" className="text-2xl font-semibold">
              Cancel your tour
            </h2>
            <p className="text-ink-muted">
              Your time is released at once and you receive the cancellation for your calendar.
            </p>
            {confirmCancel ? (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <p className="w-full font-medium">Cancel your tour on {tour.when}?</p>
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className={buttonClass("primary")}>
                  Yes, cancel the tour
                </button>
                <Link to={`${MANAGE_TOUR_PATH}?t=${encodeURIComponent(token)}`} className={buttonClass("secondary")}>
                  Keep my tour
                </Link>
              </Form>
            ) : (
              <Form method="get" action={MANAGE_TOUR_PATH}>
                <input type="hidden" name="t" value={token} />
                <input type="hidden" name="confirm" value="cancel" />
                <button type="submit" className={buttonClass("secondary")}>
                  Cancel tour
                </button>
              </Form>
            )}
          </section>
        </>
      )}
    </SignedLinkPage>
  );
}
