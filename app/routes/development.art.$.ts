import { gatedArtResponse } from "~/features/gate/gated-art.server";
import type { Route } from "./+types/development.art.$";

// The pictures of /development (floor plans and the rest), for unlocked visitors only.
export function loader({ request, params }: Route.LoaderArgs) {
  return gatedArtResponse(request, "development", params["*"]);
}
