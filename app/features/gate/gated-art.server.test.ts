import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateSecrets, gateSetCookie } from "./gate.server.ts";
import { gatedArtResponse } from "./gated-art.server.ts";

describe("gated pictures", () => {
  let root: string;
  let publicRoot: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "gated-art-"));
    publicRoot = mkdtempSync(path.join(tmpdir(), "public-art-"));
    mkdirSync(path.join(root, "development"));
    writeFileSync(path.join(root, "development", "floor-plan-level-4-800.webp"), "RIFF-plan");
    mkdirSync(path.join(root, "portrait"));
    writeFileSync(path.join(root, "portrait", "handbook-head-of-events-320.webp"), "RIFF-portrait");
    mkdirSync(path.join(root, "event"));
    writeFileSync(path.join(root, "event", "unlisted-800.webp"), "RIFF-unlisted");
    writeFileSync(
      path.join(root, "gates.json"),
      JSON.stringify({
        "development/floor-plan-level-4": ["development"],
        "portrait/handbook-head-of-events": ["event-planners"],
      }),
    );
    mkdirSync(path.join(publicRoot, "venue"));
    writeFileSync(path.join(publicRoot, "venue", "skyline-stage-800.avif"), "avif-stage");
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(publicRoot, { recursive: true, force: true });
  });

  // The Cookie header a browser sends back after unlocking that gate.
  const request = async (gate: "development" | "event-planners" | undefined) =>
    new Request("http://localhost/development/art/x", {
      headers: gate ? { Cookie: (await gateSetCookie(gate, gateSecrets(gate), false)).split(";")[0]! } : {},
    });

  it("refuses without the gate's cookie, and with the other gate's cookie", async () => {
    const file = "development/floor-plan-level-4-800.webp";
    for (const response of [
      await gatedArtResponse(await request(undefined), "development", file, [root]),
      await gatedArtResponse(await request("event-planners"), "development", file, [root]),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("RIFF");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("sends the file with the cookie, privately cached, from the gated folder or the public one", async () => {
    const plan = await gatedArtResponse(
      await request("development"),
      "development",
      "development/floor-plan-level-4-800.webp",
      [root, publicRoot],
    );
    expect(plan.status).toBe(200);
    expect(plan.headers.get("Content-Type")).toBe("image/webp");
    expect(plan.headers.get("Cache-Control")).toBe("private, max-age=86400");
    expect(plan.headers.get("Vary")).toBe("Cookie");
    expect(await plan.text()).toBe("RIFF-plan");
    const shared = await gatedArtResponse(await request("development"), "development", "venue/skyline-stage-800.avif", [
      root,
      publicRoot,
    ]);
    expect(shared.headers.get("Content-Type")).toBe("image/avif");
    expect(await shared.text()).toBe("avif-stage");
  });

  it("opens a gated picture only under its own gate: one gate's cookie never shows the other gate's pictures", async () => {
    const planAsPlanner = await gatedArtResponse(
      await request("event-planners"),
      "event-planners",
      "development/floor-plan-level-4-800.webp",
      [root, publicRoot],
    );
    expect(planAsPlanner.status).toBe(404);
    expect(await planAsPlanner.text()).not.toContain("RIFF");
    const portraitAsDeveloper = await gatedArtResponse(
      await request("development"),
      "development",
      "portrait/handbook-head-of-events-320.webp",
      [root, publicRoot],
    );
    expect(portraitAsDeveloper.status).toBe(404);
    expect(await portraitAsDeveloper.text()).not.toContain("RIFF");
    const portrait = await gatedArtResponse(
      await request("event-planners"),
      "event-planners",
      "portrait/handbook-head-of-events-320.webp",
      [root, publicRoot],
    );
    expect(portrait.status).toBe(200);
    // A gated picture no gate lists opens for no one.
    for (const gate of ["development", "event-planners"] as const)
      expect((await gatedArtResponse(await request(gate), gate, "event/unlisted-800.webp", [root])).status).toBe(404);
  });

  it("answers 404 to anything but a picture file name, and never leaves its folders", async () => {
    for (const file of ["../../etc/passwd", "development/floor-plan-level-4-800.png", "x", undefined, "a/b/c-800.webp"])
      expect(
        (await gatedArtResponse(await request("development"), "development", file, [root])).status,
        String(file),
      ).toBe(404);
    expect(
      (await gatedArtResponse(await request("development"), "development", "development/missing-800.webp", [root]))
        .status,
    ).toBe(404);
  });
});
