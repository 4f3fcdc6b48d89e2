// The domain's own errors: what went wrong in the words of projects, proposals and photos.
// lib/api/errors.ts gives each its HTTP status in one place; nothing here knows about HTTP. Each
// carries a stable code, which is also the key of its message (messages/errors.<locale>.json):
// the message is written in the reader's language where it is shown, and `message` holds the
// default language's text for whoever reads the error itself.

import {
  errorText,
  type ErrorCode,
  type ErrorValues,
  type NotFoundCode,
} from "@/lib/error-messages";

/** An error of the domain: its code, and the values its message names. */
export abstract class CodedError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values: ErrorValues = {},
  ) {
    super(errorText(code, values));
    this.name = new.target.name;
  }
}

/** A record that does not exist (or is not one a caller may address). */
export class NotFoundError extends CodedError {
  constructor(code: NotFoundCode) {
    super(code);
  }
}

/**
 * A change refused because of one field's value (a rule that needs the stored record), answered
 * like a schema failure of that field: `issue` is the field's validation message, or, when
 * undefined, the error's own.
 */
export class InvalidFieldError extends CodedError {
  constructor(
    readonly path: string,
    readonly issue: string | undefined,
    code: ErrorCode = "invalid_fields",
  ) {
    super(code);
  }
}

/**
 * A change refused because of several fields at once (the items an agreement still lacks),
 * answered like a schema failure with one issue per field.
 */
export class InvalidFieldsError extends CodedError {
  constructor(
    readonly issues: { path: string; message: string }[],
    code: ErrorCode = "invalid_fields",
  ) {
    super(code);
  }
}

/** No credential where one is needed (a private link's token, the operator token). */
export class CredentialRequiredError extends CodedError {}

/** A credential that does not open what it was presented for. */
export class CredentialRefusedError extends CodedError {}

/** A credential that was accepted, for something its holder may not do. */
export class NotAllowedError extends CodedError {}

/**
 * A change the record's present state does not allow (an agreement already confirmed);
 * `details` is what a client needs to act on it (the first of a repeat).
 */
export class ConflictError extends CodedError {
  readonly details: Record<string, unknown> | undefined;
  constructor(
    code: ErrorCode,
    options: { values?: ErrorValues; details?: Record<string, unknown> } = {},
  ) {
    super(code, options.values);
    this.details = options.details;
  }
}

/** Input larger than the domain accepts (a photo's bytes or pixels). */
export class TooLargeError extends CodedError {}

/** Input of a kind the domain cannot use (a file that is not a readable image). */
export class UnsupportedInputError extends CodedError {}

/** Work refused for now because too much is already under way; worth trying again later. */
export class BusyError extends CodedError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code);
  }
}

/** Too many of something in a period (one account's questions in a day): refused for a while. */
export class LimitReachedError extends CodedError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code);
  }
}
