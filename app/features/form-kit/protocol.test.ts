import { describe, expect, it } from "vitest";
import { formAnswerUrl, formDataToObject } from "./protocol";

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
