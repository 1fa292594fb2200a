import { describe, expect, it } from "vitest";
import { buildMailto } from "./mailto";

describe("buildMailto", () => {
  it("builds a draft with encoded subject and body", () => {
    const href = buildMailto({ to: "sales@spark-frankfurt.de", subject: "Anfrage: Bühne & Technik", body: "Hallo,\nwir planen ein Event." });
    expect(href).toBe(
      "mailto:sales@spark-frankfurt.de?subject=Anfrage%3A%20B%C3%BChne%20%26%20Technik&body=Hallo%2C%0D%0Awir%20planen%20ein%20Event.",
    );
  });
  it("turns every line break into CRLF", () => {
    const href = buildMailto({ to: "a@example.com", subject: "x", body: "eins\ndrei\r\nvier\rfünf" });
    const body = decodeURIComponent(href.split("&body=")[1]!);
    expect(body).toBe("eins\r\ndrei\r\nvier\r\nfünf");
  });
  it("keeps several recipients and encodes characters that would break the link", () => {
    expect(buildMailto({ to: " a@example.com, b+c@example.com ", subject: "s", body: "b" })).toMatch(/^mailto:a@example\.com,b%2Bc@example\.com\?/);
    expect(buildMailto({ to: "x@example.com?cc=evil@example.com", subject: "s", body: "b" })).toMatch(/^mailto:x@example\.com%3Fcc%3Devil@example\.com\?subject=/);
  });
  it("leaves the recipient empty when none is given", () => {
    expect(buildMailto({ to: "", subject: "Hallo", body: "Text" })).toBe("mailto:?subject=Hallo&body=Text");
  });
});
