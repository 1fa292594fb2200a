// A generated corpus of malformed, oversized, wrongly typed, wrongly encoded and injection-shaped
// requests for every write endpoint. Deterministic (seeded) so a failure can be replayed.

import { formTicket } from "../support/form-ticket.ts";

export interface HostileRequest {
  path: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface WriteEndpoint {
  path: string;
  fields: Record<string, string>;
}

export const WRITE_ENDPOINTS: WriteEndpoint[] = [
  { path: "/newsletter", fields: { email: "{email}" } },
  {
    path: "/contact",
    fields: { first_name: "Ada", last_name: "Lovelace", email: "{email}", company: "", message: "Hello" },
  },
  {
    path: "/book-tour",
    fields: {
      full_name: "Grace",
      email: "{email}",
      company: "",
      phone_number: "",
      preferred_date: "2027-05-12",
      preferred_time: "10:00",
      number_of_guests: "4",
      additional_information: "",
    },
  },
  {
    path: "/webinar/led-wall",
    fields: {
      // A session id; row 1 is the spec's held session: refused in German, nothing stored.
      preferred_date: "1",
      first_name: "Lena",
      email: "{email}",
      phone_number: "",
      privacy_consent: "on",
    },
  },
  { path: "/webinar/confirmation", fields: { country_code: "+49", phone_number: "151 2345678" } },
  { path: "/event-planners", fields: { password: "not-the-password", returnTo: "/event-planners" } },
  { path: "/development", fields: { password: "not-the-password", returnTo: "/development" } },
  // The cookie banner's post names the page to go back to: a Location header in the making.
  { path: "/cookie-settings", fields: { intent: "accept-all", return: "/use-cases" } },
  { path: "/cookie-settings.data", fields: { intent: "essential-only", return: "/use-cases" } },
];

const NASTY_VALUES = [
  "' OR 1=1; DROP TABLE contact_submissions; --",
  "\"; DELETE FROM tour_bookings WHERE ''='",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "${jndi:ldap://127.0.0.1/a}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "\u0000",
  "null\u0000byte",
  "\u001b[31mred",
  "/use-cases\r\nSet-Cookie: spark=1",
  "/use-cases\n",
  "/use-cases\u0000",
  "\uFEFF\u200B\u202E",
  "𝕊𝕡𝕒𝕣𝕜 🎤🔥",
  "Ünïcödé Straße",
  " ",
  "-1",
  "1e309",
  "NaN",
  "0x10",
  "2.5",
  "9999999999999999999999",
  "2027-13-45",
  "24:61",
  "a".repeat(300),
  "b".repeat(6000),
  "@",
  "a@b",
  "@@@.com",
  "user@@example.com",
];

const RAW_BODIES: string[] = [
  "%",
  "%zz=%%%",
  "email=%C3%28&first_name=%FF%FE",
  "=&=&=",
  "email",
  "&&&&",
  "email=a%00b%40c.de",
  "__proto__[polluted]=1&constructor[prototype][x]=1",
];

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hostileCorpus(tag: string, minimum: number, seed = 20261122): HostileRequest[] {
  const random = mulberry32(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const out: HostileRequest[] = [];
  let n = 0;
  const email = () => `${tag}-${n++}@example.com`;
  // Posts as from a page rendered a minute ago: the corpus tests what the fields hold, not the ticket.
  const ticket = formTicket();

  while (out.length < minimum) {
    const endpoint = pick(WRITE_ENDPOINTS);
    const fields = Object.fromEntries(
      Object.entries({ ...endpoint.fields, _started: ticket }).map(([k, v]) => [k, v === "{email}" ? email() : v]),
    );
    const kind = Math.floor(random() * 9);
    switch (kind) {
      case 0: {
        // one field replaced by an injection-shaped or malformed value
        const key = pick(Object.keys(fields));
        fields[key] = key === "email" && random() < 0.5 ? `${pick(NASTY_VALUES)}${email()}` : pick(NASTY_VALUES);
        out.push({ path: endpoint.path, headers: form, body: new URLSearchParams(fields).toString() });
        break;
      }
      case 1: {
        // wrongly typed: repeated fields (arrays), nested names, missing everything
        const params = new URLSearchParams(fields);
        for (const key of Object.keys(fields)) params.append(key, pick(NASTY_VALUES));
        params.append(`${pick(Object.keys(fields))}[]`, "x");
        out.push({ path: endpoint.path, headers: form, body: params.toString() });
        break;
      }
      case 2:
        out.push({ path: endpoint.path, headers: form, body: pick(RAW_BODIES) });
        break;
      case 3:
        // JSON where a form is expected, and JSON with the wrong types
        out.push({
          path: endpoint.path,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...fields, number_of_guests: [1, 2], email: { $gt: "" } }),
        });
        break;
      case 4: {
        // random bytes, declared as a form or as multipart without a boundary
        const bytes = new Uint8Array(1 + Math.floor(random() * 2048));
        for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
        out.push({
          path: endpoint.path,
          headers: random() < 0.5 ? form : { "content-type": "multipart/form-data" },
          body: bytes,
        });
        break;
      }
      case 5:
        // oversized: beyond the body limit
        out.push({
          path: endpoint.path,
          headers: form,
          body: new URLSearchParams({
            ...fields,
            message: "x".repeat(20_000 + Math.floor(random() * 50_000)),
          }).toString(),
        });
        break;
      case 6: {
        // wrongly encoded: latin-1 bytes declared as UTF-8, broken multipart
        const latin1 = Uint8Array.from(
          Buffer.from(
            `first_name=M${String.fromCharCode(0xfc)}ller&email=${email()}&last_name=X&message=Gr${String.fromCharCode(0xfc)}${String.fromCharCode(0xdf)}e`,
            "latin1",
          ),
        );
        out.push(
          random() < 0.5
            ? {
                path: endpoint.path,
                headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
                body: latin1,
              }
            : {
                path: endpoint.path,
                headers: { "content-type": "multipart/form-data; boundary=XYZ" },
                body: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
              },
        );
        break;
      }
      case 7: {
        // plausible but with every optional field at its limit plus one
        const params = new URLSearchParams(fields);
        for (const key of ["company", "phone_number", "additional_information"])
          if (key in fields) params.set(key, "z".repeat(2001));
        out.push({ path: endpoint.path, headers: form, body: params.toString() });
        break;
      }
      default:
        // honeypot filled by a bot
        out.push({
          path: endpoint.path,
          headers: form,
          body: new URLSearchParams({ ...fields, website: "http://spam.example" }).toString(),
        });
    }
  }
  return out;
}
