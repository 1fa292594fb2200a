import { ClosingCta } from "~/components/sections/home/ClosingCta";
import { ExperienceVideos } from "~/components/sections/home/ExperienceVideos";
import { HomeHero } from "~/components/sections/home/HomeHero";
import { IndustryTabs } from "~/components/sections/home/IndustryTabs";
import { RotatingUseCases } from "~/components/sections/home/RotatingUseCases";
import { RotatingVenues } from "~/components/sections/home/RotatingVenues";
import { ServicesCarousel } from "~/components/sections/home/ServicesCarousel";
import { home } from "~/content/home";
import { site } from "../../server/domain/company/site";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { islandsPage } from "~/islands/page";
import { artPreloadLink } from "~/lib/art";
import { Island } from "~/islands/Island";
import { absoluteUrl, seo } from "~/lib/seo";
import { websiteJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/_index";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "SPARK Frankfurt | Event stages, spaces and studios",
    description: site.description,
    path: "/",
    jsonLd: [websiteJsonLd(absoluteUrl)],
  });

// The hero still is the page's LCP image: fetched from the head, ahead of the scripts.
export const links: Route.LinksFunction = () => [artPreloadLink(home.hero.still)];

// A page of islands (docs/decisions/0692, 0662): the hero's loop and film, the three carousels, the
// industry tabs and the newsletter form; the rest is HTML.
export const handle = islandsPage;

// Spec section 2, 'Home': every block, in order.
export default function HomePage() {
  return (
    <>
      <HomeHero hero={home.hero} film={home.film} nextSectionId="use-cases" />
      <Island
        name="RotatingUseCases"
        component={RotatingUseCases}
        props={{ id: "use-cases", content: home.useCases }}
      />
      <Island name="RotatingVenues" component={RotatingVenues} props={{ id: "venues", content: home.venues }} />
      <ExperienceVideos id="experience" content={home.experience} />
      <Island name="ServicesCarousel" component={ServicesCarousel} props={{ id: "services", content: home.services }} />
      <Island name="IndustryTabs" component={IndustryTabs} props={{ id: "industries", content: home.industries }} />
      <div id="newsletter" className="container-page py-12 md:py-16">
        <Island name="NewsletterSignup" component={NewsletterSignup} props={{}} />
      </div>
      <ClosingCta id="ready" content={home.closing} />
    </>
  );
}
