// The browser's calls to /api. Each throws an ApiRequestError carrying the server's message.

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The fields the server refused, with its message for each. */
    readonly issues?: { path: string; message: string }[],
    /** The answer's stable `code` (`project_repeated`) and its other fields, when it had them. */
    readonly code?: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** One call to /api: the parsed body, or an ApiRequestError with the server's message. */
export async function call<T>(
  path: string,
  init: RequestInit & { token?: string | null } = {},
): Promise<T> {
  return (await send<T>(path, init)).body;
}

/** One call: the parsed body and the response's headers, or an ApiRequestError. */
export async function send<T>(
  path: string,
  init: RequestInit & { token?: string | null } = {},
): Promise<{ body: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new ApiRequestError("Could not reach the server. Check your connection.", 0);
  }
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body.error === "string" ? body.error : `Request failed (${response.status})`;
    const detail = Array.isArray(body?.issues)
      ? body.issues.map((issue: { message: string }) => issue.message).join(" ")
      : "";
    throw new ApiRequestError(
      detail ? `${message} ${detail}` : message,
      response.status,
      Array.isArray(body?.issues) ? body.issues : undefined,
      typeof body?.code === "string" ? body.code : undefined,
      body && typeof body === "object" ? body : undefined,
    );
  }
  return { body: body as T, headers: response.headers };
}

/**
 * A key for one submission. randomUUID exists only in secure contexts (https, localhost);
 * a site served over plain http on a local network still needs a key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

const RETRY_DELAY_MS = 500;

/**
 * A create the server may already have stored when its answer was lost: sent with the
 * submission's Idempotency-Key, and sent once more with the same key when the network failed,
 * so the second attempt gets the first one's answer instead of storing a duplicate.
 */
export async function create<T>(path: string, input: unknown, idempotencyKey: string): Promise<T> {
  const init = {
    method: "POST",
    body: JSON.stringify(input),
    headers: { "Idempotency-Key": idempotencyKey },
  };
  try {
    return await call<T>(path, init);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return call<T>(path, init);
  }
}
