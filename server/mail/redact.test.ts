import { describe, expect, it } from "vitest";
import { REDACTED_LINK, redactSecrets } from "./redact";

describe("redactSecrets", () => {
  it("replaces invite links, signed confirmation and unsubscribe links, and token paths", () => {
    const token = "q3Vx_9kLmN0pQrStUvWxYz0123456789AbCdEfGhIjK";
    const text = [
      `Accept: https://www.spark-frankfurt.de/staff/invite/${token}.`,
      "Confirm: https://www.spark-frankfurt.de/newsletter/confirm?token=abc.def-123",
      "Yours: https://www.spark-frankfurt.de/webinar/confirmation?t=eyJ4IjoxfQ.sig",
      "<https://www.spark-frankfurt.de/newsletter/unsubscribe?token=zzz>",
      `Hex: https://example.com/x/${"ab12".repeat(10)}`,
    ].join("\n");
    const redacted = redactSecrets(text);
    expect(redacted).not.toContain(token);
    expect(redacted).not.toMatch(/token=|\?t=|ab12ab12/);
    expect(redacted).toBe(
      [
        `Accept: ${REDACTED_LINK}.`,
        `Confirm: ${REDACTED_LINK}`,
        `Yours: ${REDACTED_LINK}`,
        `<${REDACTED_LINK}>`,
        `Hex: ${REDACTED_LINK}`,
      ].join("\n"),
    );
  });

  it("keeps ordinary links and text", () => {
    const text =
      "Visit https://www.spark-frankfurt.de/event-planners/how-we-support-you or https://www.spark-frankfurt.de/webinar/led-wall, mail hello@spark-frankfurt.de.";
    expect(redactSecrets(text)).toBe(text);
  });
});
