import { CardGrid } from "~/components/handbook/CardGrid";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ContentSection, SectionHeader } from "~/components/handbook/SectionHeader";
import { eventTypesPage } from "~/content/gated/event-types.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.types-of-events";

export const meta: Route.MetaFunction = ({ location }) =>
  gatedSeo("/event-planners/types-of-events", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => eventTypesPage[locale]);
}

export default function TypesOfEvents({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, types, clients } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <CardGrid section={types} columns={3} />
      <ContentSection id={clients.id}>
        <SectionHeader id={clients.id} heading={clients.heading} lead={clients.lead} />
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {clients.clients.map((client) => (
            <li key={client.name} className="rounded-card border border-line bg-surface px-5 py-4">
              <p className="font-display text-lg font-semibold">{client.name}</p>
              <p className="text-sm text-ink-muted">{client.sector}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}
