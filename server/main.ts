import { env } from "./env.ts";
import { createAppServer } from "./app-server.ts";
import { startJobs, stopJobs } from "./jobs/index.ts";

// The production server: `npm start` after `npm run build`.
const config = env();
const app = await createAppServer(config);

app.server.listen(config.PORT, config.HOST, () => {
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(`[server] SPARK listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`);
});

// Open the database now so the first visitor doesn't wait for migrations.
void app.services.health().then((h) => console.log(`[server] database ${h.database} (${h.driver})`));
// The job queue's workers (mail, retention) run in every server process; retried while the database is down.
const startWorkers = (): void =>
  void startJobs().catch((error) => {
    console.error(`[jobs] could not start, retrying in 10 s: ${error instanceof Error ? error.message : error}`);
    setTimeout(startWorkers, 10_000).unref();
  });
startWorkers();

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`[server] ${signal}: draining`);
    const hardStop = setTimeout(() => process.exit(1), 4_800);
    hardStop.unref();
    void stopJobs()
      .catch((error) => console.error(`[jobs] stop: ${error instanceof Error ? error.message : error}`))
      .then(() => app.shutdown())
      .then(() => {
        console.log("[server] stopped");
        process.exit(0);
      });
  });
}
