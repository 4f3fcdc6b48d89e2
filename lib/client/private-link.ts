// Opening a resource through a private link (an agreement's key, a proposal's tracking token):
// which token to try, what the server's answer says of it, and what this browser keeps.
// No React here, so the rules are tested on their own.

/** Why no token opened the resource: the server does not know it, or the token does not fit. */
export type PrivateLinkRefusal = "not-found" | "refused";

/** How a failed call is taken: a 404, a refusal (any other 4xx but 429), or no answer at all. */
export type FailureKind = PrivateLinkRefusal | "network-error";

/**
 * A 429 (too many wrong tokens from this address) and a 5xx say nothing of the token, and neither
 * does a call that never reached the server: those never count against it.
 */
export function failureKind(error: unknown): FailureKind {
  const status = error && typeof error === "object" && "status" in error ? Number(error.status) : 0;
  if (status === 404) return "not-found";
  return status >= 400 && status < 500 && status !== 429 ? "refused" : "network-error";
}

/** Where this browser keeps the tokens of one kind of link, by the resource's id. */
export interface TokenStore {
  read: () => string | null;
  save: (token: string) => void;
  /** Drops a kept token the server refused; without it a refused token stays kept. */
  forget?: () => void;
  /** Keeps a token the server could not check, when none is kept yet, for the next visit. */
  keepUnchecked?: boolean;
}

export type PrivateLinkResult<T> =
  /** `linkRefused`: the link's token did not work, and the kept one did. */
  | { kind: "ready"; token: string; value: T; linkRefused: boolean }
  | { kind: PrivateLinkRefusal }
  /** The server could not answer: the token is kept for the retry. */
  | { kind: "network-error"; token: string };

/**
 * Tries the link's token, then the one this browser kept, and stops at the first answer that
 * says something: a token that works is kept; one the server could not check ends the attempt.
 */
export async function openPrivateLink<T>(
  fromLink: string | null,
  store: TokenStore,
  fetchWith: (token: string) => Promise<T>,
): Promise<PrivateLinkResult<T>> {
  const stored = store.read();
  const candidates = [...new Set([fromLink, stored])].filter((token): token is string =>
    Boolean(token),
  );
  let refusal: PrivateLinkRefusal = "refused";
  for (const token of candidates) {
    let value: T;
    try {
      value = await fetchWith(token);
    } catch (error) {
      const kind = failureKind(error);
      if (kind === "network-error") {
        // Unchecked: kept for the retry, but it never replaces a kept token.
        if (store.keepUnchecked && !stored) store.save(token);
        return { kind, token };
      }
      refusal = kind;
      if (token === stored) store.forget?.();
      continue;
    }
    if (token !== stored) store.save(token);
    return { kind: "ready", token, value, linkRefused: fromLink !== null && token !== fromLink };
  }
  return { kind: refusal };
}
