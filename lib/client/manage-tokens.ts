import { fragmentHoldsSecret, takeFromFragment } from "@/lib/secret-links.mjs";

// Manage tokens of projects posted (or opened through a manage link) in this browser,
// kept in localStorage as { [rowId]: token }.
export const MANAGE_TOKENS_KEY = "manageTokens";
const KEY = MANAGE_TOKENS_KEY;

/** A { [id]: token } map kept under a localStorage key; empty when absent or unreadable. */
function readMap(key: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

const readAll = () => readMap(KEY);

export function getManageToken(rowId: number): string | null {
  if (typeof window === "undefined") return null;
  return readAll()[String(rowId)] ?? null;
}

export function saveManageToken(rowId: number, token: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [String(rowId)]: token }));
  } catch {
    // Storage unavailable: the manage link still works.
  }
}

export function forgetManageToken(rowId: number) {
  const all = readAll();
  delete all[String(rowId)];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Nothing to forget.
  }
}

/** Every stored token, for the dashboard's owner controls. */
export function allManageTokens(): Record<string, string> {
  if (typeof window === "undefined") return {};
  return readAll();
}

// Tracking tokens of proposals sent (or opened through a tracking link) in this browser, kept in
// localStorage as { [proposalId]: token }.
const TRACKING_KEY = "trackingTokens";

const readTracking = () => readMap(TRACKING_KEY);

export function getTrackingToken(proposalId: number): string | null {
  if (typeof window === "undefined") return null;
  return readTracking()[String(proposalId)] ?? null;
}

export function saveTrackingToken(proposalId: number, token: string) {
  try {
    localStorage.setItem(
      TRACKING_KEY,
      JSON.stringify({ ...readTracking(), [String(proposalId)]: token }),
    );
  } catch {
    // Storage unavailable: the tracking link still works.
  }
}

// The proposal this browser last sent on each project, as { [projectDisplayId]: proposalId }: the
// project page then says "You sent a proposal" with its tracking link.
const SENT_KEY = "sentProposals";

export function rememberSentProposal(projectId: number, proposalId: number) {
  try {
    localStorage.setItem(
      SENT_KEY,
      JSON.stringify({ ...readMap(SENT_KEY), [String(projectId)]: proposalId }),
    );
  } catch {
    // Storage unavailable: the project page offers the form as before.
  }
}

/** The proposal this browser sent on the project, with its tracking token, if it still has both. */
export function sentProposalFor(projectId: number): { id: number; trackingToken: string } | null {
  if (typeof window === "undefined") return null;
  const id = Number(readMap(SENT_KEY)[String(projectId)]);
  const trackingToken = Number.isInteger(id) ? getTrackingToken(id) : null;
  return trackingToken ? { id, trackingToken } : null;
}

export function forgetTrackingToken(proposalId: number) {
  const all = readTracking();
  delete all[String(proposalId)];
  try {
    localStorage.setItem(TRACKING_KEY, JSON.stringify(all));
  } catch {
    // Nothing to forget.
  }
}

// Keys of written agreements opened in this browser (an e-mailed key, or the manage or tracking
// token the party came with), kept as { [agreementId]: token }.
const AGREEMENT_KEY = "agreementKeys";

export function getAgreementKey(agreementId: number): string | null {
  if (typeof window === "undefined") return null;
  return readMap(AGREEMENT_KEY)[String(agreementId)] ?? null;
}

export function saveAgreementKey(agreementId: number, token: string) {
  try {
    localStorage.setItem(
      AGREEMENT_KEY,
      JSON.stringify({ ...readMap(AGREEMENT_KEY), [String(agreementId)]: token }),
    );
  } catch {
    // Storage unavailable: the link still works.
  }
}

/** The operator's token, if this browser holds one (set on the dashboard). */
export const OPERATOR_KEY = "operatorToken";
export const getOperatorToken = () =>
  typeof window === "undefined" ? null : localStorage.getItem(OPERATOR_KEY);
export const setOperatorToken = (token: string | null) =>
  token ? localStorage.setItem(OPERATOR_KEY, token) : localStorage.removeItem(OPERATOR_KEY);

/**
 * Reads a private token from the address bar's fragment (`#manage=`, `#operator=`, `#track=`,
 * `#key=`; several may share one fragment) and removes it at once, keeping the rest of the
 * fragment, so it never stays in the history, a bookmark or a screenshot. Null when absent.
 */
export function takeTokenFromAddress(name: string): string | null {
  reloadOnNewSecret();
  const { token, rest } = takeFromFragment(window.location.hash, name);
  if (token === null) return null;
  const { pathname, search } = window.location;
  window.history.replaceState(null, "", `${pathname}${search}${rest ? `#${rest}` : ""}`);
  return token;
}

let watchingFragment = false;

/**
 * A link that differs from the open page only in its fragment (a manage link pasted over the
 * project it manages) is a jump within the page, which mounts nothing to read it: load it anew.
 */
function reloadOnNewSecret() {
  if (watchingFragment) return;
  watchingFragment = true;
  window.addEventListener("hashchange", () => {
    if (fragmentHoldsSecret(window.location.hash)) window.location.reload();
  });
}

/**
 * What the server said of a token check: accepted, refused (a 4xx: the token is wrong), or
 * unknown (offline, a 5xx, or a 429 after too many wrong tokens from this address, which says
 * nothing of this one), which never counts against a token.
 */
export async function tokenVerdict<T>(
  check: () => Promise<T>,
): Promise<{ verdict: "accepted"; value: T } | { verdict: "refused" | "unknown" }> {
  try {
    return { verdict: "accepted", value: await check() };
  } catch (error) {
    const status =
      error && typeof error === "object" && "status" in error ? Number(error.status) : 0;
    return { verdict: status >= 400 && status < 500 && status !== 429 ? "refused" : "unknown" };
  }
}
