import "server-only";

import { sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { agreements, changeOrders, proposals } from "@/lib/db/schema";

/**
 * The total of every agreement both parties have confirmed, with its confirmed change orders, as
 * agreed (lib/agreements/model.ts `agreedTotal`: the quote's total plus each confirmed change's
 * price and HST, never recomputed with today's HST rate), in one statement. Per agreement its
 * proposal's status is read by primary key (a join let the planner scan every proposal at a
 * million projects) and its changes are summed once in a lateral subquery. Integer arithmetic on
 * bigint throughout.
 */
export async function confirmedAgreementTotals(
  db?: Database,
): Promise<{ count: number; totalCents: number }> {
  db ??= await getDb();
  const result = (await db.execute(sql`
    select count(*)::int as "count",
      coalesce(sum((a.terms -> 'quote' ->> 'totalCents')::bigint + coalesce(c.changes, 0)), 0)::text
        as "totalCents"
    from ${agreements} a
    left join lateral (
      select sum(c.price_change_cents + c.hst_change_cents) as changes from ${changeOrders} c
      where c.agreement_id = a.id
        and c.homeowner_confirmed_at is not null and c.contractor_confirmed_at is not null
    ) c on true
    where a.homeowner_confirmed_at is not null and a.contractor_confirmed_at is not null
      and (select p.status from ${proposals} p where p.id = a.proposal_id) = 'accepted'`)) as unknown as {
    rows: { count: number; totalCents: string }[];
  };
  const [row] = result.rows;
  const totalCents = Number(row?.totalCents ?? 0);
  if (!Number.isSafeInteger(totalCents)) throw new RangeError("Amount out of range");
  return { count: Number(row?.count ?? 0), totalCents };
}
