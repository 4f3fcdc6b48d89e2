import "server-only";

import { randomUUID } from "node:crypto";

import type { Client } from "pg";

// With several instances on one PostgreSQL database, a write on one must clear what the others
// keep (their project lists and their response caches) before its answer leaves. Each instance
// LISTENs on one channel and knows its peers (they greet each other and beat every few seconds);
// a writer NOTIFYs, each peer clears its caches and acknowledges, and the writer answers once
// every live peer has (or after half a second, should one be stuck).
const CHANNEL = "torontopros_writes";
const ACK_TIMEOUT_MS = 500;
const BEAT_MS = 5_000;
/** A peer not heard from for this long is taken to be gone. */
const PEER_TTL_MS = 15_000;
/** Reconnecting after a lost connection: waits from 1 s doubling up to 30 s, with jitter. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

type Notice =
  | { t: "hello" | "here" | "beat" | "bye"; from: string }
  | { t: "write"; from: string; nonce: string; paths: string[] }
  | { t: "ack"; from: string; nonce: string };

interface Bus {
  id: string;
  url: string;
  /** The one connection that listens, once connected. */
  client: Client | null;
  peers: Map<string, number>;
  /** Writes of this instance waiting for acknowledgements: nonce → peers still to answer. */
  pending: Map<string, { waiting: Set<string>; done: () => void }>;
  onRemoteWrite: (paths: string[]) => void;
  /** Failed connections since the last one that worked: the step of the next wait. */
  failures: number;
  reconnect?: NodeJS.Timeout;
  beat?: NodeJS.Timeout;
  stopped: boolean;
}

// On globalThis: each route is its own server bundle, and all of them share this process's bus.
const shared = globalThis as unknown as { __torontoprosBus?: Bus };

/**
 * The wait before reconnecting after `failures` failed connections in a row (0: the connection
 * that worked was lost): 1 s doubling, at most 30 s, each a random point in its upper half so
 * instances that lost the database together do not come back in step.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** Math.min(failures, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

async function send(bus: Bus, notice: Notice) {
  await bus.client?.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(notice)]);
}

function receive(bus: Bus, notice: Notice) {
  if (notice.from === bus.id) return;
  if (notice.t === "bye") {
    bus.peers.delete(notice.from);
    for (const write of bus.pending.values()) write.waiting.delete(notice.from);
    return;
  }
  bus.peers.set(notice.from, Date.now());
  if (notice.t === "hello") void send(bus, { t: "here", from: bus.id }).catch(() => {});
  if (notice.t === "write") {
    bus.onRemoteWrite(notice.paths);
    void send(bus, { t: "ack", from: bus.id, nonce: notice.nonce }).catch(() => {});
  }
  if (notice.t === "ack") {
    const write = bus.pending.get(notice.nonce);
    write?.waiting.delete(notice.from);
    if (write && write.waiting.size === 0) write.done();
  }
}

/**
 * Opens one listening connection. However it fails (the connect rejects, `error`, `end`, several
 * of them for one client), it schedules exactly one reconnect, and the failed client delivers
 * nothing more. Resolves once connected or failed; never rejects.
 */
async function connect(bus: Bus): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: bus.url, connectionTimeoutMillis: 5_000 });
  const onNotification = (message: { payload?: string }) => {
    try {
      receive(bus, JSON.parse(message.payload ?? "{}") as Notice);
    } catch {
      // Not one of ours.
    }
  };
  let failed = false;
  const fail = (error?: unknown) => {
    if (failed) return;
    failed = true;
    client.off("notification", onNotification);
    if (bus.client === client) bus.client = null;
    client.end().catch(() => {});
    if (bus.stopped) return;
    if (bus.failures === 0) {
      console.error(
        `Cache notices unavailable, retrying: ${error instanceof Error ? error.message : "connection closed"}`,
      );
    }
    const delay = reconnectDelay(bus.failures++);
    bus.reconnect = setTimeout(() => void connect(bus), delay);
    bus.reconnect.unref();
  };
  client.on("notification", onNotification);
  client.on("error", fail);
  client.on("end", fail);
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    fail(error);
    return;
  }
  if (failed) return;
  if (bus.stopped) {
    failed = true;
    client.off("notification", onNotification);
    await client.end().catch(() => {});
    return;
  }
  bus.client = client;
  bus.failures = 0;
  bus.onRemoteWrite(["*"]);
  await send(bus, { t: "hello", from: bus.id }).catch(() => {});
}

/**
 * Joins the instances listening on `url`. `onRemoteWrite` runs for every other instance's write,
 * and with "*" after (re)connecting, since writes may have been missed meanwhile.
 */
export async function listenForWrites(
  url: string,
  onRemoteWrite: (paths: string[]) => void,
): Promise<void> {
  if (shared.__torontoprosBus) return;
  const bus: Bus = {
    id: randomUUID(),
    url,
    client: null,
    peers: new Map(),
    pending: new Map(),
    onRemoteWrite,
    failures: 0,
    stopped: false,
  };
  shared.__torontoprosBus = bus;
  bus.beat = setInterval(() => {
    const now = Date.now();
    for (const [peer, seen] of bus.peers) if (now - seen > PEER_TTL_MS) bus.peers.delete(peer);
    void send(bus, { t: "beat", from: bus.id }).catch(() => {});
  }, BEAT_MS);
  bus.beat.unref();
  await connect(bus);
}

/**
 * Tells the other instances this one is stopping, so writers stop waiting for it, and stops
 * listening and reconnecting. `listenForWrites` may then join again.
 */
export async function leaveInstances(): Promise<void> {
  const bus = shared.__torontoprosBus;
  if (!bus) return;
  bus.stopped = true;
  clearTimeout(bus.reconnect);
  clearInterval(bus.beat);
  delete shared.__torontoprosBus;
  if (!bus.client) return;
  await send(bus, { t: "bye", from: bus.id }).catch(() => {});
  const client = bus.client;
  bus.client = null;
  await client.end().catch(() => {});
}

/**
 * Tells the other instances that `paths` changed and waits until each live one has cleared its
 * copies (at most half a second). Without a listener (the embedded database, tests) it does
 * nothing.
 */
export async function announceWrite(paths: string[]): Promise<void> {
  const bus = shared.__torontoprosBus;
  if (!bus?.client) return;
  const nonce = randomUUID();
  const waiting = new Set(bus.peers.keys());
  let timer: NodeJS.Timeout | undefined;
  const acknowledged = new Promise<void>((resolve) => {
    bus.pending.set(nonce, { waiting, done: resolve });
    timer = setTimeout(resolve, ACK_TIMEOUT_MS);
  });
  try {
    await send(bus, { t: "write", from: bus.id, nonce, paths });
    if (waiting.size > 0) await acknowledged;
  } catch (error) {
    console.error(`Cache notice not sent: ${error instanceof Error ? error.message : error}`);
  } finally {
    clearTimeout(timer);
    bus.pending.delete(nonce);
  }
}
