import { describe, expect, it } from "vitest";
import { buildMailto } from "./mailto";

describe("buildMailto", () => {
  it("encodes subject and body, umlauts included", () => {
    expect(buildMailto({ to: "sales@example.com", subject: "Service Anfrage für Büro", body: "Grüße" })).toBe(
      "mailto:sales@example.com?subject=Service%20Anfrage%20f%C3%BCr%20B%C3%BCro&body=Gr%C3%BC%C3%9Fe",
    );
  });
  it("sends every line break as CRLF", () => {
    const href = buildMailto({ to: "a@b.de", subject: "S", body: "one\ntwo\r\nthree" });
    expect(href).toBe("mailto:a@b.de?subject=S&body=one%0D%0Atwo%0D%0Athree");
  });
  it("leaves the body out when there is none, and escapes & and ? in the subject", () => {
    expect(buildMailto({ to: "a@b.de", subject: "Q&A? yes" })).toBe("mailto:a@b.de?subject=Q%26A%3F%20yes");
  });
});
