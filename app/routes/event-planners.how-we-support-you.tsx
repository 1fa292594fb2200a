import { CardGrid } from "~/components/handbook/CardGrid";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { StepTimeline } from "~/components/handbook/StepTimeline";
import { supportPage } from "~/content/gated/support.server";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/event-planners.how-we-support-you";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "How we support you | Event Planners' Handbook",
    description:
      "How the SPARK Frankfurt event team works with booked clients, from the kick-off call to the debrief. Password protected.",
    path: "/event-planners/how-we-support-you",
    noindex: true,
  });

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", () => supportPage);
}

export default function HowWeSupportYou({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, journey, services, eventDay, contact } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backTo={{ label: "Handbook overview", href: "/event-planners" }} />
      <StepTimeline section={journey} />
      <CardGrid section={services} />
      <ProseBlock section={eventDay} />
      <ProseBlock section={contact} />
    </>
  );
}
