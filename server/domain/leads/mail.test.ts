import { symmetricDecrypt } from "better-auth/crypto";
import { describe, expect, it } from "vitest";

// The mails of the leads, and beside them the newsletter confirmation, the staff invitation and a
// webinar sign-up's (each written in its own context).
import { specSignupLabel } from "../../../tests/support/spec-session.ts";
import { sealInviteToken } from "../staff/invite-job.ts";
import { staffInviteMail } from "../staff/invite-mail.ts";
import { newsletterLinks, verifyLink } from "../newsletter/links.ts";
import { newsletterConfirmationMail } from "../newsletter/mail.ts";
import { teamWebinarMail, visitorWebinarMail } from "../webinar/mail.ts";
import type { MailSettings } from "../../mail/settings.ts";
import { teamContactMail, teamTourMail, visitorContactMail, visitorTourMail } from "./mail.ts";

const settings: MailSettings = {
  siteUrl: "https://www.example.test",
  team: {
    contact: "hello@team.test",
    tour: "sales@team.test",
    webinar: "webinar@team.test",
    enquiry: "events@team.test",
  },
};
const createdAt = new Date("2026-11-22T09:30:00Z");
const contact = {
  id: 7,
  firstName: "Jörg",
  lastName: "Weiß",
  email: "joerg@example.com",
  company: "Messe <GmbH>",
  message: "We plan a launch for 300 guests.\nWhich stage fits?",
  createdAt,
  language: "en",
};
const tour = {
  id: 8,
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: null,
  phoneNumber: "+49 69 123",
  preferredDate: "2026-12-03",
  preferredTime: "10:30",
  numberOfGuests: 4,
  additionalInformation: "Parking?",
  lang: "en",
  createdAt,
};
const registration = {
  ...tour,
  fullName: "Mia",
  email: "mia@example.com",
  preferredDate: "Freitag, 04.12. 16:30 Uhr",
  preferredTime: "16:30",
  numberOfGuests: null,
  additionalInformation: specSignupLabel,
};

describe("lead mails", () => {
  it("contact: the team gets the whole message with Reply-To the visitor; the visitor a confirmation", () => {
    const team = teamContactMail(contact, settings);
    expect(team.to).toBe("hello@team.test");
    expect(team.replyTo).toBe("joerg@example.com");
    expect(team.subject).toBe("New contact message from Jörg Weiß (Messe <GmbH>)");
    expect(team.text).toContain("Message: We plan a launch for 300 guests.\nWhich stage fits?");
    expect(team.html).toContain("Messe &lt;GmbH&gt;"); // escaped, never markup
    expect(team.html).toMatch(/^<!DOCTYPE html><html lang="en">/);

    const visitor = visitorContactMail(contact, settings);
    expect(visitor.to).toBe("joerg@example.com");
    expect(visitor.replyTo).toBe("hello@team.test");
    expect(visitor.subject).toBe("We received your message - SPARK Frankfurt");
    expect(visitor.text).toContain("Thank you for contacting us. We'll get back to you soon.");
    expect(visitor.html).toContain("Hello Jörg, thank you for your message");
    expect(visitor.text).not.toContain("300 guests"); // the visitor's mail never repeats the message
  });

  it("contact from the German page (issue 44): the visitor's mail and its subject in German; the team's in English", () => {
    const german = { ...contact, language: "de", message: "Wir planen einen Launch für 300 Gäste." };
    const visitor = visitorContactMail(german, settings);
    expect(visitor.subject).toBe("Wir haben Ihre Nachricht erhalten – SPARK Frankfurt");
    expect(visitor.html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(visitor.html).toContain("Hallo Jörg, vielen Dank für Ihre Nachricht");
    expect(visitor.text).toContain("Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.");
    expect(visitor.text).toContain("Montag bis Freitag, 8:30-17:00 Uhr MEZ");
    expect(visitor.text).toContain("https://www.example.test/de/kontakt");
    expect(visitor.text).not.toContain("300 Gäste");
    expect(visitor.text).not.toMatch(/\b(Thank you|message|Hello)\b/);
    // A name that is no name: the German neutral greeting.
    expect(visitorContactMail({ ...german, firstName: "www.evil.example" }, settings).text).toContain(
      "Guten Tag, vielen Dank für Ihre Nachricht",
    );
    const team = teamContactMail(german, settings);
    expect(team.subject).toBe("New contact message from Jörg Weiß (Messe <GmbH>)");
    expect(team.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it("a visitor's mail repeats no free text: a name with a URL or other text becomes a neutral greeting (issue 41)", () => {
    const lure = "Claim your prize at https://evil.example/win";
    const contactMail = visitorContactMail({ ...contact, firstName: lure, message: `Visit ${lure}` }, settings);
    const tourMail = visitorTourMail({ ...tour, fullName: lure }, settings);
    const webinarMail = visitorWebinarMail({ ...registration, fullName: "www.evil.example" }, settings, {
      session: {
        topic: "LED-Wall-Events",
        startsAt: new Date("2026-12-04T15:30:00Z"),
        durationMinutes: 60,
        joinUrl: "https://live.example/raum",
      },
      confirmationUrl: "https://www.example.test/webinar/confirmation?t=1.x",
      calendarUrl: "https://www.example.test/webinar/led-wall.ics?t=1.x",
    });
    for (const mail of [contactMail, tourMail, webinarMail]) {
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
      expect(mail.text).not.toContain("prize");
    }
    expect(contactMail.text).toContain("Hello, thank you for your message");
    expect(tourMail.text).toContain("Hello, we received your tour request");
    expect(webinarMail.text).toContain("Guten Tag, Sie sind dabei!");
    // Real names in any script, with hyphens and apostrophes, still greet by name.
    expect(visitorTourMail({ ...tour, fullName: "Anne-Marie O’Neil" }, settings).text).toContain(
      "Hello Anne-Marie O’Neil, we received",
    );
  });

  it("tour: the team gets date, time and guests; the visitor the 24-hour promise", () => {
    const team = teamTourMail(tour, settings);
    expect(team.to).toBe("sales@team.test");
    expect(team.subject).toBe("New tour request: Ada Lovelace, 2026-12-03 10:30");
    expect(team.text).toContain("Guests: 4");
    expect(team.text).toContain("Phone: +49 69 123");
    expect(team.text).toContain("confirm a time under Tours");
    // A free time taken at once (issue 46): the team is told it is booked, not asked to confirm.
    const booked = teamTourMail(tour, settings, true);
    expect(booked.subject).toBe("Tour booked: Ada Lovelace, 2026-12-03 10:30");
    expect(booked.text).toContain("the visitor has the calendar invite");
    const visitor = visitorTourMail(tour, settings);
    expect(visitor.to).toBe("ada@example.com");
    expect(visitor.subject).toBe("Your tour request at SPARK Frankfurt");
    expect(visitor.text).toContain("We'll contact you within 24 hours to confirm.");
    expect(visitor.html).toContain("We&#x27;ll contact you within 24 hours to confirm.");
  });

  it("webinar: both mails in German, the visitor's with date, time and join link", () => {
    const team = teamWebinarMail(registration, "LED-Wall-Events für Messebauer", settings);
    expect(team.to).toBe("webinar@team.test");
    expect(team.subject).toBe("Neue Webinar-Anmeldung: Mia (Freitag, 04.12. 16:30 Uhr)");
    expect(team.html).toMatch(/<html lang="de">/);
    // The session's topic as the team typed it, in both mails.
    expect(team.text).toContain("Mia hat sich für „LED-Wall-Events für Messebauer“ am");
    const visitor = visitorWebinarMail(registration, settings, {
      session: {
        topic: "LED-Wall-Events",
        startsAt: new Date("2026-12-04T15:30:00Z"),
        durationMinutes: 60,
        joinUrl: "https://live.example/raum/7",
      },
      confirmationUrl: "https://www.example.test/webinar/confirmation?t=7.sig",
      calendarUrl: "https://www.example.test/webinar/led-wall.ics?t=7.sig",
    });
    expect(visitor.to).toBe("mia@example.com");
    expect(visitor.subject).toBe("Ihre Anmeldung: LED-Wall-Events am 04.12.2026");
    expect(visitor.text).toContain("Live-Webinar „LED-Wall-Events“ ist bestätigt.");
    expect(visitor.text).toContain("Hallo Mia, Sie sind dabei!");
    expect(visitor.text).toContain("4. Dezember 2026, 16:30 bis 17:30 Uhr");
    expect(visitor.text).toContain("Zum Webinar-Raum: https://live.example/raum/7");
    expect(visitor.text).toContain("https://www.example.test/webinar/confirmation?t=7.sig");
    expect(visitor.text).toContain("https://www.example.test/webinar/led-wall.ics?t=7.sig");
    expect(visitor.html).toMatch(/<html lang="de">/);
  });
});

describe("newsletter confirmation mail", () => {
  const secret = "test-secret-test-secret-test-secret-00";
  const row = {
    id: 42,
    email: "News@Example.com",
    createdAt,
    status: "pending" as const,
    consentText: "x",
    confirmedAt: null,
    confirmationSentAt: createdAt,
    language: "en",
  };

  it("carries the signed confirmation link and one-click unsubscribe headers (RFC 8058)", () => {
    const links = newsletterLinks(secret, settings.siteUrl, row.id, row.email, createdAt);
    const mail = newsletterConfirmationMail(row, links);
    expect(mail.to).toBe("News@Example.com");
    expect(mail.subject).toBe("Please confirm your subscription to the SPARK newsletter");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain(`Confirm subscription: ${links.confirmUrl}`);
    expect(links.confirmUrl).toMatch(/^https:\/\/www\.example\.test\/newsletter\/confirm\?token=42\.\d+\.[\w-]{43}$/);
  });

  it("a sign-up on a German page (issue 44): the confirmation mail in German, its links saying lang=de", () => {
    const german = { ...row, language: "de" };
    const links = newsletterLinks(secret, settings.siteUrl, row.id, row.email, createdAt, "de");
    const mail = newsletterConfirmationMail(german, links);
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung zum SPARK-Newsletter");
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(mail.text).toContain(
      "Bitte bestätigen Sie, dass Sie den Newsletter von SPARK Frankfurt an News@Example.com",
    );
    expect(mail.text).toContain("Der Link ist 7 Tage gültig.");
    expect(mail.text).toContain(`Anmeldung bestätigen: ${links.confirmUrl}`);
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${links.unsubscribeUrl}>`);
    expect(links.confirmUrl).toMatch(
      /^https:\/\/www\.example\.test\/newsletter\/confirm\?token=42\.\d+\.[\w-]{43}&lang=de$/,
    );
    // The hint is no part of the token: the link verifies as the English one does.
    const token = new URL(links.confirmUrl).searchParams.get("token")!;
    expect(verifyLink(secret, "confirm", token, row.email, createdAt)).toBe(true);
  });

  it("links: valid for the address and 7 days; forged, edited, other-address or expired ones are refused", () => {
    const links = newsletterLinks(secret, settings.siteUrl, row.id, row.email, createdAt);
    const token = new URL(links.confirmUrl).searchParams.get("token")!;
    expect(verifyLink(secret, "confirm", token, "news@example.com", createdAt)).toBe(true);
    expect(verifyLink(secret, "confirm", token, "other@example.com", createdAt)).toBe(false);
    expect(verifyLink("another-secret-another-secret-0000000", "confirm", token, row.email, createdAt)).toBe(false);
    expect(verifyLink(secret, "confirm", token.replace(/^42\./, "43."), row.email, createdAt)).toBe(false);
    expect(verifyLink(secret, "unsubscribe", token, row.email, createdAt)).toBe(false);
    const later = (days: number) => new Date(createdAt.getTime() + days * 86_400_000);
    expect(verifyLink(secret, "confirm", token, row.email, later(6.9))).toBe(true);
    expect(verifyLink(secret, "confirm", token, row.email, later(7.1))).toBe(false);
    const unsubscribe = new URL(links.unsubscribeUrl).searchParams.get("token")!;
    expect(verifyLink(secret, "unsubscribe", unsubscribe, row.email, later(400))).toBe(true);
  });
});

describe("staff invitation mail", () => {
  it("names who invited whom for which role, with the one-time link and its expiry in Berlin time", () => {
    const url = "https://www.example.test/staff/invite/abc";
    const mail = staffInviteMail({
      to: "sam@example.com",
      role: "staff",
      url,
      expiresAt: new Date("2026-11-25T09:30:00Z"),
      inviter: "Olivia Owner",
    });
    expect(mail.to).toBe("sam@example.com");
    expect(mail.subject).toBe("Your invitation to the SPARK back office");
    expect(mail.text).toContain("Olivia Owner invited you to the SPARK back office as a member of the team");
    expect(mail.text).toContain(`Accept invitation: ${url}`);
    expect(mail.text).toContain("The link works once, until 25 Nov 2026, 10:30 (Berlin time)");
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    const owner = staffInviteMail({ to: "o@example.com", role: "owner", url, expiresAt: new Date() });
    expect(owner.text).toContain("The SPARK team invited you to the SPARK back office as an owner");
    const editor = staffInviteMail({ to: "e@example.com", role: "editor", url, expiresAt: new Date() });
    expect(editor.text).toContain("as an editor: the event price list");
    expect(editor.text).not.toContain("inbox");
  });

  it("the invite job's sealed token opens only with the same secret", async () => {
    const secret = "test-staff-secret-test-staff-secret-0000";
    const sealed = await sealInviteToken(secret, "token-123");
    expect(sealed).not.toContain("token-123");
    expect(await symmetricDecrypt({ key: `staff-invite-mail:${secret}`, data: sealed })).toBe("token-123");
    await expect(symmetricDecrypt({ key: "staff-invite-mail:another", data: sealed })).rejects.toThrow();
  });
});
