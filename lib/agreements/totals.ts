import "server-only";

import { and, eq, inArray, isNotNull } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { agreements, changeOrders, proposals } from "@/lib/db/schema";
import { sumCents } from "@/lib/money";
import { agreedTotal } from "./model";

/**
 * The total of every agreement both parties have confirmed, with its confirmed change orders, as
 * agreed (never recomputed with today's HST rate).
 */
export async function confirmedAgreementTotals(): Promise<{ count: number; totalCents: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(agreements)
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .where(
      and(
        isNotNull(agreements.homeownerConfirmedAt),
        isNotNull(agreements.contractorConfirmedAt),
        eq(proposals.status, "accepted"),
      ),
    );
  const ids = rows.map(({ agreements: row }) => row.id);
  const orders =
    ids.length === 0
      ? []
      : await db.select().from(changeOrders).where(inArray(changeOrders.agreementId, ids));
  const totals = rows.map(({ agreements: row }) =>
    agreedTotal(
      row.terms,
      orders.filter((order) => order.agreementId === row.id),
    ),
  );
  return { count: rows.length, totalCents: sumCents(totals) };
}
