import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver over one of the shared zod schemas that loads zod and the schema on
 * the first validation (when the form is first sent). Pages with a form then show and hydrate
 * without zod's code, and the rules stay the ones the API applies.
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
      const [{ zodResolver }, schema] = await Promise.all([
        import("@hookform/resolvers/zod"),
        loadSchema(),
      ]);
      return zodResolver(schema) as Resolver<Input, unknown, Output>;
    })();
    return (await resolver)(values, context, options);
  };
}
