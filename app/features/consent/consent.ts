import { createCookie } from "react-router";

import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from "~/content/cookies";

const CONSENT_VERSION = 1;

export interface ConsentChoice {
  /** Always on: the site cannot work without these. */
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export const essentialOnly: ConsentChoice = { essential: true, analytics: false, marketing: false };
export const acceptAll: ConsentChoice = { essential: true, analytics: true, marketing: true };

export function serializeConsent(choice: ConsentChoice): string {
  return `v${CONSENT_VERSION}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/**
 * The consent cookie, through React Router's createCookie (the same on the server, which writes it for
 * the form without JavaScript, and in the browser, which writes it from the banner). Not signed: the
 * visitor's own browser writes it, and it grants nothing, it only records what the visitor allows.
 */
export const consentCookie = createCookie(CONSENT_COOKIE, {
  path: "/",
  sameSite: "lax",
  maxAge: CONSENT_MAX_AGE_SECONDS,
});

/** A stored choice of this version (`v1.a0.m1`); the first-visit banner's script tests the same. */
export const CONSENT_VALUE_PATTERN = new RegExp(`^v${CONSENT_VERSION}\\.a([01])\\.m([01])$`);

/** The choice in a cookie value; undefined for anything else. */
function parseConsentValue(value: unknown): ConsentChoice | undefined {
  const parsed = typeof value === "string" ? CONSENT_VALUE_PATTERN.exec(value) : null;
  if (!parsed) return undefined;
  return { essential: true, analytics: parsed[1] === "1", marketing: parsed[2] === "1" };
}

/** The choice in a Cookie header or document.cookie; undefined when the visitor has not chosen yet. */
export async function readConsent(cookieHeader: string | null | undefined): Promise<ConsentChoice | undefined> {
  try {
    return parseConsentValue(await consentCookie.parse(cookieHeader || null));
  } catch {
    return undefined;
  }
}

/** The Set-Cookie header (or document.cookie assignment) that stores a choice; Secure over https. */
export function consentSetCookie(choice: ConsentChoice, secure: boolean): Promise<string> {
  return consentCookie.serialize(serializeConsent(choice), { secure });
}
