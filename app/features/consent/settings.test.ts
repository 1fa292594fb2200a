import { describe, expect, it } from "vitest";
import { acceptAll, essentialOnly } from "./consent";
import { choiceFor, choiceFromForm } from "./settings";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("cookie settings", () => {
  it("'Accept Essential Only' turns analytics and marketing off whatever the toggles say", () => {
    expect(choiceFor("essential-only", { analytics: true, marketing: true })).toEqual(essentialOnly);
    expect(choiceFromForm(form({ intent: "essential-only", analytics: "on", marketing: "on" }))).toEqual(essentialOnly);
  });
  it("'Accept All' turns both on", () => {
    expect(choiceFor("accept-all", { analytics: false, marketing: false })).toEqual(acceptAll);
    expect(choiceFromForm(form({ intent: "accept-all" }))).toEqual(acceptAll);
  });
  it("saving keeps the toggles as set; essential is always on", () => {
    expect(choiceFromForm(form({ intent: "save", marketing: "on" }))).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    });
    expect(choiceFromForm(form({ analytics: "on" }))).toEqual({ essential: true, analytics: true, marketing: false });
  });
  it("refuses an unknown intent", () => {
    expect(choiceFromForm(form({ intent: "track-everything" }))).toBeUndefined();
  });
});
