import { describe, expect, it } from "vitest";
import { PdfPage, encodePdfText, renderPdf, wrapText } from "./pdf";

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

describe("pdf writer", () => {
  it("encodes WinAnsi text: € as 0x80, umlauts as Latin-1, parentheses and backslashes escaped", () => {
    expect(encodePdfText("€5 (ab) \\ Größe")).toBe("\x805 \\(ab\\) \\\\ Gr\xf6\xdfe");
    expect(encodePdfText("中")).toBe("?");
  });

  it("wraps text to the width", () => {
    const lines = wrapText("Two stages, two floors, one event: six double-floor formats for conferences and launches", 150, 10);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe("Two stages, two floors, one event: six double-floor formats for conferences and launches");
  });

  it("writes a well-formed file whose xref offsets point at their objects", () => {
    const page = new PdfPage().rect(0, 0, 100, 50, [10, 12, 17]).text("From €3,500/day", 40, 80, { size: 12, bold: true });
    const second = new PdfPage().text("Page two", 40, 80);
    const text = latin1(renderPdf([page, second], { title: "Double Floor", author: "SPARK" }));
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(9); // catalog, pages, 2 fonts, 2 x (page + content), info
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(text).toContain("/Count 2");
    expect(text).toContain("(From \x803,500/day) Tj");
  });

  it("declares each content stream's exact length", () => {
    const text = latin1(renderPdf([new PdfPage().text("Hello", 10, 10)], { title: "t", author: "a" }));
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(match[2]!.length).toBe(Number(match[1]));
  });
});
