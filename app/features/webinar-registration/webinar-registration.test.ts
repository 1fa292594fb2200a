import { describe, expect, it } from "vitest";
import { parseForm } from "../form-kit/result";
import { registrationMessages, registrationSchema } from "./schema";
import { sessionRefusals } from "./messages";
import { registrationRow } from "../../../server/domain/webinar/registration";

const complete = {
  preferred_date: "12",
  first_name: " Jana ",
  email: "jana@example.com",
  phone_number: "",
  privacy_consent: "on",
};

describe("registration schema", () => {
  it("accepts a complete sign-up and drops an empty phone", () => {
    expect(parseForm(registrationSchema.de, complete).data).toEqual({
      preferred_date: "12",
      first_name: "Jana",
      email: "jana@example.com",
      phone_number: undefined,
      privacy_consent: "on",
    });
  });

  it("treats missing first name, e-mail or consent as missing", () => {
    for (const field of ["first_name", "email", "privacy_consent"] as const) {
      const parsed = parseForm(
        registrationSchema.de,
        { ...complete, [field]: "" },
        registrationMessages.de.requiredField,
      );
      expect(parsed.missing, field).toBe(true);
      expect(parsed.fieldErrors[field], field).toBe("Bitte füllen Sie dieses Feld aus.");
    }
    expect(parseForm(registrationSchema.de, { ...complete, privacy_consent: undefined }).missing).toBe(true);
  });

  it("refuses a date that is not offered and malformed input, in German", () => {
    const parsed = parseForm(registrationSchema.de, {
      ...complete,
      preferred_date: "Montag, 01.01. 08:00 Uhr",
      email: "jana",
      phone_number: "<script>",
    });
    expect(parsed.missing).toBe(false);
    expect(parsed.fieldErrors).toEqual({
      preferred_date: "Bitte wählen Sie einen der angebotenen Termine.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      phone_number: "Bitte geben Sie eine Telefonnummer nur mit Ziffern ein.",
    });
    expect(parseForm(registrationSchema.de, { ...complete, first_name: "J".repeat(101) }).fieldErrors.first_name).toBe(
      "Bitte geben Sie höchstens 100 Zeichen ein.",
    );
    expect(parseForm(registrationSchema.de, { ...complete, first_name: "Ja\u0000na" }).fieldErrors.first_name).toBe(
      "Bitte entfernen Sie ungewöhnliche Zeichen aus diesem Feld.",
    );
  });
});

describe("registration schema on the English page", () => {
  it("accepts the same sign-up and words its errors in English", () => {
    expect(parseForm(registrationSchema.en, complete).data?.first_name).toBe("Jana");
    const missing = parseForm(registrationSchema.en, { ...complete, email: "" }, registrationMessages.en.requiredField);
    expect(missing.missing).toBe(true);
    expect(missing.fieldErrors.email).toBe("This field is required.");
    expect(
      parseForm(registrationSchema.en, { ...complete, preferred_date: "x", email: "jana", phone_number: "<b>" })
        .fieldErrors,
    ).toEqual({
      preferred_date: "Please choose one of the dates offered.",
      email: "Please enter a valid email address.",
      phone_number: "Please enter a phone number using digits only.",
    });
    expect(registrationMessages.en.success.title).toBe("Registration successful!");
    expect(registrationMessages.de.success.title).toBe("Erfolgreich angemeldet!");
    expect(sessionRefusals.en.full).toBe("Unfortunately this session is fully booked. All places have been taken.");
    expect(sessionRefusals.de.full).toBe("Dieser Termin ist leider ausgebucht. Alle Plätze sind vergeben.");
  });
});

const session = {
  id: 12,
  slug: "led-wall-2026-03-29",
  topic: "LED-Wall-Events",
  // Summer time starts that night: 09:00 UTC is 11:00 in Frankfurt.
  startsAt: new Date("2026-03-29T09:00:00Z"),
  durationMinutes: 90,
  capacity: 100,
  seatsTaken: 3,
  joinUrl: "https://live.example/raum",
  status: "scheduled" as const,
  createdAt: new Date(),
  updatedAt: new Date(),
  calendarSequence: 0,
};

describe("registrationRow", () => {
  it("stores the first name as full_name, the session's date label and time, and its webinar label", () => {
    const values = parseForm(registrationSchema.de, { ...complete, phone_number: "+49 151 2345678" }).data!;
    expect(registrationRow(values, session)).toEqual({
      fullName: "Jana",
      email: "jana@example.com",
      company: null,
      phoneNumber: "+49 151 2345678",
      preferredDate: "Sonntag, 29.03. 11:00 Uhr",
      preferredTime: "11:00",
      numberOfGuests: null,
      additionalInformation: "Webinar-Anmeldung: LED-Wall-Events (led-wall-2026-03-29)",
    });
  });

  it("stores no phone as null", () => {
    expect(registrationRow(parseForm(registrationSchema.de, complete).data!, session).phoneNumber).toBeNull();
  });
});
