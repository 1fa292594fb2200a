import { Tabs } from "~/components/ui/Tabs";
import { offerCategoryTabs, offersFor } from "~/content/offers";
import type { Offer } from "~/content/offers.schema";
import { OfferCard } from "./OfferCard";

/** The offer tabs of spec section 4: Conference & Events, Meetings & Workshops, Broadcast & Streaming. */
export function OffersBrowser({ page }: { page: Offer["page"] }) {
  return (
    <Tabs
      label="Offer categories"
      forceMount
      items={offerCategoryTabs.map((tab) => ({
        value: tab.value,
        label: tab.label,
        content: (
          <div className="grid gap-8">
            {offersFor(page, tab.value).map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </div>
        ),
      }))}
    />
  );
}
