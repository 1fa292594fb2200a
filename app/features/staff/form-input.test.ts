import { expect, it } from "vitest";
import { z } from "zod";
import { parseForm, readForm } from "./form-input";

const schema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("note"), note: z.string().trim().min(1, "Please write a note first.") })],
  { error: "Unknown action." },
);

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

it("answers a rejected form with the schema's first message and what was sent", () => {
  expect(parseForm(form({ intent: "note", note: "  " }), schema)).toEqual({
    ok: false,
    error: "Please write a note first.",
    values: { intent: "note", note: "  " },
  });
  expect(parseForm(form({ intent: "delete-everything" }), schema)).toMatchObject({ error: "Unknown action." });
});

it("passes the parsed values on, and ignores uploaded files", () => {
  const data = form({ intent: "note", note: " Called back " });
  data.append("note-file", new Blob(["x"]), "x.txt");
  expect(parseForm(data, schema)).toEqual({ ok: true, data: { intent: "note", note: "Called back" } });
});

it("reads a body that is no form as an empty one", async () => {
  const request = new Request("http://localhost/staff/leads/1", { method: "POST", body: "{" });
  expect(await readForm(request, schema)).toMatchObject({ ok: false, error: "Unknown action." });
});
