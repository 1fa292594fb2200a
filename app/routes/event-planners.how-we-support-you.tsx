import { CardGrid } from "~/components/handbook/CardGrid";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { StepTimeline } from "~/components/handbook/StepTimeline";
import { supportPage } from "~/content/gated/support.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.how-we-support-you";

export const meta: Route.MetaFunction = ({ location }) =>
  gatedSeo("/event-planners/how-we-support-you", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => supportPage()[locale]);
}

export default function HowWeSupportYou({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, journey, services, eventDay, contact } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <StepTimeline section={journey} />
      <CardGrid section={services} />
      <ProseBlock section={eventDay} />
      <ProseBlock section={contact} />
    </>
  );
}
