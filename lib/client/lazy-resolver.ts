import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

import { MESSAGES_FOR_EVERY_CHECK } from "@/lib/validation/messages";

/**
 * A react-hook-form resolver over one of the shared zod schemas that loads zod and the schema on
 * the first validation (when the form is first sent). Pages with a form then show and hydrate
 * without zod's code, and the rules stay the ones the API applies. The schemas' messages are keys
 * (lib/validation/messages.ts): each error is put in the reader's language here.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= (async () => {
      // Zod compiles fast parsers with `new Function` after probing whether that is allowed; our
      // Content-Security-Policy refuses it (no 'unsafe-eval') and reports even the probe, which
      // runs as schemas are built. So the plain parser is chosen before the schema module loads.
      const { config } = await import("zod/v4/core");
      config({ jitless: true });
      const [{ zodResolver }, schema, { translateValidation }] = await Promise.all([
        import("@hookform/resolvers/zod"),
        loadSchema(),
        import("@/lib/validation/translate"),
      ]);
      const resolve = zodResolver(schema, MESSAGES_FOR_EVERY_CHECK) as Resolver<
        Input,
        unknown,
        Output
      >;
      return async (...args) => {
        const result = await resolve(...args);
        translateErrors(result.errors, translateValidation);
        return result;
      };
    })();
    return (await resolver)(values, context, options);
  };
}

/** Every message in react-hook-form's nested errors, translated in place (`ref` is an element). */
function translateErrors(errors: FieldErrors, translate: (message: string) => string) {
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || typeof value !== "object" || value === null) continue;
    const error = value as { message?: unknown } & FieldErrors;
    if (typeof error.message === "string") error.message = translate(error.message);
    translateErrors(error, translate);
  }
}
