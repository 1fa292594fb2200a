import { describe, expect, it } from "vitest";
import { parseForm } from "../form-kit/result";
import { registrationMessages, registrationSchema } from "./schema";
import { registrationRow } from "./webinar-registration.server";

const complete = {
  preferred_date: "Donnerstag, 18.07. 11:00 Uhr",
  first_name: " Jana ",
  email: "jana@example.com",
  phone_number: "",
  privacy_consent: "on",
};

describe("registration schema", () => {
  it("accepts a complete sign-up and drops an empty phone", () => {
    expect(parseForm(registrationSchema, complete).data).toEqual({
      preferred_date: "Donnerstag, 18.07. 11:00 Uhr",
      first_name: "Jana",
      email: "jana@example.com",
      phone_number: undefined,
      privacy_consent: "on",
    });
  });

  it("treats missing first name, e-mail or consent as missing", () => {
    for (const field of ["first_name", "email", "privacy_consent"] as const) {
      const parsed = parseForm(registrationSchema, { ...complete, [field]: "" }, registrationMessages.requiredField);
      expect(parsed.missing, field).toBe(true);
      expect(parsed.fieldErrors[field], field).toBe("Bitte füllen Sie dieses Feld aus.");
    }
    expect(parseForm(registrationSchema, { ...complete, privacy_consent: undefined }).missing).toBe(true);
  });

  it("refuses a date that is not offered and malformed input, in German", () => {
    const parsed = parseForm(registrationSchema, {
      ...complete,
      preferred_date: "Montag, 01.01. 08:00 Uhr",
      email: "jana",
      phone_number: "<script>",
    });
    expect(parsed.missing).toBe(false);
    expect(parsed.fieldErrors).toEqual({
      preferred_date: "Bitte wählen Sie den angebotenen Termin.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      phone_number: "Bitte geben Sie eine Telefonnummer nur mit Ziffern ein.",
    });
    expect(parseForm(registrationSchema, { ...complete, first_name: "J".repeat(101) }).fieldErrors.first_name).toBe(
      "Bitte geben Sie höchstens 100 Zeichen ein.",
    );
    expect(parseForm(registrationSchema, { ...complete, first_name: "Ja\u0000na" }).fieldErrors.first_name).toBe(
      "Bitte entfernen Sie ungewöhnliche Zeichen aus diesem Feld.",
    );
  });
});

describe("registrationRow", () => {
  it("stores the first name as full_name, the date text, 11:00 and the webinar label", () => {
    const values = parseForm(registrationSchema, { ...complete, phone_number: "+49 151 2345678" }).data!;
    expect(registrationRow(values)).toEqual({
      fullName: "Jana",
      email: "jana@example.com",
      company: null,
      phoneNumber: "+49 151 2345678",
      preferredDate: "Donnerstag, 18.07. 11:00 Uhr",
      preferredTime: "11:00",
      numberOfGuests: null,
      additionalInformation: "Webinar-Anmeldung: LED-Wall-Events (led-wall-2025-07-18)",
    });
  });

  it("stores no phone as null", () => {
    expect(registrationRow(parseForm(registrationSchema, complete).data!).phoneNumber).toBeNull();
  });
});
