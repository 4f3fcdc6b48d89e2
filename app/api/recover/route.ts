import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { sendManageLinks } from "@/lib/data/recovery";
import { recoverySchema } from "@/lib/validation/recovery";

export const dynamic = "force-dynamic";

const ANSWER =
  "If projects were posted with this address, we have e-mailed their manage links to it.";

// POST /api/recover: e-mails the manage links of the projects posted with an address. The answer
// is the same whether or not the address has projects, so nobody can learn who posted.
export const POST = handler(async (request) => {
  const { email } = parseWith(recoverySchema, await readJson(request));
  await sendManageLinks(email);
  return json({ message: ANSWER }, 202);
});
