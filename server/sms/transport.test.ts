import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { parseEnv } from "../env.ts";
import { maskNumber, smsTransport } from "./transport.ts";

// The SMS transport against a local HTTP server standing in for the provider: JSON body, bearer
// token, and a refusal that fails the attempt (the queue retries it).

describe("SMS transport", () => {
  const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const noDatabase = {} as Database;

  it("posts { to, text } as JSON with the bearer token", async () => {
    const transport = smsTransport(noDatabase, { SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: "secret-token" });
    await expect(transport.send({ to: "+491701234567", text: "Hallo", sessionId: 1 })).resolves.toBe("provider");
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe("Bearer secret-token");
    expect(received[0]!.headers["content-type"]).toBe("application/json");
    expect(received[0]!.body).toEqual({ to: "+491701234567", text: "Hallo" });
  });

  it("a refusal by the provider throws, so the job is retried", async () => {
    status = 503;
    const transport = smsTransport(noDatabase, { SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: "secret-token" });
    await expect(transport.send({ to: "+491701234567", text: "Hallo", sessionId: 1 })).rejects.toThrow(
      "SMS provider answered 503",
    );
    status = 200;
  });

  it("without a provider the SMS goes to the outbox table and the log shows the number masked", async () => {
    const inserted: unknown[] = [];
    const fakeDb = {
      insert: () => ({ values: async (row: unknown) => void inserted.push(row) }),
    } as unknown as Database;
    const transport = smsTransport(fakeDb, {});
    await expect(transport.send({ to: "+491701234567", text: "Hallo", sessionId: 7 })).resolves.toBe("outbox");
    expect(inserted).toEqual([{ sessionId: 7, recipient: "+491701234567", body: "Hallo" }]);
    expect(maskNumber("+491701234567")).toBe("+•••••••••567");
  });

  it("the settings: a provider URL needs its token; the test clock is refused in production", () => {
    expect(() => parseEnv({ SMS_PROVIDER_URL: url })).toThrow("SMS_PROVIDER_URL needs SMS_PROVIDER_TOKEN");
    expect(() => parseEnv({ SMS_PROVIDER_URL: "ftp://x.test", SMS_PROVIDER_TOKEN: "t" })).toThrow("SMS_PROVIDER_URL");
    expect(() => parseEnv({ NODE_ENV: "production", ALLOW_DEV_SECRETS: "1", JOBS_TEST_CLOCK: "1" })).toThrow(
      "JOBS_TEST_CLOCK",
    );
    expect(parseEnv({ JOBS_TEST_CLOCK: "1" }).JOBS_TEST_CLOCK).toBe(true);
  });
});
