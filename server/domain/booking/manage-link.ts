import { env } from "../../env.ts";
import { signId, verifySignedId } from "../../security/signed-id.ts";
import type { Locale } from "../company/locale.ts";
import { tourPaths } from "./tour-paths.ts";

// The link in a visitor's tour mail that moves or cancels that one tour (issue 46): the
// tour_bookings id with our signature (server/security/signed-id.ts). The page refuses it once the
// tour is cancelled or over (tour-bookings.ts: manageableTour).

const purpose = { key: "spark-tour-manage", subject: "tour" };

export function manageTourToken(tourBookingId: number, secret = env().COOKIE_SECRET): string {
  return signId(purpose, tourBookingId, secret);
}

/** The tour_bookings id a token names if its signature is ours, else undefined. */
export function verifyManageTourToken(
  token: string | null | undefined,
  secrets: readonly string[] = [env().COOKIE_SECRET, ...env().COOKIE_SECRETS_OLD],
): number | undefined {
  return verifySignedId(purpose, token, secrets);
}

/** Absolute URL of a tour's manage page in the tour's language (for mails). */
export function manageTourUrl(tourBookingId: number, siteUrl: string, secret?: string, locale: Locale = "en"): string {
  return new URL(`${tourPaths[locale].manage}?t=${manageTourToken(tourBookingId, secret)}`, siteUrl).toString();
}
