import { CaptionedCarousel } from "~/components/development/CaptionedCarousel";
import { FloorPlanDialog } from "~/components/development/FloorPlanDialog";
import { MasterplanDialog } from "~/components/development/MasterplanDialog";
import { PhaseGrid } from "~/components/development/PhaseGrid";
import { ProposalSection } from "~/components/development/ProposalSection";
import { CardGrid } from "~/components/handbook/CardGrid";
import { FactList } from "~/components/handbook/FactList";
import { ProseBlock } from "~/components/handbook/ProseBlock";
import { ContentSection, SectionHeader } from "~/components/handbook/SectionHeader";
import { GatedArt } from "~/components/media/ArtImage";
import { PageHero } from "~/components/sections/PageHero";
import { developmentPage } from "~/content/gated/development.server";
import { gatedSeo } from "~/features/gate/gated-meta";
import { gatedHeaders, gatedLoader, unlockAction } from "~/features/gate/gate.server";
import { PasswordGate } from "~/features/gate/PasswordGate";
import { islandsPage } from "~/islands/page";
import { Island } from "~/islands/Island";
import { useLocale } from "~/lib/i18n/locale";
import type { Route } from "./+types/development";

export const meta: Route.MetaFunction = ({ location }) => gatedSeo("/development", location.pathname);

// A page of islands (docs/decisions/0692): the masterplan film and the two carousels; the floor plans'
// dialog is the platform's <dialog>, and the password form posts without script.
export const handle = islandsPage;

export const headers: Route.HeadersFunction = gatedHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return gatedLoader(request, "development", (locale) => developmentPage()[locale]);
}

export function action({ request, context }: Route.ActionArgs) {
  return unlockAction(request, context, "development");
}

export default function Development({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  if (loaderData.locked) return <PasswordGate gate="development" result={actionData} />;
  const page = loaderData.content;
  const imagesOf = (heading: string) => (locale === "de" ? `Bilder: ${heading}` : `${heading} images`);
  const { hero, experientialDesign, storytelling, floorPlans, phases, requirements } = page;
  return (
    <GatedArt gate="development">
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} imageAlt={hero.imageAlt}>
        <Island name="MasterplanDialog" component={MasterplanDialog} props={{ masterplan: page.masterplan }} />
      </PageHero>

      <ProseBlock section={page.intro} />
      <FactList section={page.figures} highlight />

      <ContentSection id={experientialDesign.id}>
        <SectionHeader id={experientialDesign.id} heading={experientialDesign.heading} lead={experientialDesign.lead} />
        <div className="mt-10">
          <Island
            name="CaptionedCarousel"
            component={CaptionedCarousel}
            props={{ label: imagesOf(experientialDesign.heading), slides: experientialDesign.slides }}
          />
        </div>
      </ContentSection>

      <ContentSection id={storytelling.id}>
        <SectionHeader id={storytelling.id} heading={storytelling.heading} lead={storytelling.lead} />
        <div className="mt-10">
          <Island
            name="CaptionedCarousel"
            component={CaptionedCarousel}
            props={{ label: imagesOf(storytelling.heading), slides: storytelling.slides }}
          />
        </div>
      </ContentSection>

      <ContentSection id={floorPlans.id}>
        <SectionHeader id={floorPlans.id} heading={floorPlans.heading} lead={floorPlans.lead}>
          <div className="mt-8">
            <FloorPlanDialog floorPlans={floorPlans} />
          </div>
        </SectionHeader>
      </ContentSection>

      <ContentSection id={phases.id}>
        <SectionHeader id={phases.id} heading={phases.heading} lead={phases.lead} />
        <PhaseGrid phases={phases.phases} />
      </ContentSection>

      <CardGrid section={page.products} columns={4} />

      <ContentSection id={requirements.id}>
        <SectionHeader id={requirements.id} heading={requirements.heading} lead={requirements.lead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {requirements.cards.map((card) => (
            <li key={card.title} className="rounded-card border border-line bg-surface p-6 md:p-8">
              <h3 className="text-2xl font-semibold">{card.title}</h3>
              <ul className="mt-6 space-y-3">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden="true" className="text-accent">
                      ✓
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </ContentSection>

      <CardGrid section={page.whyLandlords} />
      <ProposalSection proposal={page.proposal} />
    </GatedArt>
  );
}
