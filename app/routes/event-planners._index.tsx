import { CardGrid } from "~/components/handbook/CardGrid";
import { ContentLink } from "~/components/handbook/ContentLink";
import { FaqGroups } from "~/components/handbook/FaqGroups";
import { HandbookHero } from "~/components/handbook/HandbookHero";
import { PeopleGrid } from "~/components/handbook/PeopleGrid";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { ContentSection, SectionHeader } from "~/components/handbook/SectionHeader";
import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { handbookIndex } from "~/content/gated/handbook.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader } from "~/features/gate/gate.server";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import type { Route } from "./+types/event-planners._index";

export const meta: Route.MetaFunction = ({ location }) => gatedSeo("/event-planners", location.pathname);

// The welcome film is an island; the rest of the handbook's index is HTML.
export const handle = islandsPage;

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "event-planners", (locale) => handbookIndex()[locale]);
}

export default function HandbookOverview({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return null; // the layout shows the password form
  const { hero, video, whatsNext, moreTopics, aboutLocation, team, generalTerms, venues, furniture, faq } =
    loaderData.content;
  return (
    <>
      <HandbookHero hero={hero} />

      <ContentSection id="welcome-film">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeader id="welcome-film" heading={video.heading} lead={video.lead} />
          <Island
            name="ConsentEmbed"
            component={ConsentEmbed}
            props={{ src: video.src, title: video.title, provider: video.provider, poster: video.poster }}
          />
        </div>
      </ContentSection>

      <CardGrid section={whatsNext} columns={4} />

      <nav aria-labelledby="more-topics-heading" className="container-page pb-6">
        <div className="rounded-card border border-line bg-surface-raised p-6 md:p-8">
          <h2 id="more-topics-heading" className="text-2xl font-semibold">
            {moreTopics.heading}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {moreTopics.links.map((link) => (
              <li key={link.href}>
                <ContentLink
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-5 text-ink hover:border-accent"
                >
                  {link.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <ProseBlock section={aboutLocation} />

      <ContentSection id={team.id}>
        <SectionHeader id={team.id} heading={team.heading} lead={team.lead} />
        <PeopleGrid people={team.people} />
      </ContentSection>

      <ProseBlock section={generalTerms} />

      <CardGrid section={venues} />

      <ProseBlock
        section={furniture}
        aside={
          <ul className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {furniture.setups.map((setup) => (
              <li key={setup.name} className="rounded-card border border-line bg-surface p-5">
                <h3 className="text-lg font-semibold">{setup.name}</h3>
                <p className="mt-1 text-sm text-ink-muted">{setup.text}</p>
              </li>
            ))}
          </ul>
        }
      />

      <ContentSection id={faq.id}>
        <SectionHeader id={faq.id} heading={faq.heading} lead={faq.lead} />
        <FaqGroups groups={faq.groups} />
      </ContentSection>
    </>
  );
}
