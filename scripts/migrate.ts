// `npm run db:migrate`: applies the migrations in drizzle/ to DATABASE_URL or the embedded database.
import { openDatabase } from "../lib/db/client";
import { env } from "../lib/env";

const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
console.log(
  `Migrated the ${handle.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL database"}`,
);
await handle.close();
