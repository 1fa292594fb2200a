// The visitor's cookie choice, kept in a first-party cookie that the server can read too.
export const CONSENT_COOKIE = "spark_consent";
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

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

/** The choice in a Cookie header or document.cookie; undefined when the visitor has not chosen yet. */
export function parseConsent(cookieHeader: string | null | undefined): ConsentChoice | undefined {
  if (!cookieHeader) return undefined;
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  const value = match?.slice(CONSENT_COOKIE.length + 1);
  const parsed = value ? /^v(\d+)\.a([01])\.m([01])$/.exec(value) : null;
  if (!parsed || Number(parsed[1]) !== CONSENT_VERSION) return undefined;
  return { essential: true, analytics: parsed[2] === "1", marketing: parsed[3] === "1" };
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
