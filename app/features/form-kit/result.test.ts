import { describe, expect, it } from "vitest";
import { contactSchema } from "../contact/schema";
import { newsletterSchema } from "../newsletter/schema";
import { tourSchema } from "../tour/schema";
import { parseForm } from "./result";

const validTour = {
  full_name: "Grace Hopper",
  email: "grace@example.com",
  preferred_date: "2027-03-04",
  preferred_time: "10:30",
};

describe("contact schema", () => {
  it("accepts a complete message and turns an empty company into null-able undefined", () => {
    const parsed = parseForm(contactSchema, {
      first_name: " Ada ",
      last_name: "Lovelace",
      email: "ada@example.com",
      company: "  ",
      message: "Hello",
    });
    expect(parsed.data).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      company: undefined,
      message: "Hello",
    });
  });
  it("reports missing required fields as missing", () => {
    const parsed = parseForm(contactSchema, { first_name: "Ada", email: "ada@example.com", message: "" });
    expect(parsed.missing).toBe(true);
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["last_name", "message"]);
  });
  it("refuses oversized fields and malformed e-mail addresses as invalid, not missing", () => {
    const parsed = parseForm(contactSchema, {
      first_name: "A".repeat(101),
      last_name: "B",
      email: "not-an-email",
      message: "x",
    });
    expect(parsed.missing).toBe(false);
    expect(parsed.fieldErrors.first_name).toMatch(/under 100 characters/);
    expect(parsed.fieldErrors.email).toBe("Please enter a valid e-mail address.");
  });
  it("refuses values that are not text", () => {
    expect(
      parseForm(contactSchema, { first_name: 5, last_name: ["x"], email: {}, message: null }).data,
    ).toBeUndefined();
  });
});

describe("tour schema", () => {
  it("converts guests to an integer, and an empty field to nothing", () => {
    expect(parseForm(tourSchema, { ...validTour, number_of_guests: "12" }).data?.number_of_guests).toBe(12);
    expect(parseForm(tourSchema, { ...validTour, number_of_guests: "" }).data?.number_of_guests).toBeUndefined();
  });
  it("keeps guests between 1 and 20 and whole", () => {
    for (const value of ["0", "21", "2.5", "abc", "-3"]) {
      expect(parseForm(tourSchema, { ...validTour, number_of_guests: value }).data, value).toBeUndefined();
    }
    expect(parseForm(tourSchema, { ...validTour, number_of_guests: "20" }).data?.number_of_guests).toBe(20);
    expect(parseForm(tourSchema, { ...validTour, number_of_guests: "1" }).data?.number_of_guests).toBe(1);
  });
  it("requires name, e-mail, date and time with the missing message", () => {
    const parsed = parseForm(tourSchema, { email: "grace@example.com" });
    expect(parsed.missing).toBe(true);
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["full_name", "preferred_date", "preferred_time"]);
  });
  it("refuses impossible dates and times", () => {
    expect(parseForm(tourSchema, { ...validTour, preferred_date: "2027-02-30" }).data).toBeUndefined();
    expect(parseForm(tourSchema, { ...validTour, preferred_time: "25:00" }).data).toBeUndefined();
    expect(parseForm(tourSchema, { ...validTour, preferred_date: "tomorrow" }).data).toBeUndefined();
  });
});

describe("newsletter schema", () => {
  it("needs an address and trims it", () => {
    expect(parseForm(newsletterSchema, { email: "  news@example.com " }).data).toEqual({ email: "news@example.com" });
    expect(parseForm(newsletterSchema, { email: "" }).missing).toBe(true);
  });
});

describe("control characters", () => {
  it("refuses NUL and other control characters but keeps line breaks and tabs", () => {
    const base = { first_name: "Ada", last_name: "L", email: "ada@example.com" };
    expect(parseForm(contactSchema, { ...base, message: "a\u0000b" }).data).toBeUndefined();
    expect(parseForm(contactSchema, { ...base, message: "a\u001bb" }).data).toBeUndefined();
    expect(parseForm(contactSchema, { ...base, company: "x\u0000", message: "ok" }).data).toBeUndefined();
    expect(parseForm(contactSchema, { ...base, message: "line one\r\nline two\twith tab" }).data?.message).toBe(
      "line one\r\nline two\twith tab",
    );
  });
});
