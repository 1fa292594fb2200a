import { Outlet } from "react-router";
import { HandbookNav } from "~/components/handbook/HandbookNav";
import { GatedArt } from "~/components/media/ArtImage";
import { handbookNav } from "~/content/gated/handbook.server";
import { gatedHeaders, gatedLoader, unlockAction } from "~/features/gate/gate.server";
import { PasswordGate } from "~/features/gate/PasswordGate";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/event-planners";

// The event planners' handbook: one gate in front of /event-planners and all its sub pages. Each
// page's own loader checks the cookie as well, so no sub page can answer with content on its own.

// The handbook is HTML: its password form posts without script, its FAQs are <details>, its links
// plain links (docs/decisions/0658). The index page, with its film, is a page of islands instead.
export const handle: PageHandle = { react: false };

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => handbookNav[locale]);
}

/** The password form of every handbook page posts here. */
export function action({ request, context }: Route.ActionArgs) {
  return unlockAction(request, context, "event-planners");
}

export default function EventPlannersHandbook({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) return <PasswordGate gate="event-planners" result={actionData} />;
  return (
    <GatedArt gate="event-planners">
      <Outlet />
      <HandbookNav nav={loaderData.content} />
    </GatedArt>
  );
}
