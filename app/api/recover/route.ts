import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { requestManageLinks } from "@/lib/projects/recovery";
import { recoverySchema } from "@/lib/projects/recovery-schema";

export const dynamic = "force-dynamic";

const ANSWER =
  "If projects were posted with this address, we have e-mailed their manage links to it.";

// POST /api/recover: e-mails the manage links of the projects posted with an address. The answer
// is the same, in about the same time, whether or not the address has projects, so nobody can
// learn who posted: the projects are looked up when the message is delivered.
export const POST = handler(async (request) => {
  const { email } = parseWith(recoverySchema, await readJson(request));
  await requestManageLinks(email);
  return json({ message: ANSWER }, 202);
});
