// Who is asking: the address a per-client limit counts against. The production server reads it
// from the connection and hands it to route handlers through an AsyncLocalStorage, which no
// request header can reach: `X-Forwarded-For` is whatever a client chose to send, unless a proxy
// the operator runs wrote it.
import { AsyncLocalStorage } from "node:async_hooks";
import { isIP } from "node:net";

import { singleton } from "./process-singletons.mjs";

// One store per process, shared by the server and the bundled route handlers.
export const requestContext = singleton("requestContext", () => new AsyncLocalStorage());

/**
 * The client's address: the socket's peer when no proxy is trusted; with `trustedHops` proxies in
 * front, the entry that the outermost trusted proxy appended to `X-Forwarded-For`, counted from
 * the end (entries further left were written by the client and prove nothing).
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops = 0) {
  const chain = [socketAddress ?? ""];
  if (trustedHops > 0 && forwardedFor) {
    const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    chain.push(...listed.reverse());
  }
  // Fewer entries than trusted hops: the request skipped a proxy; take the furthest one known.
  return normaliseAddress(chain[Math.min(trustedHops, chain.length - 1)] ?? "");
}

/**
 * One key per client: IPv4-mapped IPv6 as IPv4, and IPv6 by its /64 network (one household or
 * phone is given a whole /64, so counting single addresses would let it rotate freely).
 * @param {string} address
 * @returns {string}
 */
export function normaliseAddress(address) {
  let value = address.trim();
  if (value.startsWith("[")) value = value.slice(1, value.indexOf("]"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1] ?? value;
  const kind = isIP(value);
  if (kind === 4) return value;
  if (kind === 6) return `${expandIPv6(value).slice(0, 4).join(":")}::/64`;
  // A port-qualified IPv4 from some proxies ("1.2.3.4:5678").
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  if (withPort) return withPort[1] ?? "unknown";
  return "unknown";
}

/** @param {string} address an IPv6 address in any valid spelling */
function expandIPv6(address) {
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array(Math.max(0, missing)).fill("0"), ...right];
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}
