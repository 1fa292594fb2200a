import { describe, expect, it } from "vitest";
import { leadTimeline } from "./timeline";

// How a lead's timeline words what the visitor did through their enquiry link (decision 1141).

const change = (id: number, action: string, details: Record<string, unknown>) => ({
  id,
  at: `2031-03-0${id}T10:00:00.000Z`,
  actor: "visitor",
  action,
  details,
});

describe("an enquiry's timeline", () => {
  it("words the visitor's request to confirm and their release, by the visitor", () => {
    const entries = leadTimeline({
      receivedAt: "2031-03-01T09:00:00.000Z",
      kindLabel: "Event enquiry",
      mails: [],
      replies: [],
      notes: [],
      history: [
        change(2, "enquiries.confirm-requested", {
          days: ["2031-06-12"],
          until: "2031-03-09T10:00:00.000Z",
          at: "2031-03-02T10:00:00.000Z",
        }),
        change(3, "enquiries.release", { days: ["2031-06-12"], promoted: [41] }),
      ],
    });
    expect(entries.slice(1).map(({ text, by }) => ({ text, by }))).toEqual([
      {
        text: "The visitor asked through their link to confirm the option for 12 Jun 2031; the team was mailed",
        by: "visitor",
      },
      { text: "Option released for 12 Jun 2031; the second option behind it moved up", by: "visitor" },
    ]);
  });
});
