import { useTranslations } from "next-intl";

import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { Delivery } from "@/lib/mail/shapes";
import { newestFirst } from "@/lib/utils";
import { useDateTime } from "./inbox-format";

const DELIVERY_BADGE: Record<
  Delivery["status"],
  { variant: BadgeProps["variant"]; className?: string }
> = {
  pending: { variant: "secondary" },
  sent: { variant: "success" },
  failed: { variant: "outline", className: "border-destructive text-destructive" },
  suppressed: { variant: "outline" },
};

/** The outbox's recent messages as a table: where each went, its state and its last error. */
export function InboxDeliveries({ deliveries }: { deliveries: Delivery[] }) {
  const t = useTranslations("adminInbox");
  const when = useDateTime();
  const columns = [
    t("template"),
    t("recipient"),
    t("status"),
    t("attempts"),
    t("lastError"),
    t("created"),
    t("sent"),
  ];
  return (
    <section aria-labelledby="inbox-deliveries" className="space-y-4">
      <h2 id="inbox-deliveries" className="text-xl font-semibold">
        {t("deliveriesHeading")}
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-muted-foreground">{t("noDeliveries")}</p>
      ) : (
        // Wider than a phone: the table scrolls sideways inside its frame, not the page.
        <div
          className="border-border bg-card overflow-x-auto rounded-lg border shadow-sm"
          role="region"
          aria-label={t("deliveriesTable")}
          tabIndex={0}
          data-testid="deliveries"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst(deliveries, (delivery) => delivery.createdAt).map((delivery) => {
                const badge = DELIVERY_BADGE[delivery.status];
                return (
                  <tr key={delivery.id} className="border-border border-t">
                    {/* The kind's name; its identifier (what the logs say) on hover. */}
                    <td className="px-3 py-2 whitespace-nowrap" title={delivery.template}>
                      {t.has(`mailKinds.${delivery.template}`)
                        ? t(`mailKinds.${delivery.template}`)
                        : delivery.template}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{delivery.recipient}</td>
                    <td className="px-3 py-2">
                      <Badge variant={badge.variant} className={badge.className}>
                        {t(`deliveryStatus.${delivery.status}`)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{delivery.attempts}</td>
                    <td className="text-muted-foreground max-w-[16rem] px-3 py-2 break-words">
                      {delivery.lastError ?? "–"}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{when(delivery.createdAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {delivery.sentAt ? when(delivery.sentAt) : "–"}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
