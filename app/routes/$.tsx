import { data } from "react-router";
import { NotFound } from "~/components/sections/NotFound";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/$";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Page not found",
    description: "This page does not exist at SPARK Frankfurt. Explore our stages, spaces and offers instead.",
    path: loaderData?.path ?? "/404",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
