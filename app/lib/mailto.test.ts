import { describe, expect, it } from "vitest";
import { buildMailto } from "./mailto";

describe("buildMailto", () => {
  it("encodes subject and body, umlauts as UTF-8 and line breaks as CRLF", () => {
    const href = buildMailto({ to: "sales@example.com", subject: "Anfrage Größe & Preis", body: "Zeile 1\nZeile 2" });
    expect(href).toBe("mailto:sales@example.com?subject=Anfrage%20Gr%C3%B6%C3%9Fe%20%26%20Preis&body=Zeile%201%0D%0AZeile%202");
  });

  it("does not double existing CRLF line breaks", () => {
    expect(buildMailto({ to: "a@b.de", subject: "x", body: "a\r\nb" })).toContain("body=a%0D%0Ab");
  });

  it("round-trips through URL decoding", () => {
    const body = "Hello SPARK team,\n\nWe plan a launch for 350 guests (€6,200/day).";
    const href = buildMailto({ to: "a@b.de", subject: "Launch", body });
    const url = new URL(href);
    expect(url.searchParams.get("body")).toBe(body.replace(/\n/g, "\r\n"));
  });
});
