import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// Which passwords a staff account may have (docs/decisions/0861): long enough, not on the common
// and breached lists zxcvbn-ts ships (top passwords, names, keyboard walks), not trivially guessable
// (score 3 of 4 at least), and not built from the person's e-mail or the venue's name.

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 128;
const MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;
// Built on first use: ranking the dictionaries takes a moment that server start-up need not wait for.
const checker = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** Why this password is refused, as the person should read it; undefined when it may be used. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
    return `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (lower.includes("spark")) return "Please choose a password that does not contain the word 'spark'.";
  const localPart = email.trim().toLowerCase().split("@")[0] ?? "";
  const nameParts = [localPart, ...localPart.split(/[._+-]+/)].filter((part) => part.length >= 3);
  if (nameParts.some((part) => lower.includes(part)))
    return "Please choose a password that does not contain your e-mail address or name.";
  const result = checker().check(password, [email, localPart, "spark", "frankfurt"]);
  if (result.score < MIN_SCORE) {
    const common = result.sequence.some((match) => match.pattern === "dictionary");
    return common
      ? "This password is too common: it is on lists of leaked or often-used passwords. Please choose another, for example several unrelated words."
      : "This password is too easy to guess (repeated characters, sequences or keyboard patterns). Please choose another, for example several unrelated words.";
  }
  return undefined;
}
