import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, toCsv } from "./csv";

describe("CSV export", () => {
  it("starts with a BOM, keeps umlauts and ends lines with CRLF", () => {
    const csv = toCsv(["name", "company"], [["Jürgen Müller", "Straße & Söhne"]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}name,company\r\nJürgen Müller,Straße & Söhne\r\n`);
  });
  it("separates with semicolons for a German Excel, quoting a semicolon inside a value", () => {
    expect(toCsv(["name", "company"], [["Jürgen", "A; B"]], ";")).toBe(`${CSV_BOM}name;company\r\nJürgen;"A; B"\r\n`);
  });
  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('He said "hi", then\nleft')).toBe('"He said ""hi"", then\nleft"');
    expect(csvField(null)).toBe("");
  });
  it("defuses spreadsheet formulas", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+49 170 1234567")).toBe("'+49 170 1234567");
  });
});
