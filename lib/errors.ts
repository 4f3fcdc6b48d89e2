// The domain's own errors: what went wrong in the words of projects, proposals and photos.
// lib/api/errors.ts gives each its HTTP status in one place; nothing here knows about HTTP.

/** A record that does not exist (or is not one a caller may address). */
export class NotFoundError extends Error {
  constructor(readonly what: string) {
    super(`${what} not found`);
    this.name = "NotFoundError";
  }
}

/**
 * A change refused because of one field's value (a rule that needs the stored record), answered
 * like a schema failure of that field.
 */
export class InvalidFieldError extends Error {
  constructor(
    readonly path: string,
    message: string,
    /** The answer's headline; by default the one every field failure has. */
    readonly summary = "Please fix the following errors:",
  ) {
    super(message);
    this.name = "InvalidFieldError";
  }
}

/**
 * A change refused because of several fields at once (the items an agreement still lacks),
 * answered like a schema failure with one issue per field.
 */
export class InvalidFieldsError extends Error {
  constructor(
    readonly issues: { path: string; message: string }[],
    readonly summary: string,
  ) {
    super(summary);
    this.name = "InvalidFieldsError";
  }
}

/** No credential where one is needed (a private link's token, the operator token). */
export class CredentialRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CredentialRequiredError";
  }
}

/** A credential that does not open what it was presented for. */
export class CredentialRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CredentialRefusedError";
  }
}

/** A credential that was accepted, for something its holder may not do; `code` names why. */
export class NotAllowedError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "NotAllowedError";
  }
}

/**
 * A change the record's present state does not allow (an agreement already confirmed); `code`
 * names the reason for clients, `details` what they need to act on it (the first of a repeat).
 */
export class ConflictError extends Error {
  readonly code: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  constructor(message: string, options: { code?: string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = "ConflictError";
    this.code = options.code;
    this.details = options.details;
  }
}

/** Input larger than the domain accepts (a photo's bytes or pixels). */
export class TooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TooLargeError";
  }
}

/** Input of a kind the domain cannot use (a file that is not a readable image). */
export class UnsupportedInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsupportedInputError";
  }
}

/** Work refused for now because too much is already under way; worth trying again later. */
export class BusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "BusyError";
  }
}

/**
 * Too many of something in a period (one account's questions in a day): refused until
 * `retryAfterSeconds` have passed; `code` names which limit.
 */
export class LimitReachedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "LimitReachedError";
  }
}
