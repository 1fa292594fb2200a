import { DataTable } from "~/components/handbook/DataTable";
import { FactList } from "~/components/handbook/FactList";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { StepTimeline } from "~/components/handbook/StepTimeline";
import { deadlinesPage } from "~/content/gated/deadlines.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.deadlines";

export const meta: Route.MetaFunction = ({ location }) => gatedSeo("/event-planners/deadlines", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => deadlinesPage[locale]);
}

export default function Deadlines({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, timeline, rushCharges, participants, techFiles } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <StepTimeline section={timeline} />
      <DataTable section={rushCharges} />
      <FactList section={participants} />
      <ProseBlock section={techFiles} />
    </>
  );
}
