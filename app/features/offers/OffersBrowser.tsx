import { Tabs } from "~/components/ui/Tabs";
import type { LocalOffer, OfferCategory } from "~/content/offers.schema";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { OfferCard } from "./OfferCard";

const words = bilingual({ en: { label: "Offer categories" }, de: { label: "Angebotskategorien" } });

/**
 * The offer tabs of spec section 4: Conference & Events, Meetings & Workshops, Broadcast & Streaming.
 * The page gives the tabs and its offers in its language, so the island carries no other language.
 */
export function OffersBrowser({
  tabs,
  offers,
}: {
  tabs: { value: OfferCategory; label: string }[];
  offers: LocalOffer[];
}) {
  const t = words[useLocale()];
  return (
    <Tabs
      label={t.label}
      forceMount
      items={tabs.map((tab) => ({
        value: tab.value,
        label: tab.label,
        content: (
          <div className="grid gap-8">
            {offers
              .filter((offer) => offer.category === tab.value)
              .map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
          </div>
        ),
      }))}
    />
  );
}
