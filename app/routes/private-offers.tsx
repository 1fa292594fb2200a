import { Link } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { GiftCardBlock } from "~/features/offers/GiftCardBlock";
import { OffersBrowser } from "~/features/offers/OffersBrowser";
import { islandsPage } from "~/islands/page";
import { art } from "~/lib/art";
import { Island } from "~/islands/Island";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/private-offers";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Private Offers",
    description:
      "Packages for closed, in-house events at SPARK Frankfurt: the Extended Focus conference day, Co-Create & Accelerate workshops and the Hybrid Studio Day.",
    path: "/private-offers",
  });

// HTML with one React island, the offers and their tabs (docs/decisions/0692).
export const handle = islandsPage;

export default function PrivateOffersPage() {
  return (
    <>
      <PageHero
        eyebrow="Private Offers"
        title="For the events that stay behind closed doors"
        lead="Partner summits, leadership sprints and internal broadcasts need privacy as much as production quality. These packages give you both, at a fixed price."
        image={art("hero/private-offers-liberty")}
      />
      <section aria-labelledby="offers-heading" className="container-page py-12">
        <SectionHeading
          id="offers-heading"
          title="Choose your format"
          lead={
            <>
              No other groups on your floor, a discreet guest list and a crew that signs your NDA on request. Looking
              for packages for public events? See our{" "}
              <Link
                to="/exclusive-offers"
                className="text-accent underline underline-offset-4 hover:text-accent-strong"
              >
                exclusive offers
              </Link>
              .
            </>
          }
        />
        <div className="mt-10">
          <Island name="OffersBrowser" component={OffersBrowser} props={{ page: "private" }} />
        </div>
      </section>
      <GiftCardBlock />
    </>
  );
}
