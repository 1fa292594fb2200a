import { describe, expect, it } from "vitest";
import { parseForm } from "../form-kit/result";
import { smsReminderMessages, smsReminderSchema } from "./schema";
import { smsReminderRefusals } from "./messages";
import { smsRefusal } from "./webinar-sms-reminder.server";
import { smsReminderRow } from "../../../server/domain/webinar/sms-reminders";

describe("SMS reminder schema", () => {
  it("accepts the three country codes and stores digits without spaces and trunk zero", () => {
    expect(parseForm(smsReminderSchema.de, { country_code: "+49", phone_number: "0151 234 5678" }).data).toEqual({
      country_code: "+49",
      phone_number: "1512345678",
    });
    expect(
      parseForm(smsReminderSchema.de, { country_code: "+43", phone_number: "664 1234567" }).data?.country_code,
    ).toBe("+43");
    expect(
      parseForm(smsReminderSchema.de, { country_code: "+41", phone_number: "79 123 45 67" }).data?.phone_number,
    ).toBe("791234567");
  });

  it("reports an empty phone as missing", () => {
    const parsed = parseForm(smsReminderSchema.de, { country_code: "+49", phone_number: "   " });
    expect(parsed.missing).toBe(true);
    expect(Object.keys(parsed.fieldErrors)).toEqual(["phone_number"]);
    expect(smsReminderMessages.de.missing).toEqual({
      title: "Telefonnummer erforderlich",
      description: "Bitte geben Sie Ihre Telefonnummer ein.",
    });
  });

  it("refuses other country codes, letters, symbols, too short and too long numbers", () => {
    expect(parseForm(smsReminderSchema.de, { country_code: "+1", phone_number: "151 2345678" }).data).toBeUndefined();
    for (const phone of ["0151-2345678", "+49 151 2345678", "abc", "12", "1".repeat(21), "1".repeat(16)]) {
      expect(parseForm(smsReminderSchema.de, { country_code: "+49", phone_number: phone }).data, phone).toBeUndefined();
    }
  });

  it("promises the reminder 5 minutes before the start", () => {
    expect(smsReminderMessages.de.success).toEqual({
      title: "SMS-Erinnerung aktiviert!",
      description: "Sie erhalten 5 Minuten vor Beginn eine SMS-Erinnerung.",
    });
  });
});

const session = {
  id: 3,
  slug: "led-wall-2026-12-04",
  topic: "LED-Wall-Events",
  startsAt: new Date("2026-12-04T15:30:00Z"),
  durationMinutes: 60,
  capacity: 100,
  seatsTaken: 100,
  joinUrl: "https://live.example/raum",
  status: "scheduled" as const,
  createdAt: new Date(),
  updatedAt: new Date(),
  calendarSequence: 0,
};

describe("smsRefusal", () => {
  const before = new Date("2026-12-04T15:00:00Z");
  it("accepts a reminder for a session still ahead, full or not", () => {
    expect(smsRefusal(session, before)).toBeUndefined();
  });
  it("refuses a started, held or cancelled session and a missing registration, in German", () => {
    expect(smsRefusal(session, new Date("2026-12-04T15:30:00Z"))).toBe(smsReminderRefusals.de.past);
    expect(smsRefusal({ ...session, status: "held" }, before)).toBe(smsReminderRefusals.de.past);
    expect(smsRefusal({ ...session, status: "cancelled" }, before)).toBe(smsReminderRefusals.de.cancelled);
    expect(smsRefusal(undefined, before)).toBe(smsReminderRefusals.de.invalidLink);
  });
});

describe("the SMS reminder on the English page", () => {
  it("stores the same digits and words its messages and refusals in English", () => {
    expect(parseForm(smsReminderSchema.en, { country_code: "+49", phone_number: "0151 234 5678" }).data).toEqual({
      country_code: "+49",
      phone_number: "1512345678",
    });
    expect(parseForm(smsReminderSchema.en, { country_code: "+49", phone_number: "abc" }).fieldErrors.phone_number).toBe(
      "Please enter a valid mobile number (digits and spaces only).",
    );
    expect(smsReminderMessages.en.success).toEqual({
      title: "SMS reminder activated!",
      description: "You will receive an SMS reminder 5 minutes before the start.",
    });
    expect(smsRefusal({ ...session, status: "cancelled" }, new Date("2026-12-04T15:00:00Z"), "en")).toBe(
      "This session has been cancelled. An SMS reminder is not possible.",
    );
  });
});

describe("smsReminderRow", () => {
  it("stores the session's slug with country code and number", () => {
    expect(smsReminderRow({ country_code: "+41", phone_number: "791234567" }, session)).toEqual({
      webinarId: "led-wall-2026-12-04",
      countryCode: "+41",
      phoneNumber: "791234567",
    });
  });
});
