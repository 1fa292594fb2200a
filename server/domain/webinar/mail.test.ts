import { describe, expect, it } from "vitest";
import { webinar } from "./webinar.ts";
import type { MailSettings } from "../../mail/settings.ts";
import {
  webinarCancellationMail,
  webinarInterestMail,
  webinarMovedMail,
  webinarReminderMail,
  webinarReminderSms,
} from "./mail.ts";

const settings: MailSettings = {
  siteUrl: "https://www.example.test",
  team: {
    contact: "hello@team.test",
    tour: "sales@team.test",
    webinar: "webinar@team.test",
    enquiry: "events@team.test",
  },
};
// Tuesday 30 March 2027, 11:00 in Frankfurt (summer time: 09:00Z), just after the change to summer time.
const session = {
  topic: "LED-Wall-Events",
  startsAt: new Date("2027-03-30T09:00:00Z"),
  durationMinutes: 90,
  joinUrl: "https://live.example.test/raum/<42>",
};
const person = { email: "mia@example.com", fullName: "Mia" };

describe("webinar session mails", () => {
  it("the interest list hears of the new date, in German, with the landing page", () => {
    const mail = webinarInterestMail("wait@example.com", session, settings);
    expect(mail.to).toBe("wait@example.com");
    expect(mail.replyTo).toBe("webinar@team.test");
    expect(mail.subject).toBe("Neuer Termin: LED-Wall-Events am 30.03.2027");
    expect(mail.text).toContain("Termin: Dienstag, 30. März 2027, 11:00 bis 12:30 Uhr (deutsche Zeit).");
    expect(mail.text).toContain(`https://www.example.test${webinar.landingPath}`);
    expect(mail.html).toContain('<html lang="de"');
    expect(mail.html).toContain(`href="https://www.example.test${webinar.landingPath}"`);
  });

  it("registrants of a cancelled session are told, with the way to new dates", () => {
    const mail = webinarCancellationMail(person, session, settings);
    expect(mail.subject).toBe("Abgesagt: LED-Wall-Events am 30.03.2027");
    expect(mail.text).toContain("Hallo Mia, das Webinar fällt leider aus");
    expect(mail.text).toContain("findet leider nicht statt");
    expect(mail.text).toContain(`https://www.example.test${webinar.landingPath}`);
  });

  it("the reminder carries the date, the join link (escaped in HTML) and the registrant's own page", () => {
    const mail = webinarReminderMail(person, session, "https://www.example.test/webinar/confirmation?t=abc", settings);
    expect(mail.subject).toBe("Erinnerung: LED-Wall-Events am 30.03.2027 um 11:00 Uhr");
    expect(mail.text).toContain("Dienstag, 30. März 2027, 11:00 bis 12:30 Uhr");
    expect(mail.text).toContain("https://live.example.test/raum/<42>");
    expect(mail.text).toContain("https://www.example.test/webinar/confirmation?t=abc");
    expect(mail.html).toContain("https://live.example.test/raum/&lt;42&gt;");
    expect(mail.html).not.toContain("raum/<42>");
  });

  it("the SMS is short: the start time and the join link", () => {
    const text = webinarReminderSms(session);
    expect(text).toBe(
      "SPARK: Ihr Webinar „LED-Wall-Events“ beginnt um 11:00 Uhr. Jetzt einwählen: https://live.example.test/raum/<42>",
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it("a registrant of the English page gets every mail and the SMS in English, with Frankfurt time", () => {
    const english = { ...person, locale: "en" as const };
    const reminder = webinarReminderMail(
      english,
      session,
      "https://www.example.test/en/webinar/confirmation?t=abc",
      settings,
    );
    expect(reminder.subject).toBe("Reminder: LED-Wall-Events on 30 March 2027 at 11:00 (Frankfurt time)");
    expect(reminder.text).toContain("Hello Mia, it's nearly time");
    expect(reminder.text).toContain("Tuesday 30 March 2027, 11:00 to 12:30 (Frankfurt time)");
    expect(reminder.html).toContain('<html lang="en"');
    const cancelled = webinarCancellationMail(english, session, settings);
    expect(cancelled.subject).toBe("Cancelled: LED-Wall-Events on 30 March 2027");
    expect(cancelled.text).toContain("https://www.example.test/en/webinar/led-wall");
    const moved = webinarMovedMail(
      english,
      session,
      new Date("2027-03-29T09:00:00Z"),
      "https://www.example.test/en/webinar/confirmation?t=abc",
      { filename: "x.ics", contentType: "text/calendar", content: "" },
      settings,
    );
    expect(moved.text).toContain("will not take place as planned on 29 March 2027 at 11:00 (Frankfurt time)");
    const interest = webinarInterestMail("wait@example.com", session, settings, "en");
    expect(interest.subject).toBe("New date: LED-Wall-Events on 30 March 2027");
    expect(interest.text).toContain("Date: Tuesday 30 March 2027, 11:00 to 12:30 (Frankfurt time).");
    const sms = webinarReminderSms(session, "en");
    expect(sms).toBe(
      "SPARK: Your webinar “LED-Wall-Events” starts at 11:00 (Frankfurt time). Join now: https://live.example.test/raum/<42>",
    );
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
