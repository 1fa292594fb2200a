import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// Which numbers get an SMS (issue 41, docs/decisions/1100): mobile numbers of the webinar's three
// countries only, told apart with libphonenumber-js's full metadata; premium-rate and shared-cost
// ranges (+49 900, +49 137, +43 930, +41 906 ...) are what SMS pumping is paid through.

const COUNTRIES = new Set(["DE", "AT", "CH"]);

export type NumberVerdict = { ok: true; e164: string } | { ok: false; reason: "premium" | "notMobile" };

export function checkSmsNumber(countryCode: string, digits: string): NumberVerdict {
  const parsed = parsePhoneNumberFromString(`${countryCode}${digits}`);
  if (!parsed || !parsed.country || !COUNTRIES.has(parsed.country)) return { ok: false, reason: "notMobile" };
  const type = parsed.getType();
  if (type === "PREMIUM_RATE" || type === "SHARED_COST") return { ok: false, reason: "premium" };
  if (!parsed.isValid() || type !== "MOBILE") return { ok: false, reason: "notMobile" };
  return { ok: true, e164: parsed.number };
}
