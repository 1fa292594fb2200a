import { signId, verifySignedId } from "../../security/signed-id.ts";
import { env } from "../../env.ts";
import { webinar, webinarPathsIn } from "./webinar.ts";
import type { Locale } from "../company/locale.ts";

// The signed link to a registrant's own confirmation page (issue 16): the token names the
// webinar_registrations id and carries our signature of it (server/security/signed-id.ts).

const purpose = { key: "spark-webinar-confirmation", subject: "registration" };

/** The token for a registration: "<id>.<signature>". */
export function confirmationToken(registrationId: number, secret = env().COOKIE_SECRET): string {
  return signId(purpose, registrationId, secret);
}

/** The registration id a token names if its signature is ours, else undefined. */
export function verifyConfirmationToken(
  token: string | null | undefined,
  secrets: readonly string[] = [env().COOKIE_SECRET, ...env().COOKIE_SECRETS_OLD],
): number | undefined {
  return verifySignedId(purpose, token, secrets);
}

/** Site-relative path of a registration's confirmation page, in the registrant's language (German unless told). */
export function confirmationPath(registrationId: number, secret?: string, locale: Locale = "de"): string {
  return `${webinarPathsIn(locale).confirmationPath}?t=${confirmationToken(registrationId, secret)}`;
}

/** Absolute URL of a registration's confirmation page (for mails). */
export function confirmationUrl(
  registrationId: number,
  siteUrl = env().PUBLIC_SITE_URL,
  secret?: string,
  locale: Locale = "de",
): string {
  return new URL(confirmationPath(registrationId, secret, locale), siteUrl).toString();
}

/** Path of a registration's calendar file; `lang=en` gives its texts in English. */
export function calendarPath(registrationId: number, secret?: string, locale: Locale = "de"): string {
  const lang = locale === "en" ? "&lang=en" : "";
  return `${webinar.landingPath}.ics?t=${confirmationToken(registrationId, secret)}${lang}`;
}
