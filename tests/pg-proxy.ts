// A TCP proxy on loopback in front of the PostgreSQL server, for the tests that take the database
// away and bring it back as a restart does: `cut()` resets every connection through it and refuses
// new ones (the server gone: ECONNRESET, then ECONNREFUSED), `restore()` listens again on the same
// port. The real server behind it is never touched, so other databases on it carry on.
import net, { type AddressInfo } from "node:net";

export interface CuttableProxy {
  /** The database URL through the proxy. */
  url: string;
  port: number;
  /**
   * Resets every open connection and refuses new ones until `restore`: by not listening (the
   * server's host up, the server not: ECONNREFUSED), or with `reset`, by resetting each new
   * connection as it opens, counted in `refused` (a test can wait for the app to have tried).
   */
  cut(options?: { reset?: boolean }): Promise<void>;
  /** Connections reset as they opened while cut with `reset`. */
  readonly refused: number;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /** Connections opened through the proxy since it started. */
  readonly opened: number;
  close(): Promise<void>;
}

/** A proxy to the server of `databaseUrl`; answers the URL of the same database through it. */
export async function startPgProxy(databaseUrl: string): Promise<CuttableProxy> {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port || 5432);
  const sockets = new Set<net.Socket>();
  let opened = 0;
  let refused = 0;
  /** Cut with `reset`: new connections are accepted and reset at once. */
  let resetting = false;
  let server: net.Server;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        if (resetting) {
          refused++;
          client.on("error", () => {});
          client.resetAndDestroy();
          return;
        }
        opened++;
        const upstream = net.connect(upstreamPort, target.hostname);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          sockets.delete(client);
          sockets.delete(upstream);
          client.destroy();
          upstream.destroy();
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });

  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  let listening = true;

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  const resetAll = () => {
    // A reset, as a server that went away leaves its clients (no orderly goodbye).
    for (const socket of sockets) {
      try {
        socket.resetAndDestroy();
      } catch {
        socket.destroy();
      }
    }
    sockets.clear();
  };

  const cut = async ({ reset = false } = {}) => {
    if (reset) {
      resetting = true;
      resetAll();
      return;
    }
    const closed = stopListening();
    resetAll();
    await closed;
  };

  return {
    url: url.toString(),
    port,
    get opened() {
      return opened;
    },
    get refused() {
      return refused;
    },
    cut,
    async restore() {
      resetting = false;
      if (listening) return;
      // The port was ours a moment ago; another process taking it meanwhile is not expected.
      await listen(port);
      listening = true;
    },
    close: () => {
      resetting = false;
      return cut();
    },
  };
}

/** `databaseUrl` with the connections it opens named `name` (pg_stat_activity.application_name). */
export function namedConnections(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", name);
  return url.toString();
}

/**
 * What a PostgreSQL restart does to its clients, without restarting the server other tests share:
 * every backend of the database named `name` (namedConnections) is terminated (57P01,
 * "terminating connection due to administrator command"). Answers how many.
 */
export async function terminateBackends(databaseUrl: string, name: string): Promise<number> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    const result = await admin.query(
      "select count(pg_terminate_backend(pid))::int as terminated from pg_stat_activity where datname = $1 and application_name = $2 and pid <> pg_backend_pid()",
      [database, name],
    );
    return result.rows[0].terminated as number;
  } finally {
    await admin.end();
  }
}
