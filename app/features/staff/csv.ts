// CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads umlauts correctly), CRLF line
// ends, every field quoted when needed, and cells that a spreadsheet would run as a formula
// (starting with = + - @) prefixed with an apostrophe.

export const CSV_BOM = "\uFEFF";

export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Comma, or semicolon for a German Excel (its list separator there; it opens a comma file as one column). */
type CsvSeparator = "," | ";";

export function toCsv(header: string[], rows: unknown[][], separator: CsvSeparator = ","): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvField).join(separator)).join("\r\n") + "\r\n";
}

/** The separator a download asks for: `sep=semicolon` for a German Excel, else commas. */
export function csvSeparator(params: URLSearchParams): CsvSeparator {
  return params.get("sep") === "semicolon" ? ";" : ",";
}

/** A CSV download: the file, its type and its name. */
export function csvResponse(fileName: string, header: string[], rows: unknown[][], separator: CsvSeparator): Response {
  return new Response(toCsv(header, rows, separator), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
