import { parseArgs } from "node:util";
import { InviteError, createInvite, parseRole } from "../server/domain/staff/invites.ts";
import { openDatabase, type DatabaseHandle } from "../server/db/client.ts";
import { env } from "../server/env.ts";

// Staff accounts from the command line (docs/decisions/0852-staff-invites.md):
//   npm run staff -- add --email <address> --role owner [--base https://www.example.com]
// prints a one-time invite URL on standard output; opening it lets that person set a password.
// With the embedded database, stop the server first (one process per PGlite data folder).

const usage = "Usage: npm run staff -- add --email <address> --role owner|staff|editor [--base <site URL>]";

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string" }, base: { type: "string" } },
  });
  if (positionals[0] !== "add" || !values.email) {
    console.error(usage);
    return 2;
  }
  const role = parseRole(values.role ?? "staff");
  if (!role) {
    console.error(`Unknown role '${values.role}'. ${usage}`);
    return 2;
  }
  const base = values.base ?? env().PUBLIC_SITE_URL;
  try {
    new URL(base);
  } catch {
    console.error(`--base must be a URL such as https://www.spark-frankfurt.de (got '${base}').`);
    return 2;
  }
  const config = env();
  // Opened here rather than through server/db/index.ts so that standard output carries only the URL.
  handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  const { db } = handle;
  try {
    const invite = await createInvite(db, { email: values.email, role, base, createdBy: { id: null, email: "cli" } });
    console.log(invite.url);
    console.error(`One-time invite for ${values.email} (${role}), valid until ${invite.expiresAt.toISOString()}.`);
    return 0;
  } catch (error) {
    if (error instanceof InviteError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

let handle: DatabaseHandle | undefined;
const code = await main().finally(() => handle?.close());
process.exit(code);
