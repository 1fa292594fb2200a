import { gatedArtResponse } from "~/features/gate/gated-art.server";
import type { Route } from "./+types/event-planners.art.$";

// The pictures of the handbook's pages, for unlocked visitors only (app/features/gate/gated-art.server.ts).
export function loader({ request, params }: Route.LoaderArgs) {
  return gatedArtResponse(request, "event-planners", params["*"]);
}
