import { data, Form, Link, redirect } from "react-router";
import { SignedLinkEnd, SignedLinkPage } from "~/components/layout/SignedLinkPage";
import { buttonClass } from "~/components/ui/Button";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { MANAGE_ENQUIRY_PATH } from "../../server/domain/enquiries/enquiry-paths.ts";
import { changeManagedEnquiry, managedEnquiry } from "../../server/domain/enquiries/manage-enquiry.ts";
import type { Route } from "./+types/enquire.manage";

// A visitor's own event enquiry, opened with the signed link of their enquiry mails (?t=<token>,
// issue 47, decision 1141): each date's state, release the option or ask us to confirm it. Plain
// forms: it works without JavaScript. English for now; its German twin comes with the bilingual pages.

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  const enquiry = await managedEnquiry((await database()).db, token);
  const done = url.searchParams.get("done");
  return data(
    {
      enquiry,
      token: enquiry.state === "unknown" ? "" : (token ?? ""),
      done: done === "released" || done === "requested" ? (done as keyof typeof notices) : undefined,
      // Releasing asks once more (`?confirm=release`): a tap by mistake must not give the dates away.
      confirmRelease: url.searchParams.get("confirm") === "release",
    },
    { status: enquiry.state === "unknown" ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  const intent = (await request.formData()).get("intent");
  if (intent !== "release" && intent !== "confirm")
    return data({ error: "Please use one of the buttons on this page." }, { status: 400 });
  const outcome = await changeManagedEnquiry((await database()).db, token, intent);
  if (outcome === undefined) return data({ error: "This link does not work." }, { status: 404 });
  if (outcome === "gone") return data({ error: "Your enquiry holds no option any more." }, { status: 409 });
  if (outcome === "not first")
    return data(
      { error: "You can ask us to confirm once your enquiry holds the first option on every date." },
      { status: 409 },
    );
  throw redirect(`${MANAGE_ENQUIRY_PATH}?t=${encodeURIComponent(token ?? "")}&done=${outcome}`, 303);
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Your enquiry",
    description: "See the option of your event enquiry at SPARK Frankfurt, release it or ask us to confirm.",
    path: MANAGE_ENQUIRY_PATH,
    noindex: true,
  });

const notices = {
  released: "Your option is released.",
  requested: "We have your request to confirm. We will send you the offer.",
} as const;

export default function ManageEnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, token, done, confirmRelease } = loaderData;
  const self = `${MANAGE_ENQUIRY_PATH}?t=${encodeURIComponent(token)}`;
  return (
    <SignedLinkPage notice={done ? notices[done] : undefined} error={actionData?.error}>
      {enquiry.state === "unknown" ? (
        <SignedLinkEnd
          title="This link does not work"
          text="Please open the link from your enquiry e-mail. You can also"
          again={{ to: "/enquire", label: "send a new enquiry" }}
        />
      ) : (
        <>
          <div className="space-y-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">Your enquiry</p>
            <h1 className="text-4xl font-semibold">{enquiry.space}</h1>
          </div>
          <section aria-labelledby="dates-heading" className="space-y-4 rounded-card border border-line bg-surface p-6">
            <h2 id="dates-heading" className="text-2xl font-semibold">
              Your dates
            </h2>
            <ul className="space-y-3">
              {enquiry.dates.map((date) => (
                <li key={date.day} data-state={date.state} className="space-y-1">
                  <p className="font-medium">{date.when}</p>
                  <p className="text-ink-muted">{date.stateText}</p>
                </li>
              ))}
            </ul>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-medium text-ink-muted">Guests</dt>
              <dd>{enquiry.guests}</dd>
              {enquiry.setup ? (
                <>
                  <dt className="text-sm font-medium text-ink-muted">Setup</dt>
                  <dd>{enquiry.setup}</dd>
                </>
              ) : null}
              {enquiry.estimate ? (
                <>
                  <dt className="text-sm font-medium text-ink-muted">Estimate</dt>
                  <dd>
                    {enquiry.estimate.gross} incl. VAT ({enquiry.estimate.net} net). An estimate, not an offer.
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="text-sm text-ink-muted">Times are Frankfurt time.</p>
          </section>
          {enquiry.state === "open" ? (
            <>
              <section
                aria-labelledby="confirm-heading"
                className="space-y-4 rounded-card border border-line bg-surface p-6"
              >
                <h2 id="confirm-heading" className="text-2xl font-semibold">
                  Ask us to confirm
                </h2>
                {enquiry.can.confirm ? (
                  <>
                    <p className="text-ink-muted">
                      We send you the offer for your dates; the option becomes a booking when you sign it.
                    </p>
                    <Form method="post">
                      <input type="hidden" name="intent" value="confirm" />
                      <button type="submit" className={buttonClass("primary")}>
                        Ask to confirm
                      </button>
                    </Form>
                  </>
                ) : (
                  <p className="text-ink-muted">
                    Another enquiry holds the first option on your dates. You can ask us to confirm once yours moves up;
                    we will tell you by e-mail.
                  </p>
                )}
              </section>
              <section
                aria-labelledby="release-heading"
                className="space-y-4 rounded-card border border-line bg-surface p-6"
              >
                <h2 id="release-heading" className="text-2xl font-semibold">
                  Release your option
                </h2>
                <p className="text-ink-muted">
                  Your dates are no longer held for you, and the next enquiry waiting for them moves up.
                </p>
                {confirmRelease ? (
                  <Form method="post" className="flex flex-wrap items-center gap-3">
                    <p className="w-full font-medium">Release your option on {enquiry.space}?</p>
                    <input type="hidden" name="intent" value="release" />
                    <button type="submit" className={buttonClass("primary")}>
                      Yes, release the option
                    </button>
                    <Link to={self} className={buttonClass("secondary")}>
                      Keep my option
                    </Link>
                  </Form>
                ) : (
                  <Form method="get" action={MANAGE_ENQUIRY_PATH}>
                    <input type="hidden" name="t" value={token} />
                    <input type="hidden" name="confirm" value="release" />
                    <button type="submit" className={buttonClass("secondary")}>
                      Release option
                    </button>
                  </Form>
                )}
              </section>
            </>
          ) : (
            <p className="text-ink-muted">
              {enquiry.state === "booked"
                ? "Your event is booked; there is nothing to change here. We will be in touch about the details. "
                : "Your enquiry holds no dates any more. "}
              You are welcome to{" "}
              <Link to="/enquire" className="text-accent underline">
                send a new enquiry
              </Link>
              .
            </p>
          )}
        </>
      )}
    </SignedLinkPage>
  );
}
