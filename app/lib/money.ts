// Euro amounts as visitors read them: "€2,500" on the English pages, "2.500 €" in German mail drafts.
// Grouping is done by hand so that server, browser and tests print the same characters.

function groupThousands(amount: number, separator: string): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export function formatEuro(amount: number): string {
  return `€${groupThousands(amount, ",")}`;
}

export function formatEuroDe(amount: number): string {
  return `${groupThousands(amount, ".")} €`;
}

/** The price after the offer's percent discount, rounded to whole euro (spec section 7). */
export function discountedPrice(price: number, discountPercent: string): number {
  return Math.round(price * (1 - Number(discountPercent) / 100));
}
