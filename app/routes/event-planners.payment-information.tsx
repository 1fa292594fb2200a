import { DownloadList } from "~/components/handbook/DownloadList";
import { FactList } from "~/components/handbook/FactList";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { paymentPage } from "~/content/gated/payment.server";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/event-planners.payment-information";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Payment information | Event Planners' Handbook",
    description:
      "Payment schedule, methods, cancellation and overtime for booked SPARK Frankfurt events, with the terms in English and German. Password protected.",
    path: "/event-planners/payment-information",
    noindex: true,
  });

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", () => paymentPage);
}

export default function PaymentInformation({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, schedule, methods, cancellation, overtime, terms } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backTo={{ label: "Handbook overview", href: "/event-planners" }} />
      <FactList section={schedule} highlight />
      <FactList section={methods} />
      <FactList section={cancellation} />
      <FactList section={overtime} />
      <DownloadList section={terms} />
    </>
  );
}
