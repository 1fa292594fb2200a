import { describe, expect, it } from "vitest";
import { formAnswerUrl, formDataToObject, MIN_FILL_MS, remainingFillMs, ticketOf } from "./protocol";

describe("formAnswerUrl", () => {
  it("puts a page's form action under /forms, keeping its query", () => {
    expect(formAnswerUrl("/contact")).toBe("/forms/contact");
    expect(formAnswerUrl("/webinar/led-wall")).toBe("/forms/webinar/led-wall");
    expect(formAnswerUrl("/webinar/confirmation?t=12.abc")).toBe("/forms/webinar/confirmation?t=12.abc");
  });

  it("never leaves the site, whatever the action names", () => {
    expect(formAnswerUrl("https://elsewhere.example/contact")).toBe("/forms/contact");
    expect(formAnswerUrl("//elsewhere.example/x")).toBe("/forms/x");
  });
});

describe("formDataToObject", () => {
  it("keeps the first value of a repeated field, and only text", () => {
    const data = new FormData();
    data.append("email", "a@example.com");
    data.append("email", "b@example.com");
    data.append("file", new Blob(["x"]), "x.txt");
    expect(formDataToObject(data)).toEqual({ email: "a@example.com" });
  });
});

describe("the wait before a post (docs/decisions/1104)", () => {
  it("waits the rest of MIN_FILL_MS since the ticket arrived, never more and never below zero", () => {
    expect(remainingFillMs(10_000, 10_000)).toBe(MIN_FILL_MS);
    expect(remainingFillMs(10_000, 10_400)).toBe(MIN_FILL_MS - 400);
    expect(remainingFillMs(10_000, 10_000 + MIN_FILL_MS)).toBe(0);
    expect(remainingFillMs(10_000, 60_000)).toBe(0);
    // A clock that seems to run backwards still waits at most MIN_FILL_MS.
    expect(remainingFillMs(10_000, 9_000)).toBe(MIN_FILL_MS);
  });

  it("reads the ticket of GET /forms/ticket's answer and nothing else", () => {
    expect(ticketOf({ ticket: "1764300000000.abc" })).toBe("1764300000000.abc");
    for (const answer of [null, undefined, "x", {}, { ticket: "" }, { ticket: 5 }, []]) {
      expect(ticketOf(answer)).toBeUndefined();
    }
  });
});
