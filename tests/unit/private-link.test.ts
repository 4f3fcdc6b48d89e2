import { describe, expect, it, vi } from "vitest";

import { ApiRequestError } from "@/lib/client/api";
import { failureKind, openPrivateLink, type TokenStore } from "@/lib/client/private-link";

/** A store holding at most one token, as localStorage does for one resource. */
function memoryStore(initial: string | null, options: Partial<TokenStore> = {}) {
  const store: TokenStore & { kept: string | null } = {
    kept: initial,
    read: (): string | null => store.kept,
    save: (token: string) => void (store.kept = token),
    forget: () => void (store.kept = null),
    ...options,
  };
  return store;
}

/** A server that answers each token with a value or a status. */
const server =
  (answers: Record<string, string | number>) =>
  async (token: string): Promise<string> => {
    const answer = answers[token] ?? 403;
    if (typeof answer === "number") throw new ApiRequestError("No", answer);
    return answer;
  };

describe("failureKind", () => {
  it("tells an unknown resource, a refused token and a server that could not say apart", () => {
    expect(failureKind(new ApiRequestError("No", 404))).toBe("not-found");
    for (const status of [400, 401, 403, 410]) {
      expect(failureKind(new ApiRequestError("No", status)), String(status)).toBe("refused");
    }
    for (const status of [0, 429, 500, 503]) {
      expect(failureKind(new ApiRequestError("No", status)), String(status)).toBe("network-error");
    }
    expect(failureKind(new TypeError("Failed to fetch"))).toBe("network-error");
  });
});

describe("openPrivateLink", () => {
  it("opens with the link's token and keeps it", async () => {
    const store = memoryStore(null);
    expect(await openPrivateLink("link", store, server({ link: "A" }))).toEqual({
      kind: "ready",
      token: "link",
      value: "A",
      linkRefused: false,
    });
    expect(store.kept).toBe("link");
  });

  it("falls back to the kept token when the link's is refused, and says so", async () => {
    const store = memoryStore("kept");
    const fetchWith = vi.fn(server({ kept: "A" }));
    expect(await openPrivateLink("wrong", store, fetchWith)).toEqual({
      kind: "ready",
      token: "kept",
      value: "A",
      linkRefused: true,
    });
    expect(fetchWith.mock.calls.map(([token]) => token)).toEqual(["wrong", "kept"]);
    expect(store.kept).toBe("kept");
  });

  it("asks once when the link's token is the kept one", async () => {
    const fetchWith = vi.fn(server({ same: "A" }));
    await openPrivateLink("same", memoryStore("same"), fetchWith);
    expect(fetchWith).toHaveBeenCalledTimes(1);
  });

  it("drops a refused kept token only where the store can forget", async () => {
    const forgetting = memoryStore("old");
    expect(await openPrivateLink(null, forgetting, server({}))).toEqual({ kind: "refused" });
    expect(forgetting.kept).toBeNull();

    const keeping = memoryStore("old", { forget: undefined });
    expect(await openPrivateLink(null, keeping, server({}))).toEqual({ kind: "refused" });
    expect(keeping.kept).toBe("old");
  });

  it("reports an unknown resource as not found", async () => {
    expect(await openPrivateLink("link", memoryStore(null), server({ link: 404 }))).toEqual({
      kind: "not-found",
    });
  });

  it("stops at a server that could not answer, keeping an unchecked token only if asked", async () => {
    const fetchWith = vi.fn(server({ link: 503, kept: "A" }));
    const plain = memoryStore(null);
    expect(await openPrivateLink("link", plain, fetchWith)).toEqual({
      kind: "network-error",
      token: "link",
    });
    expect(plain.kept).toBeNull();

    const keepUnchecked = memoryStore(null, { keepUnchecked: true });
    await openPrivateLink("link", keepUnchecked, fetchWith);
    expect(keepUnchecked.kept).toBe("link");

    // An unchecked link never replaces a kept token, and the kept one is not tried after it.
    const withKept = memoryStore("kept", { keepUnchecked: true });
    fetchWith.mockClear();
    expect(await openPrivateLink("link", withKept, fetchWith)).toMatchObject({
      kind: "network-error",
    });
    expect(withKept.kept).toBe("kept");
    expect(fetchWith).toHaveBeenCalledTimes(1);
  });

  it("is refused with no token at all, without asking the server", async () => {
    const fetchWith = vi.fn(server({}));
    expect(await openPrivateLink(null, memoryStore(null), fetchWith)).toEqual({ kind: "refused" });
    expect(fetchWith).not.toHaveBeenCalled();
  });
});
