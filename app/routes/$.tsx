import { data } from "react-router";
import { NotFound } from "~/components/sections/NotFound";
import { seo } from "~/lib/seo";
import { bilingual, localeOfPath } from "~/lib/i18n/locale";
import type { Route } from "./+types/$";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

const words = bilingual({
  en: {
    title: "Page not found",
    description: "This page does not exist at SPARK Frankfurt. Explore our stages, spaces and offers instead.",
  },
  de: {
    title: "Seite nicht gefunden",
    description:
      "Diese Seite gibt es bei SPARK Frankfurt nicht. Entdecken Sie stattdessen unsere Bühnen, Flächen und Angebote.",
  },
});

// A missing page under /de/ answers in German.
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  seo({
    ...words[localeOfPath(location.pathname)],
    path: loaderData?.path ?? "/404",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
