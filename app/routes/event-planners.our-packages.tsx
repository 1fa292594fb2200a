import { ArtImage } from "~/components/media/ArtImage";
import { DownloadLink } from "~/components/handbook/DownloadLink";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { ContentSection, SectionHeader } from "~/components/handbook/SectionHeader";
import { packagesPage } from "~/content/gated/packages.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import type { Route } from "./+types/event-planners.our-packages";

export const meta: Route.MetaFunction = ({ location }) => gatedSeo("/event-planners/our-packages", location.pathname);

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => packagesPage[locale]);
}

export default function OurPackages({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, decks, howToBook } = loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} backToOverview />
      <ContentSection id={decks.id}>
        <SectionHeader id={decks.id} heading={decks.heading} lead={decks.lead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {decks.items.map((deck) => (
            <li
              key={deck.id}
              id={deck.id}
              className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
            >
              <ArtImage
                art={deck.image}
                alt=""
                sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
                className="block aspect-[16/10] w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-semibold">{deck.title}</h3>
                <p className="mt-3 text-ink-muted">{deck.summary}</p>
                <ul className="mb-6 mt-4 space-y-2 text-sm">
                  {deck.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2">
                      <span aria-hidden="true" className="text-accent">
                        •
                      </span>
                      {highlight}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto">
                  <DownloadLink download={deck.download} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ProseBlock section={howToBook} />
    </>
  );
}
