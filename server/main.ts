import cluster from "node:cluster";
import { env } from "./env.ts";
import { createAppServer } from "./app-server.ts";
import { startJobs, stopJobs } from "./jobs/index.ts";

// The production server: `npm start` after `npm run build`. With WEB_CONCURRENCY above 1 the
// first process only starts and stops that many server processes sharing the port (node:cluster).
const config = env();

if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) cluster.fork();
  let stopping = false;
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[server] process ${worker.process.pid} exited (${code}): starting another`);
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(1), config.SHUTDOWN_DELAY_SECONDS * 1000 + 9_500).unref();
    });
  }
} else {
  const app = await createAppServer(config);
  const address = await app.listen(config.PORT, config.HOST);
  if (cluster.isPrimary) console.log(`[server] SPARK listening on ${address.replace("0.0.0.0", "localhost")}`);

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
      // The readiness delay, the drain (app-server.ts DRAIN_MS) and the queue's stop, then no longer.
      const hardStop = setTimeout(() => process.exit(1), config.SHUTDOWN_DELAY_SECONDS * 1000 + 9_000);
      hardStop.unref();
      void app
        .shutdown(() => stopJobs())
        .then(() => {
          console.log("[server] stopped");
          process.exit(0);
        });
    });
  }
}
