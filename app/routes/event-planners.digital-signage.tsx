import { CardGrid } from "~/components/handbook/CardGrid";
import { DataTable } from "~/components/handbook/DataTable";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { StepTimeline } from "~/components/handbook/StepTimeline";
import { signagePage } from "~/content/gated/signage.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.digital-signage";

export const meta: Route.MetaFunction = ({ location }) =>
  gatedSeo("/event-planners/digital-signage", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => signagePage[locale]);
}

export default function DigitalSignage({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, screens, specifications, delivery, defaults } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <CardGrid section={screens} columns={4} />
      <DataTable section={specifications} />
      <StepTimeline section={delivery} />
      <ProseBlock section={defaults} />
    </>
  );
}
