import { DownloadList } from "~/components/handbook/DownloadList";
import { FactList } from "~/components/handbook/FactList";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { paymentPage } from "~/content/gated/payment.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.payment-information";

export const meta: Route.MetaFunction = ({ location }) =>
  gatedSeo("/event-planners/payment-information", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => paymentPage[locale]);
}

export default function PaymentInformation({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, schedule, methods, cancellation, overtime, terms } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <FactList section={schedule} highlight />
      <FactList section={methods} />
      <FactList section={cancellation} />
      <FactList section={overtime} />
      <DownloadList section={terms} />
    </>
  );
}
