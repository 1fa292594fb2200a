import { data, Form, Link, redirect } from "react-router";
import { SignedLinkEnd, SignedLinkPage } from "~/components/layout/SignedLinkPage";
import { buttonClass } from "~/components/ui/Button";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { database } from "../../server/db/index.ts";
import { enquiryPaths, MANAGE_ENQUIRY_PATH } from "../../server/domain/enquiries/enquiry-paths.ts";
import { changeManagedEnquiry, managedEnquiry } from "../../server/domain/enquiries/manage-enquiry.ts";
import type { Route } from "./+types/enquire.manage";

// A visitor's own event enquiry, opened with the signed link of their enquiry mails (?t=<token>,
// issue 47, decision 1141): each date's state, release the option or ask us to confirm it. Plain
// forms: it works without JavaScript. In the page's language: the mails of a German enquiry link to
// the German twin (issue 44).

const words = bilingual({
  en: {
    title: "Your enquiry",
    description: "See the option of your event enquiry at SPARK Frankfurt, release it or ask us to confirm.",
    errors: {
      buttons: "Please use one of the buttons on this page.",
      link: "This link does not work.",
      gone: "Your enquiry holds no option any more.",
      notFirst: "You can ask us to confirm once your enquiry holds the first option on every date.",
    },
    notices: {
      released: "Your option is released.",
      requested: "We have your request to confirm. We will send you the offer.",
    },
    unknownTitle: "This link does not work",
    unknownText: "Please open the link from your enquiry e-mail. You can also",
    newEnquiry: "send a new enquiry",
    eyebrow: "Your enquiry",
    dates: "Your dates",
    guests: "Guests",
    setup: "Setup",
    estimate: "Estimate",
    estimateText: (gross: string, net: string) => `${gross} incl. VAT (${net} net). An estimate, not an offer.`,
    times: "Times are Frankfurt time.",
    confirmHeading: "Ask us to confirm",
    confirmText: "We send you the offer for your dates; the option becomes a booking when you sign it.",
    confirm: "Ask to confirm",
    confirmLater:
      "Another enquiry holds the first option on your dates. You can ask us to confirm once yours moves up; we will tell you by e-mail.",
    releaseHeading: "Release your option",
    releaseText: "Your dates are no longer held for you, and the next enquiry waiting for them moves up.",
    releaseAsk: (space: string) => `Release your option on ${space}?`,
    releaseYes: "Yes, release the option",
    keep: "Keep my option",
    release: "Release option",
    booked: "Your event is booked; there is nothing to change here. We will be in touch about the details. ",
    ended: "Your enquiry holds no dates any more. ",
    welcome: "You are welcome to",
  },
  de: {
    title: "Ihre Anfrage",
    description:
      "Die Option Ihrer Veranstaltungsanfrage bei SPARK Frankfurt ansehen, freigeben oder bestätigen lassen.",
    errors: {
      buttons: "Bitte verwenden Sie eine der Schaltflächen auf dieser Seite.",
      link: "Dieser Link funktioniert nicht.",
      gone: "Ihre Anfrage hält keine Option mehr.",
      notFirst: "Sie können uns um die Bestätigung bitten, sobald Ihre Anfrage an jedem Termin die 1. Option hält.",
    },
    notices: {
      released: "Ihre Option ist freigegeben.",
      requested: "Wir haben Ihre Bitte um Bestätigung erhalten und senden Ihnen das Angebot.",
    },
    unknownTitle: "Dieser Link funktioniert nicht",
    unknownText: "Bitte öffnen Sie den Link aus der E-Mail zu Ihrer Anfrage. Sie können auch",
    newEnquiry: "eine neue Anfrage senden",
    eyebrow: "Ihre Anfrage",
    dates: "Ihre Termine",
    guests: "Personen",
    setup: "Bestuhlung",
    estimate: "Kostenschätzung",
    estimateText: (gross: string, net: string) =>
      `${gross} inkl. MwSt. (${net} netto). Eine Kostenschätzung, kein Angebot.`,
    times: "Alle Uhrzeiten in Frankfurter Zeit.",
    confirmHeading: "Um Bestätigung bitten",
    confirmText:
      "Wir senden Ihnen das Angebot für Ihre Termine; mit Ihrer Unterschrift wird aus der Option eine verbindliche Buchung.",
    confirm: "Bestätigung anfordern",
    confirmLater:
      "Eine andere Anfrage hält die 1. Option auf Ihre Termine. Sobald Ihre Anfrage nachrückt, können Sie uns um die Bestätigung bitten; wir informieren Sie per E-Mail.",
    releaseHeading: "Option freigeben",
    releaseText: "Ihre Termine werden nicht mehr für Sie gehalten, und die nächste wartende Anfrage rückt nach.",
    releaseAsk: (space: string) => `Ihre Option für ${space} freigeben?`,
    releaseYes: "Ja, Option freigeben",
    keep: "Option behalten",
    release: "Option freigeben",
    booked: "Ihre Veranstaltung ist gebucht; hier gibt es nichts mehr zu ändern. Wir melden uns zu den Details. ",
    ended: "Ihre Anfrage hält keine Termine mehr. ",
    welcome: "Sie können gern",
  },
});

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  const enquiry = await managedEnquiry((await database()).db, token, localeOfPath(url.pathname));
  const done = url.searchParams.get("done");
  return data(
    {
      enquiry,
      token: enquiry.state === "unknown" ? "" : (token ?? ""),
      done: done === "released" || done === "requested" ? (done as "released" | "requested") : undefined,
      // Releasing asks once more (`?confirm=release`): a tap by mistake must not give the dates away.
      confirmRelease: url.searchParams.get("confirm") === "release",
    },
    { status: enquiry.state === "unknown" ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const errors = words[locale].errors;
  const token = url.searchParams.get("t");
  const intent = (await request.formData()).get("intent");
  if (intent !== "release" && intent !== "confirm") return data({ error: errors.buttons }, { status: 400 });
  const outcome = await changeManagedEnquiry((await database()).db, token, intent);
  if (outcome === undefined) return data({ error: errors.link }, { status: 404 });
  if (outcome === "gone") return data({ error: errors.gone }, { status: 409 });
  if (outcome === "not first") return data({ error: errors.notFirst }, { status: 409 });
  throw redirect(`${enquiryPaths[locale].manage}?t=${encodeURIComponent(token ?? "")}&done=${outcome}`, 303);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: MANAGE_ENQUIRY_PATH, locale, noindex: true });
};

export default function ManageEnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, token, done, confirmRelease } = loaderData;
  const locale = useLocale();
  const t = words[locale];
  const paths = enquiryPaths[locale];
  const self = `${paths.manage}?t=${encodeURIComponent(token)}`;
  return (
    <SignedLinkPage notice={done ? t.notices[done] : undefined} error={actionData?.error}>
      {enquiry.state === "unknown" ? (
        <SignedLinkEnd title={t.unknownTitle} text={t.unknownText} again={{ to: paths.enquire, label: t.newEnquiry }} />
      ) : (
        <>
          <div className="space-y-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t.eyebrow}</p>
            <h1 className="text-4xl font-semibold">{enquiry.space}</h1>
          </div>
          <section aria-labelledby="dates-heading" className="space-y-4 rounded-card border border-line bg-surface p-6">
            <h2 id="dates-heading" className="text-2xl font-semibold">
              {t.dates}
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
              <dt className="text-sm font-medium text-ink-muted">{t.guests}</dt>
              <dd>{enquiry.guests}</dd>
              {enquiry.setup ? (
                <>
                  <dt className="text-sm font-medium text-ink-muted">{t.setup}</dt>
                  <dd>{enquiry.setup}</dd>
                </>
              ) : null}
              {enquiry.estimate ? (
                <>
                  <dt className="text-sm font-medium text-ink-muted">{t.estimate}</dt>
                  <dd>{t.estimateText(enquiry.estimate.gross, enquiry.estimate.net)}</dd>
                </>
              ) : null}
            </dl>
            <p className="text-sm text-ink-muted">{t.times}</p>
          </section>
          {enquiry.state === "open" ? (
            <>
              <section
                aria-labelledby="confirm-heading"
                className="space-y-4 rounded-card border border-line bg-surface p-6"
              >
                <h2 id="confirm-heading" className="text-2xl font-semibold">
                  {t.confirmHeading}
                </h2>
                {enquiry.can.confirm ? (
                  <>
                    <p className="text-ink-muted">{t.confirmText}</p>
                    <Form method="post">
                      <input type="hidden" name="intent" value="confirm" />
                      <button type="submit" className={buttonClass("primary")}>
                        {t.confirm}
                      </button>
                    </Form>
                  </>
                ) : (
                  <p className="text-ink-muted">{t.confirmLater}</p>
                )}
              </section>
              <section
                aria-labelledby="release-heading"
                className="space-y-4 rounded-card border border-line bg-surface p-6"
              >
                <h2 id="release-heading" className="text-2xl font-semibold">
                  {t.releaseHeading}
                </h2>
                <p className="text-ink-muted">{t.releaseText}</p>
                {confirmRelease ? (
                  <Form method="post" className="flex flex-wrap items-center gap-3">
                    <p className="w-full font-medium">{t.releaseAsk(enquiry.space)}</p>
                    <input type="hidden" name="intent" value="release" />
                    <button type="submit" className={buttonClass("primary")}>
                      {t.releaseYes}
                    </button>
                    <Link to={self} className={buttonClass("secondary")}>
                      {t.keep}
                    </Link>
                  </Form>
                ) : (
                  <Form method="get" action={paths.manage}>
                    <input type="hidden" name="t" value={token} />
                    <input type="hidden" name="confirm" value="release" />
                    <button type="submit" className={buttonClass("secondary")}>
                      {t.release}
                    </button>
                  </Form>
                )}
              </section>
            </>
          ) : (
            <p className="text-ink-muted">
              {enquiry.state === "booked" ? t.booked : t.ended}
              {t.welcome}{" "}
              <Link to={paths.enquire} className="text-accent underline">
                {t.newEnquiry}
              </Link>
              .
            </p>
          )}
        </>
      )}
    </SignedLinkPage>
  );
}
