import { describe, expect, it } from "vitest";
import {
  confirmationPath,
  confirmationToken,
  confirmationUrl,
  verifyConfirmationToken,
} from "../../../server/domain/webinar/confirmation-link";

const secret = "test-cookie-secret-0123456789abcdefghijkl";
const other = "another-cookie-secret-0123456789abcdefghij";

describe("signed webinar confirmation link", () => {
  it("names the registration and verifies with the secret that signed it", () => {
    const token = confirmationToken(42, secret);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(verifyConfirmationToken(token, [secret])).toBe(42);
  });

  it("refuses a tampered id, a tampered signature and a token of another secret", () => {
    const token = confirmationToken(42, secret);
    const signature = token.split(".")[1]!;
    expect(verifyConfirmationToken(`43.${signature}`, [secret])).toBeUndefined();
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(verifyConfirmationToken(`42.${flipped}`, [secret])).toBeUndefined();
    expect(verifyConfirmationToken(confirmationToken(42, other), [secret])).toBeUndefined();
  });

  it("refuses malformed tokens", () => {
    for (const bad of [undefined, null, "", "42", "42.", "abc.def", `0.${"A".repeat(43)}`, `-1.${"A".repeat(43)}`]) {
      expect(verifyConfirmationToken(bad, [secret])).toBeUndefined();
    }
  });

  it("keeps links valid after a secret rotation while the old secret is listed", () => {
    const token = confirmationToken(7, other);
    expect(verifyConfirmationToken(token, [secret, other])).toBe(7);
    expect(verifyConfirmationToken(token, [secret])).toBeUndefined();
  });

  it("builds the confirmation path and absolute URL", () => {
    expect(confirmationPath(5, secret)).toBe(`/webinar/confirmation?t=${confirmationToken(5, secret)}`);
    expect(confirmationUrl(5, "https://spark.example", secret)).toBe(
      `https://spark.example/webinar/confirmation?t=${confirmationToken(5, secret)}`,
    );
  });
});
