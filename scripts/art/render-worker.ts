import { parentPort } from "node:worker_threads";
import { render, type RenderJob } from "./render.ts";

// A painter thread of scripts/generate-art.ts: paints the slots it is sent, one at a time, and
// answers each with its slot (or the error's message), so the build paints on every core.

parentPort!.on("message", (job: RenderJob) => {
  render(job).then(
    () => parentPort!.postMessage({ slot: job.slot }),
    (error: unknown) => parentPort!.postMessage({ slot: job.slot, error: String((error as Error)?.stack ?? error) }),
  );
});
