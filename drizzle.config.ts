import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts", // the index of every context's tables
  out: "./server/db/migrations",
});
