import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { GiftCardBlock } from "~/features/offers/GiftCardBlock";
import { OffersBrowser } from "~/features/offers/OffersBrowser";
import { islandsPage } from "~/islands/page";
import { art } from "~/lib/art";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/exclusive-offers";
import { site } from "../../server/domain/company/site";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Exclusive Offers",
    description:
      "Fixed-price event packages at SPARK Frankfurt: Weekend Immersion, Weekday Business Edge and the Virtual Keynote Experience, with stage, LED wall and crew.",
    path: "/exclusive-offers",
  });

// HTML with one React island, the offers and their tabs (docs/decisions/0692).
export const handle = islandsPage;

export default function ExclusiveOffersPage() {
  return (
    <>
      <PageHero
        eyebrow="Exclusive Offers"
        title="Packages with the stage, the screen and the crew included"
        lead="Three formats our clients book again and again, at a fixed price: a weekend day on a full event floor, a focused business day and a keynote produced like a television show."
        image={art("hero/exclusive-offers-skyline")}
      />
      <section aria-labelledby="offers-heading" className="container-page py-12">
        <SectionHeading
          id="offers-heading"
          title="Choose your format"
          lead={
            <>
              Each package can be adapted to your date and your guests: request a quote and we answer within{" "}
              {site.responseWindow}. Planning a closed, in-house event? See our{" "}
              <Link to="/private-offers" className="text-accent underline underline-offset-4 hover:text-accent-strong">
                private offers
              </Link>
              .
            </>
          }
        />
        <div className="mt-10">
          <Island name="OffersBrowser" component={OffersBrowser} props={{ page: "exclusive" }} />
        </div>
      </section>
      <GiftCardBlock />
    </>
  );
}
