import { CardGrid } from "~/components/handbook/CardGrid";
import { DataTable } from "~/components/handbook/DataTable";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { StepTimeline } from "~/components/handbook/StepTimeline";
import { signagePage } from "~/content/gated/signage.server";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/event-planners.digital-signage";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Digital signage | Event Planners' Handbook",
    description:
      "The screens at SPARK Frankfurt, their formats and when booked clients deliver their content. Password protected.",
    path: "/event-planners/digital-signage",
    noindex: true,
  });

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", () => signagePage);
}

export default function DigitalSignage({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, screens, specifications, delivery, defaults } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backTo={{ label: "Handbook overview", href: "/event-planners" }} />
      <CardGrid section={screens} columns={4} />
      <DataTable section={specifications} />
      <StepTimeline section={delivery} />
      <ProseBlock section={defaults} />
    </>
  );
}
