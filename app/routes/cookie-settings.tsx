import { Link } from "react-router";
import { saveCookieSettings } from "~/features/consent/consent.server";
import { CookieSettingsForm } from "~/features/consent/CookieSettingsForm";
import { CONSENT_MONTHS } from "~/content/cookies";
import { COOKIE_SETTINGS_SAVED } from "~/features/consent/settings";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/cookie-settings";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Cookie Settings",
    description:
      "Choose which cookies SPARK Frankfurt may use: essential cookies are always on; analytics and marketing are your choice, and videos and the 360° tour follow it.",
    path: "/cookie-settings",
  });

// A page of islands (docs/decisions/0692): the form is the one island.
export const handle = islandsPage;

// Without JavaScript the form posts here and the server stores the choice in the same cookie.
export function action({ request }: Route.ActionArgs) {
  return saveCookieSettings(request);
}

export default function CookieSettingsPage({ actionData }: Route.ComponentProps) {
  const saved = actionData?.saved ? actionData.choice : undefined;
  return (
    <section className="container-page pb-24 pt-36 md:pt-44">
      <div className="max-w-3xl">
        <h1 className="text-title font-semibold">Cookie Settings</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Decide which cookies we may use. Your choice is stored in a cookie on this device for {CONSENT_MONTHS} months
          and applies to every page of the site, including videos and the 360° tour, which only load automatically with
          marketing consent. Details are in our{" "}
          <Link to="/cookie-policy" className="text-accent underline underline-offset-4">
            Cookie Policy
          </Link>
          .
        </p>
        {saved ? (
          <p
            role="status"
            className="mt-6 rounded-card border border-success/50 bg-success/10 p-4 font-semibold text-ink"
          >
            {COOKIE_SETTINGS_SAVED}
          </p>
        ) : null}
        <div className="mt-10">
          <Island name="CookieSettingsForm" component={CookieSettingsForm} props={{ saved }} />
        </div>
      </div>
    </section>
  );
}
