import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to play a database outage
 * without stopping the shared server. Loopback only.
 */
export interface TcpProxy {
  port: number;
  /** Refuse new connections and drop open ones. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  }

  async function stopListening() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stopListening,
    restore: listen,
    close: stopListening,
  };
}

/** The database URL with its host and port swapped for the proxy's. */
export function viaProxy(databaseUrl: string, proxyPort: number): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxyPort);
  return url.toString();
}
