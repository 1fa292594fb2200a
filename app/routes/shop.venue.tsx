import { BackLink } from "~/components/sections/BackLink";
import { VenueCategoryCard } from "~/components/sections/VenueCategoryCard";
import { ExternalButtonLink } from "~/components/ui/Button";
import { LineIcon } from "~/components/media/LineIcon";
import { venueCategories } from "~/content/shop";
import { site } from "../../server/domain/company/site";
import { buildVenueRequirementsMailto } from "~/lib/mail-drafts";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/shop.venue";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Venue Shop",
    description: `Book SPARK by the day or event: ${venueCategories.map((c) => `${c.title.toLowerCase()} ${c.price.replace("From", "from")}`).join(", ")}.`,
    path: "/shop/venue",
  });

export default function VenueShopPage() {
  return (
    <>
      <section className="container-page pb-12 pt-32 md:pt-40">
        <BackLink to="/shop">Back to Shop</BackLink>
        <p className="mt-6 font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">Venue Shop</p>
        <h1 className="mt-3 text-display font-semibold">Book the space you need</h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">
          Four ways to book SPARK, from a boardroom for a morning to three event floors for a conference. Every price
          includes the technology that is installed in the space.
        </p>
      </section>

      <section aria-label="Venue categories" className="container-page grid gap-8 pb-16 md:grid-cols-2">
        {venueCategories.map((category, index) => (
          <VenueCategoryCard key={category.id} category={category} imageLoad={index === 0 ? "priority" : "lazy"} />
        ))}
      </section>

      <section aria-labelledby="requirements-heading" className="container-page pb-24">
        <div className="flex flex-col gap-6 rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-transparent p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="requirements-heading" className="text-title font-semibold">
              Something more specific in mind?
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">
              Combined floors, a week of workshops or a terrace party after your conference: tell us your requirements
              and we put together an offer. {site.responsePromise}
            </p>
          </div>
          <ExternalButtonLink href={buildVenueRequirementsMailto()} className="shrink-0">
            <LineIcon name="mail" className="h-4 w-4" />
            Discuss Your Requirements
          </ExternalButtonLink>
        </div>
      </section>
    </>
  );
}
