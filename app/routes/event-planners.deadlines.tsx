import { DataTable } from "~/components/handbook/DataTable";
import { FactList } from "~/components/handbook/FactList";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { StepTimeline } from "~/components/handbook/StepTimeline";
import { deadlinesPage } from "~/content/gated/deadlines.server";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/event-planners.deadlines";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Deadlines | Event Planners' Handbook",
    description:
      "Change deadline, rush charges, guest numbers and technical files for booked SPARK Frankfurt events. Password protected.",
    path: "/event-planners/deadlines",
    noindex: true,
  });

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", () => deadlinesPage);
}

export default function Deadlines({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, timeline, rushCharges, participants, techFiles } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backTo={{ label: "Handbook overview", href: "/event-planners" }} />
      <StepTimeline section={timeline} />
      <DataTable section={rushCharges} />
      <FactList section={participants} />
      <ProseBlock section={techFiles} />
    </>
  );
}
