// The project list's keyset cursor (GET /api/projects?after=…): the position just after a
// project in the list's order (posted date, newest first, then id). Opaque to clients: base64url
// of `<posted date to the microsecond>|<id>`, as PostgreSQL keeps the date (a JavaScript Date
// holds milliseconds only, which would skip or repeat projects posted within one).

export interface ListCursor {
  /** The project's posted_at, `YYYY-MM-DDTHH:MM:SS.ffffffZ` in UTC. */
  postedAt: string;
  id: number;
}

const POSTED_AT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const MAX_ID = 2_147_483_647;

// ASCII only, so btoa and atob (in browsers and Node alike) do; base64url without padding.
export function encodeCursor(cursor: ListCursor): string {
  return btoa(`${cursor.postedAt}|${cursor.id}`)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor in `text`, or undefined when it is not one this list gave. */
export function decodeCursor(text: string): ListCursor | undefined {
  if (!BASE64URL.test(text)) return undefined;
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return undefined;
  }
  const [postedAt, id, ...rest] = decoded.split("|");
  if (rest.length > 0 || postedAt === undefined || id === undefined) return undefined;
  const match = POSTED_AT.exec(postedAt);
  if (!match || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return undefined;
  // A real instant between 2000 and 2100 (the dates this app stores): month 13 or the 31st of
  // April would not come back the same from Date.
  const milliseconds = `${match[1]}.${match[2]!.slice(0, 3)}Z`;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds) return undefined;
  const year = date.getUTCFullYear();
  if (year < 2000 || year > 2100) return undefined;
  return { postedAt, id: Number(id) };
}
