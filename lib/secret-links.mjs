// Private links carry their token in the URL fragment (`/project/3001#manage=…`): browsers never
// send a fragment, so it reaches no server log, no Referer header and no cache key. Read by the
// browser (lib/client/manage-tokens.ts); links from before, with the token in the query, are
// answered by the proxy with a redirect that moves it into the fragment (proxy.ts).

/** The names a private link's token goes by: manage, tracking, agreement key, operator. */
export const SECRET_LINK_KEYS = ["manage", "track", "key", "operator"];

/**
 * A `name=value` piece's name, decoded as URLSearchParams decodes it.
 * @param {string} piece
 */
const pieceName = (piece) => new URLSearchParams(piece).keys().next().value ?? "";

/**
 * Where an old link (`?manage=…` in `search`) should go instead: the same path and other query
 * parameters, its secret parameters moved verbatim into the fragment. Null when it has none.
 * @param {string} pathname
 * @param {string} search the raw query string, with or without its `?`
 * @returns {string | null}
 */
export function secretsToFragment(pathname, search) {
  const pieces = search.replace(/^\?/, "").split("&").filter(Boolean);
  const secret = pieces.filter((piece) => SECRET_LINK_KEYS.includes(pieceName(piece)));
  if (secret.length === 0) return null;
  const rest = pieces.filter((piece) => !secret.includes(piece));
  return `${pathname}${rest.length > 0 ? `?${rest.join("&")}` : ""}#${secret.join("&")}`;
}

/**
 * Takes `name` out of a fragment in the URLSearchParams form (`#manage=abc&key=xyz`): its first
 * value (null when absent or empty), and the fragment without any of it, every other piece kept
 * as it was (`#section-2` stays).
 * @param {string} hash `location.hash`, with or without its `#`
 * @param {string} name
 * @returns {{ token: string | null, rest: string }}
 */
export function takeFromFragment(hash, name) {
  const pieces = hash.replace(/^#/, "").split("&");
  const taken = pieces.filter((piece) => piece !== "" && pieceName(piece) === name);
  const value = taken.length > 0 ? new URLSearchParams(taken[0]).get(name) : null;
  return {
    token: value || null,
    rest: pieces.filter((piece) => piece !== "" && !taken.includes(piece)).join("&"),
  };
}

/**
 * Whether a fragment holds any private link's token.
 * @param {string} hash
 */
export const fragmentHoldsSecret = (hash) =>
  SECRET_LINK_KEYS.some((name) => takeFromFragment(hash, name).token !== null);
