import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sessionSignupLabel } from "../../../server/domain/webinar/sessions";
import { cursorOf, parseCursor } from "../../../server/domain/leads/inbox-filter";
import { activeFlags, filterParams, inboxBackPath, leadLink, parseInboxFilter, submissionFields } from "./inbox";

describe("inbox filter", () => {
  it("reads known values and ignores malformed ones", () => {
    const filter = parseInboxFilter(
      new URLSearchParams("kind=tour&status=done&from=2026-11-01&to=nope&q=%20M%C3%BCller%20&before=x"),
    );
    expect(filter).toEqual({ kind: "tour", status: "done", from: "2026-11-01", q: "Müller" });
    expect(parseInboxFilter(new URLSearchParams("kind=admin&status=deleted"))).toEqual({});
  });
  it("reads the yes/no parts (open, unassigned, upcoming tours) only as 1 and keeps them in links", () => {
    const filter = parseInboxFilter(new URLSearchParams("open=1&unassigned=1&upcoming=1&kind=tour&mine=0"));
    expect(filter).toEqual({ kind: "tour", open: true, unassigned: true, upcoming: true });
    expect(activeFlags(filter)).toEqual(["open", "unassigned", "upcoming"]);
    expect(filterParams(filter)).toBe("?kind=tour&open=1&unassigned=1&upcoming=1");
  });
  it("keeps 'My leads' in the filter, its links and the way back from a lead", () => {
    const filter = parseInboxFilter(new URLSearchParams("mine=1&status=new"));
    expect(filter).toEqual({ status: "new", mine: true });
    expect(parseInboxFilter(new URLSearchParams("mine=yes"))).toEqual({});
    expect(filterParams(filter)).toBe("?status=new&mine=1");
    expect(inboxBackPath(`http://staff${leadLink(7, filter)}`)).toBe("/staff?status=new&mine=1");
  });
  it("keeps the filter in links and the CSV address, the cursor only when asked", () => {
    expect(filterParams({ kind: "contact", q: "Jürgen", before: "2026-11-22T10:00:00.000Z_5" })).toBe(
      "?kind=contact&q=J%C3%BCrgen",
    );
    const cursor = cursorOf({ createdAt: "2026-11-22T10:00:00.000Z", id: 42 });
    expect(parseCursor(cursor)).toEqual({ at: new Date("2026-11-22T10:00:00.000Z"), id: 42 });
    expect(parseCursor("2026-11-22_42")).toBeUndefined();
  });
});

describe("a lead's submission on its page", () => {
  it("names fields in words, shows times by the given clock, hides row ids and empty fields", () => {
    const fields = submissionFields(
      [
        ["id", "17"],
        ["first_name", "Jana"],
        ["company", null],
        ["message", "  "],
        ["number_of_guests", "12"],
        ["created_at", "2026-11-29T09:30:00.000Z"],
        ["registration_id", "4"],
        ["odd_column", "x"],
      ],
      (iso) => `Frankfurt ${iso.slice(11, 16)}`,
    );
    expect(fields).toEqual([
      { label: "First name", value: "Jana" },
      { label: "Guests", value: "12" },
      { label: "Received", value: "Frankfurt 09:30" },
      { label: "Odd column", value: "x" },
    ]);
  });
  it("reads an enquiry's add-ons and estimate (stored as JSON) in words, and leaves out none asked for", () => {
    const fields = submissionFields(
      [
        ["space_id", "liberty"],
        ["add_ons", '[{"id":"led-content"},{"id":"technician","quantity":4}]'],
        ["estimate", '{"netCents":284000,"grossCents":337960}'],
      ],
      (iso) => iso,
    );
    expect(fields).toEqual([
      { label: "Space", value: "liberty" },
      { label: "Add-ons", value: "led-content, technician × 4" },
      { label: "Estimate shown", value: "€3379.60 incl. VAT" },
    ]);
    expect(submissionFields([["add_ons", "[]"]], (iso) => iso)).toEqual([]);
  });
});

describe("inbox triggers", () => {
  it("recognise webinar registrations by the label the registration writes", () => {
    const file = readdirSync("server/db/migrations").find((name) => name.endsWith("_staff_backoffice_triggers.sql"))!;
    const migration = readFileSync(`server/db/migrations/${file}`, "utf8");
    const prefix = /LIKE '([^']+)%'/.exec(migration)![1]!;
    expect(sessionSignupLabel({ topic: "LED-Wall-Events", slug: "led-wall-2026-12-04-1630" }).startsWith(prefix)).toBe(
      true,
    );
  });
});
