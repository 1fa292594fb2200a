import { ClosingCta } from "~/components/sections/home/ClosingCta";
import { ExperienceVideos } from "~/components/sections/home/ExperienceVideos";
import { HomeHero } from "~/components/sections/home/HomeHero";
import { IndustryTabs } from "~/components/sections/home/IndustryTabs";
import { RotatingUseCases } from "~/components/sections/home/RotatingUseCases";
import { RotatingVenues } from "~/components/sections/home/RotatingVenues";
import { ServicesCarousel } from "~/components/sections/home/ServicesCarousel";
import { home, homeIn } from "~/content/home";
import { site } from "../../server/domain/company/site";
import { homePageData } from "~/features/content/home-page.server";
import { PREVIEW_HEADERS } from "~/features/content/preview.server";
import { PreviewNotice } from "~/features/content/PreviewNotice";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { islandsPage } from "~/islands/page";
import type { PageHandle } from "~/lib/page-handle";
import { artPreloadLink } from "~/lib/art";
import { Island } from "~/islands/Island";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import { seo } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-url";
import { websiteJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/_index";

const words = bilingual<{ title: string; description: string }>({
  en: { title: "SPARK Frankfurt | Event stages, spaces and studios", description: site.description },
  de: {
    title: "SPARK Frankfurt | Bühnen, Eventflächen und Studios",
    description:
      "SPARK ist Frankfurts Adresse für Konferenzen, Meetings, Workshops, Broadcast und Streaming: drei Bühnen auf drei Etagen, dazu Eventflächen, Büros und Studios.",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({
    title: t.title,
    description: t.description,
    path: "/",
    locale,
    jsonLd: [{ ...websiteJsonLd(absoluteUrl), description: t.description }],
  });
};

// The hero still is the page's LCP image: fetched from the head, ahead of the scripts.
export const links: Route.LinksFunction = () => [artPreloadLink(home.hero.still)];

/**
 * The rotating heroes' slides as published from the back office (issue 45): prerendered, and rendered
 * again in every server process when one is published (handle.content); a preview link shows one draft.
 */
export function loader({ request }: Route.LoaderArgs) {
  return homePageData(request);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : {};

// A page of islands (docs/decisions/0692, 0662): the hero's loop and film, the three carousels, the
// industry tabs and the newsletter form; the rest is HTML.
export const handle: PageHandle = { ...islandsPage, content: ["home-slide"] };

// Spec section 2, 'Home': every block, in order.
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const content = homeIn(useLocale());
  return (
    <>
      <HomeHero hero={content.hero} film={content.film} nextSectionId="use-cases" />
      <Island
        name="RotatingUseCases"
        component={RotatingUseCases}
        props={{ id: "use-cases", content: loaderData.useCases }}
      />
      <Island name="RotatingVenues" component={RotatingVenues} props={{ id: "venues", content: loaderData.venues }} />
      <ExperienceVideos id="experience" content={content.experience} />
      <Island
        name="ServicesCarousel"
        component={ServicesCarousel}
        props={{ id: "services", content: content.services }}
      />
      <Island name="IndustryTabs" component={IndustryTabs} props={{ id: "industries", content: content.industries }} />
      <div id="newsletter" className="container-page py-12 md:py-16">
        <Island name="NewsletterSignup" component={NewsletterSignup} props={{}} />
      </div>
      <ClosingCta id="ready" content={content.closing} />
      <PreviewNotice state={loaderData.preview} />
    </>
  );
}
