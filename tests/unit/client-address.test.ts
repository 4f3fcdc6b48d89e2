import { describe, expect, it } from "vitest";

import { configureRateLimit, countedClients, takeWriteInMemory } from "@/lib/api/rate-limit";
import { clientAddress, normaliseAddress } from "@/lib/client-address.mjs";

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("192.0.2.7", "203.0.113.9", 0)).toBe("192.0.2.7");
    expect(clientAddress("::ffff:192.0.2.7", undefined, 0)).toBe("192.0.2.7");
  });

  it("counts trusted hops from the end of X-Forwarded-For", () => {
    // client-set junk, then the real client as the first proxy saw it, then proxy 1's address.
    const chain = "6.6.6.6, 198.51.100.20, 10.0.0.5";
    expect(clientAddress("10.0.0.9", chain, 1)).toBe("10.0.0.5");
    expect(clientAddress("10.0.0.9", chain, 2)).toBe("198.51.100.20");
    expect(clientAddress("10.0.0.9", ["6.6.6.6", "198.51.100.20, 10.0.0.5"], 2)).toBe(
      "198.51.100.20",
    );
    // Fewer entries than hops: the furthest address known.
    expect(clientAddress("10.0.0.9", "198.51.100.20", 3)).toBe("198.51.100.20");
    expect(clientAddress("10.0.0.9", undefined, 1)).toBe("10.0.0.9");
  });

  it("counts an IPv6 client by its /64 network", () => {
    expect(normaliseAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
    expect(normaliseAddress("::1")).toBe("0:0:0:0::/64");
    expect(normaliseAddress("1.2.3.4:5678")).toBe("1.2.3.4");
    expect(normaliseAddress("not an address")).toBe("unknown");
  });
});

describe("the rate limit's memory", () => {
  it("stays bounded however many different clients write", () => {
    configureRateLimit(5, "memory");
    for (let index = 0; index < 30_000; index++) takeWriteInMemory(`client-${index}`, 5);
    expect(countedClients()).toBeLessThanOrEqual(10_000);
    configureRateLimit(0);
  });
});
