import { env } from "../../env.ts";
import { signId, verifySignedId } from "../../security/signed-id.ts";
import { enquiryPaths } from "./enquiry-paths.ts";

// The link in a visitor's enquiry mails that shows their option and releases it or asks us to confirm
// it (issue 47, decision 1141): the event_enquiries id with our signature (server/security/signed-id.ts),
// of a purpose of its own, so that a tour's or a registrant's token names no enquiry.

const purpose = { key: "spark-enquiry-manage", subject: "enquiry" };

export function manageEnquiryToken(enquiryId: number, secret = env().COOKIE_SECRET): string {
  return signId(purpose, enquiryId, secret);
}

/** The event_enquiries id a token names if its signature is ours, else undefined. */
export function verifyManageEnquiryToken(
  token: string | null | undefined,
  secrets: readonly string[] = [env().COOKIE_SECRET, ...env().COOKIE_SECRETS_OLD],
): number | undefined {
  return verifySignedId(purpose, token, secrets);
}

/** Absolute URL of an enquiry's page in the enquiry's language (for mails). */
export function manageEnquiryUrl(
  enquiryId: number,
  siteUrl: string,
  secret?: string,
  lang: "en" | "de" = "en",
): string {
  return new URL(`${enquiryPaths[lang].manage}?t=${manageEnquiryToken(enquiryId, secret)}`, siteUrl).toString();
}
