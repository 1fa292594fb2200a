import { describe, expect, it } from "vitest";
import { formTicketAge, issueFormTicket } from "./form-ticket.ts";

const secret = "a-test-secret-of-at-least-thirty-two-chars";

describe("form ticket", () => {
  it("tells how long ago the form was rendered", () => {
    const ticket = issueFormTicket(secret, 1_764_300_000_000);
    expect(formTicketAge(ticket, [secret], 1_764_300_004_000)).toBe(4_000);
    expect(formTicketAge(ticket, ["old-secret-of-at-least-thirty-two-chars", secret], 1_764_300_000_200)).toBe(200);
  });
  it("refuses forged, edited, foreign and future tickets", () => {
    const ticket = issueFormTicket(secret, 1_764_300_000_000);
    expect(
      formTicketAge(ticket.replace("1764300000000", "1764299000000"), [secret], 1_764_300_004_000),
    ).toBeUndefined();
    expect(formTicketAge(ticket, ["another-secret-of-at-least-thirty-two"], 1_764_300_004_000)).toBeUndefined();
    expect(formTicketAge(ticket, [secret], 1_764_299_999_000)).toBeUndefined();
    for (const junk of [undefined, "", "123", 42, `${"9".repeat(13)}.x`])
      expect(formTicketAge(junk, [secret])).toBeUndefined();
  });
});
