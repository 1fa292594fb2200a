import { describe, expect, it } from "vitest";
import { site } from "../company/site";
import {
  bookingCalendarFiles,
  bookingConfirmedMail,
  optionLapsedMail,
  optionPromotedMail,
  optionReleasedMail,
  teamOptionExpiryMail,
} from "./option-mail";

// The option lapse's mails in both languages (decision 1132): what each says, in Frankfurt time.
const settings = {
  siteUrl: "https://spark.example",
  team: {
    contact: "hello@spark.test",
    tour: "tours@spark.test",
    webinar: "webinar@spark.test",
    enquiry: "events@spark.test",
  },
};
// Thursday 13 and Friday 14 March 2031, 9:00-18:00 in Frankfurt (CET, UTC+1); the double floor holds
// both of its floors each day (one date per day in the mail).
const dates = ["2031-03-13", "2031-03-14"].flatMap((day) =>
  [4, 5].map(() => ({
    day,
    startsAt: new Date(`${day}T08:00:00Z`),
    endsAt: new Date(`${day}T17:00:00Z`),
  })),
);
const until = new Date("2031-03-20T13:05:00Z");
const visitor = (lang: string) => ({
  fullName: "Jörg Planner",
  email: "joerg@example.com",
  company: "Messe GmbH",
  spaceId: "horizon-liberty",
  lang,
});

describe("an option's lapse in the visitor's language", () => {
  it("the lapsed option, in English", () => {
    const mail = optionLapsedMail(visitor("en"), dates, settings);
    expect(mail.to).toBe("joerg@example.com");
    expect(mail.replyTo).toBe("events@spark.test");
    expect(mail.subject).toBe("Your option on Double floor: Horizon Stage + Liberty Stage has expired");
    expect(mail.text).toContain("Hello Jörg Planner, your option has expired");
    expect(mail.text).toContain(
      "Your option on Double floor: Horizon Stage + Liberty Stage for Thursday, 13 March 2031, 09:00–18:00 and Friday, 14 March 2031, 09:00–18:00 (Frankfurt time) has expired.",
    );
    expect(mail.text).toContain("The dates are free again, unless someone else held a second option on them.");
    expect(mail.text).toContain(`call us on ${site.phone.display}`);
    // Nothing typed but the name: the company is not repeated to an address anyone could have entered.
    expect(mail.text).not.toContain("Messe GmbH");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("the lapsed option, in German", () => {
    const mail = optionLapsedMail(visitor("de"), dates, settings);
    expect(mail.subject).toBe("Ihre Option auf Doppeletage: Horizon Stage + Liberty Stage ist abgelaufen");
    expect(mail.text).toContain("Hallo Jörg Planner, Ihre Option ist abgelaufen");
    expect(mail.text).toContain(
      "Ihre Option auf Doppeletage: Horizon Stage + Liberty Stage für Donnerstag, 13.03.2031, 9:00–18:00 Uhr und Freitag, 14.03.2031, 9:00–18:00 Uhr (Frankfurter Zeit) ist abgelaufen.",
    );
    expect(mail.text).toContain(
      "Die Termine sind damit wieder frei, es sei denn, eine andere Anfrage hatte eine 2. Option darauf.",
    );
    expect(mail.text).toContain(`rufen Sie uns an unter ${site.phone.display}`);
    expect(mail.text).not.toMatch(/\b(du|dein|dich)\b/i);
    expect(mail.html).toContain('<html lang="de">');
  });

  it("the promoted option, in English, until when", () => {
    const mail = optionPromotedMail(visitor("en"), dates.slice(0, 1), until, settings);
    expect(mail.subject).toBe("You now hold the first option on Double floor: Horizon Stage + Liberty Stage");
    expect(mail.text).toContain(
      "The option ahead of yours has expired: your enquiry for Double floor: Horizon Stage + Liberty Stage on Thursday, 13 March 2031, 09:00–18:00 (Frankfurt time) now holds the first option.",
    );
    expect(mail.text).toContain("We hold the dates for you until Thursday, 20 March 2031 at 14:05 (Frankfurt time).");
  });

  it("the promoted option, in German, until when", () => {
    const mail = optionPromotedMail(visitor("de"), dates.slice(0, 1), until, settings);
    expect(mail.subject).toBe("Sie haben jetzt die 1. Option auf Doppeletage: Horizon Stage + Liberty Stage");
    expect(mail.text).toContain("Hallo Jörg Planner, Sie haben jetzt die 1. Option");
    expect(mail.text).toContain(
      "Ihre Anfrage für Doppeletage: Horizon Stage + Liberty Stage am Donnerstag, 13.03.2031, 9:00–18:00 Uhr (Frankfurter Zeit) hält jetzt die 1. Option.",
    );
    expect(mail.text).toContain(
      "Wir halten die Termine für Sie bis Donnerstag, 20.03.2031, 14:05 Uhr (Frankfurter Zeit).",
    );
    expect(mail.text).toContain("Möchten Sie verbindlich buchen oder die Option verlängern?");
  });

  it("a language other than German is English; a name that is not one is greeted neutrally", () => {
    expect(optionLapsedMail({ ...visitor("fr"), fullName: "http://x.example" }, dates, settings).text).toMatch(
      /^Hello, your option has expired/,
    );
    expect(optionLapsedMail({ ...visitor("de"), fullName: "http://x.example" }, dates, settings).text).toMatch(
      /^Guten Tag, Ihre Option ist abgelaufen/,
    );
  });
});

describe("the team's mail of a lapse", () => {
  it("names who lapsed and who holds the dates now", () => {
    const promoted = { ...visitor("de"), fullName: "Mia Muster", email: "mia@example.com", company: null };
    const mail = teamOptionExpiryMail(
      { enquiry: visitor("en"), dates, at: until },
      [{ enquiry: promoted, dates, until: new Date("2031-03-27T13:05:00Z") }],
      settings,
    );
    expect(mail.to).toBe("events@spark.test");
    expect(mail.subject).toBe(
      "Option expired: Jörg Planner, Double floor: Horizon Stage + Liberty Stage; first option now Mia Muster",
    );
    expect(mail.text).toContain(
      "The option of Jörg Planner (Messe GmbH), joerg@example.com on Double floor: Horizon Stage + Liberty Stage for Thursday, 13 March 2031, 09:00–18:00 and Friday, 14 March 2031, 09:00–18:00 expired on Thursday, 20 March 2031 at 14:05; they were mailed.",
    );
    expect(mail.text).toContain(
      "Mia Muster, mia@example.com now holds the first option on Double floor: Horizon Stage + Liberty Stage for Thursday, 13 March 2031, 09:00–18:00 and Friday, 14 March 2031, 09:00–18:00, until Thursday, 27 March 2031 at 14:05; they were mailed.",
    );
    expect(mail.text).toContain("All times are Frankfurt time.");
  });

  it("says the dates are free when nobody waited", () => {
    const mail = teamOptionExpiryMail({ enquiry: visitor("en"), dates, at: until }, [], settings);
    expect(mail.subject).toBe("Option expired: Jörg Planner, Double floor: Horizon Stage + Liberty Stage");
    expect(mail.text).toContain("No second option was waiting: the dates are free again.");
  });
});

describe("the team's changes in the visitor's language (decision 1136)", () => {
  it("a promoted option after a release says so, in both languages", () => {
    expect(optionPromotedMail(visitor("en"), dates.slice(0, 1), until, settings, "released").text).toContain(
      "The option ahead of yours has been released: your enquiry for Double floor",
    );
    expect(optionPromotedMail(visitor("de"), dates.slice(0, 1), until, settings, "released").text).toContain(
      "Die Option vor Ihrer wurde freigegeben: Ihre Anfrage für Doppeletage",
    );
  });

  it("an option released by the team", () => {
    const en = optionReleasedMail(visitor("en"), dates, { by: "staff" }, settings);
    expect(en.subject).toBe("Your option on Double floor: Horizon Stage + Liberty Stage has been released");
    expect(en.text).toContain("Hello Jörg Planner, your option has been released");
    expect(en.text).toContain(
      "We have released your option on Double floor: Horizon Stage + Liberty Stage for Thursday, 13 March 2031, 09:00–18:00 and Friday, 14 March 2031, 09:00–18:00 (Frankfurt time). The dates are no longer held for you.",
    );
    expect(en.replyTo).toBe("events@spark.test");
    const de = optionReleasedMail(visitor("de"), dates, { by: "staff" }, settings);
    expect(de.subject).toBe("Ihre Option auf Doppeletage: Horizon Stage + Liberty Stage wurde freigegeben");
    expect(de.text).toContain("Hallo Jörg Planner, Ihre Option wurde freigegeben");
    expect(de.text).toContain(
      "Wir haben Ihre Option auf Doppeletage: Horizon Stage + Liberty Stage für Donnerstag, 13.03.2031, 9:00–18:00 Uhr und Freitag, 14.03.2031, 9:00–18:00 Uhr (Frankfurter Zeit) freigegeben.",
    );
    expect(de.text).not.toMatch(/\b(du|dein|dich)\b/i);
    expect(de.html).toContain('<html lang="de">');
  });

  it("an option ended because someone else booked one of its dates names that date", () => {
    const booked = dates.filter((date) => date.day === "2031-03-13");
    const en = optionReleasedMail(visitor("en"), dates, { by: "booked", booked }, settings);
    expect(en.subject).toBe("Your option on Double floor: Horizon Stage + Liberty Stage has ended");
    expect(en.text).toContain("Hello Jörg Planner, the date has been booked");
    expect(en.text).toContain(
      "We are sorry: Double floor: Horizon Stage + Liberty Stage has been booked by someone else on Thursday, 13 March 2031, 09:00–18:00 (Frankfurt time). Your option for Thursday, 13 March 2031, 09:00–18:00 and Friday, 14 March 2031, 09:00–18:00 (Frankfurt time) has therefore ended.",
    );
    const de = optionReleasedMail(visitor("de"), dates, { by: "booked", booked }, settings);
    expect(de.subject).toBe("Ihre Option auf Doppeletage: Horizon Stage + Liberty Stage ist beendet");
    expect(de.text).toContain("Hallo Jörg Planner, der Termin wurde anderweitig gebucht");
    expect(de.text).toContain(
      "Leider wurde Doppeletage: Horizon Stage + Liberty Stage am Donnerstag, 13.03.2031, 9:00–18:00 Uhr (Frankfurter Zeit) anderweitig gebucht. Ihre Option für Donnerstag, 13.03.2031, 9:00–18:00 Uhr und Freitag, 14.03.2031, 9:00–18:00 Uhr (Frankfurter Zeit) ist damit beendet.",
    );
    expect(de.text).not.toMatch(/\b(du|dein|dich)\b/i);
  });

  it("the booking, with a calendar invite per booked day, in both languages", () => {
    const stamp = new Date("2031-03-01T10:00:00Z");
    const files = bookingCalendarFiles({ enquiryId: 42, enquiry: visitor("de"), dates }, "events@spark.test", stamp);
    // Two floors each day: one invite per day.
    expect(files.map((file) => file.filename)).toEqual(["spark-event-2031-03-13.ics", "spark-event-2031-03-14.ics"]);
    const ics = files[0]!.content;
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
    const field = (name: string) => unfolded.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
    expect(field("METHOD")).toBe("METHOD:REQUEST");
    expect(field("UID")).toBe("UID:enquiry-42-2031-03-13@spark-frankfurt.de");
    expect(field("DTSTART")).toBe("DTSTART:20310313T080000Z");
    expect(field("DTEND")).toBe("DTEND:20310313T170000Z");
    expect(field("DTSTAMP")).toBe("DTSTAMP:20310301T100000Z");
    expect(field("SUMMARY")).toBe("SUMMARY:Ihre Veranstaltung bei SPARK: Doppeletage: Horizon Stage + Liberty Stage");
    expect(field("ORGANIZER")).toBe('ORGANIZER;CN="SPARK Frankfurt":mailto:events@spark.test');
    expect(field("ATTENDEE")).toBe(
      'ATTENDEE;CN="Jörg Planner";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:joerg@example.com',
    );
    expect(unfolded.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);

    const de = bookingConfirmedMail(visitor("de"), dates, files, settings);
    expect(de.subject).toBe("Ihre Buchung bei SPARK: Doppeletage: Horizon Stage + Liberty Stage");
    expect(de.text).toContain("Hallo Jörg Planner, Ihre Veranstaltung ist gebucht");
    expect(de.text).toContain(
      "Wir haben Doppeletage: Horizon Stage + Liberty Stage für Sie gebucht: Donnerstag, 13.03.2031, 9:00–18:00 Uhr und Freitag, 14.03.2031, 9:00–18:00 Uhr (Frankfurter Zeit).",
    );
    expect(de.text).toContain("Die Termine für Ihren Kalender finden Sie im Anhang.");
    expect(de.text).not.toMatch(/\b(du|dein|dich)\b/i);
    expect(de.attachments).toBe(files);
    const enFiles = bookingCalendarFiles({ enquiryId: 42, enquiry: visitor("en"), dates }, "events@spark.test", stamp);
    expect(enFiles[1]!.content).toContain("SUMMARY:Your event at SPARK: Double floor: Horizon Stage + Liberty Stage");
    const en = bookingConfirmedMail(visitor("en"), dates, enFiles, settings);
    expect(en.subject).toBe("Your booking at SPARK: Double floor: Horizon Stage + Liberty Stage");
    expect(en.text).toContain(
      "We have booked Double floor: Horizon Stage + Liberty Stage for you: Thursday, 13 March 2031, 09:00–18:00 and Friday, 14 March 2031, 09:00–18:00 (Frankfurt time).",
    );
    expect(en.text).toContain("The calendar entries are attached.");
    expect(en.text).not.toContain("Messe GmbH");
  });
});
