import { describe, expect, it } from "vitest";
import { retention } from "../../../server/domain/privacy/retention-periods.ts";
import { privacyPolicy } from "./privacy.ts";

// The promise and its enforcement read one set of periods (server/domain/privacy/retention-periods.ts);
// the sweep's own tests are in server/domain/privacy/privacy.test.ts.
describe("the privacy page", () => {
  it("the privacy page states the periods the sweep enforces", () => {
    const text = JSON.stringify(privacyPolicy());
    expect(text).toContain(`${retention.contactMonths} months after your message`);
    expect(text).toContain(`${retention.tourMonths} months after the tour date`);
    expect(text).toContain(`${retention.webinarMonths} months after the webinar`);
    expect(text).toContain(`deleted after ${retention.unconfirmedNewsletterDays} days`);
    expect(text).toContain(`Log files are deleted after ${retention.logDays} days`);
    expect(text).toContain("is deleted after the webinar");
    expect(text).toContain(`at most ${retention.rateLimitMinutes} minutes and then deleted automatically`);
    expect(text).toContain(`this note is deleted after ${retention.confirmationNoteDays} days`);
    expect(text).toContain("the network is deleted when the webinar has ended");
  });

  it("the German privacy page states the same periods", () => {
    const text = JSON.stringify(privacyPolicy());
    expect(text).toContain(`${retention.contactMonths} Monate nach Ihrer Nachricht`);
    expect(text).toContain(`${retention.tourMonths} Monate nach dem Besichtigungstermin`);
    expect(text).toContain(`${retention.webinarMonths} Monate nach dem Webinar`);
    expect(text).toContain(`löschen wir nach ${retention.unconfirmedNewsletterDays} Tagen`);
    expect(text).toContain(`Logdateien werden nach ${retention.logDays} Tagen gelöscht`);
    expect(text).toContain(`höchstens ${retention.rateLimitMinutes} Minuten`);
    expect(text).toContain(`dieser Vermerk wird nach ${retention.confirmationNoteDays} Tagen gelöscht`);
  });
});
