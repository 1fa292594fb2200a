import { Readable } from "node:stream";
import { CONTENT_TYPES, mediaStorage } from "../../server/domain/media/library";
import { DERIVED_FILE } from "../../server/domain/media/process";
import type { Route } from "./+types/media.library.$file";

// The media library's files (issue 45, decision 1148), from the folder or streamed from S3. A name is a
// content hash and a width, so a file never changes: cached for a year, immutable, ready for a CDN.
// Only that name pattern is looked up (no other path reaches the storage).

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params }: Route.LoaderArgs) {
  const name = params.file;
  const match = DERIVED_FILE.exec(name);
  if (!match) return notFound();
  const stored = await mediaStorage().get(name);
  if (!stored) return notFound();
  return new Response(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": CONTENT_TYPES[match[1] as "avif" | "webp"],
      ...(stored.size ? { "Content-Length": String(stored.size) } : {}),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
