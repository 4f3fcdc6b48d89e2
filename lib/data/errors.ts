/**
 * A change the data refuses because of one field's value (a rule that needs the stored row).
 * lib/api answers it with 400 and the field's message, as it does a schema failure.
 */
export class InvalidFieldError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "InvalidFieldError";
  }
}
