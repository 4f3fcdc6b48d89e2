import "server-only";

import { sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { agreements, changeOrders, proposals } from "@/lib/db/schema";
import { HST_BASIS_POINTS } from "@/lib/money";

/**
 * The total of every agreement both parties have confirmed, with its confirmed change orders, in
 * one statement: per agreement (its proposal's status read by primary key: a join let the planner
 * scan every proposal at a million projects) its subtotal (the quote's, plus each change order
 * both confirmed, summed once in a lateral subquery)
 * and HST on it as lib/agreements/model.ts computes it (`totalWith`, `currentSubtotal`: 13 % of
 * the whole subtotal, rounded half up to the cent, none when not HST-registered), summed. Integer
 * arithmetic on bigint throughout, as lib/money.ts does on BigInt.
 */
export async function confirmedAgreementTotals(
  db?: Database,
): Promise<{ count: number; totalCents: number }> {
  db ??= await getDb();
  // divideHalfUp(subtotal × rate, 10,000) = (subtotal × rate × 2 + 10,000) / 20,000, floored.
  const rate = sql.raw(String(HST_BASIS_POINTS * 2));
  const result = (await db.execute(sql`
    select count(*)::int as "count",
      coalesce(sum(t.subtotal + case when t.registered
        then (t.subtotal * ${rate} + 10000) / 20000 else 0 end), 0)::text as "totalCents"
    from (
      select (a.terms -> 'quote' ->> 'subtotalCents')::bigint + coalesce(c.changes, 0) as subtotal,
        coalesce((a.terms -> 'quote' ->> 'hstRegistered')::boolean, true) as registered
      from ${agreements} a
      left join lateral (
        select sum(c.price_change_cents) as changes from ${changeOrders} c
        where c.agreement_id = a.id
          and c.homeowner_confirmed_at is not null and c.contractor_confirmed_at is not null
      ) c on true
      where a.homeowner_confirmed_at is not null and a.contractor_confirmed_at is not null
        and (select p.status from ${proposals} p where p.id = a.proposal_id) = 'accepted'
    ) t`)) as unknown as { rows: { count: number; totalCents: string }[] };
  const [row] = result.rows;
  const totalCents = Number(row?.totalCents ?? 0);
  if (!Number.isSafeInteger(totalCents)) throw new RangeError("Amount out of range");
  return { count: Number(row?.count ?? 0), totalCents };
}
