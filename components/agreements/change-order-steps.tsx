"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";

import { changeOrderStatement } from "@/content/agreement";
import { changeOrderRows } from "@/lib/agreements/document";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { Button } from "@/components/ui/button";
import { confirmChangeOrder, declineChangeOrder } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { ChangeOrderForm } from "./change-order-form";
import { canSign } from "./proof-notice";
import { TypedNameForm } from "./typed-name-form";

/**
 * A confirmed agreement's next steps: confirm the change orders the other party proposed, and
 * propose a new one once every earlier one is confirmed by both.
 */
export function ChangeOrderSteps({
  agreement,
  party,
  token,
  onChange,
  panelClassName,
}: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
  panelClassName: string;
}) {
  const t = useTranslations("agreement");
  // Change orders bind: proposed, confirmed and declined only by a party that proved itself.
  const sign = canSign(agreement);
  const awaitingMe = agreement.changeOrders.filter(
    (order) =>
      !order.declinedAt &&
      (party === "homeowner" ? !order.homeownerConfirmation : !order.contractorConfirmation),
  );
  // A declined change order is answered too: a new one may follow it.
  const allConfirmed = agreement.changeOrders.every(
    (order) => order.declinedAt || (order.homeownerConfirmation && order.contractorConfirmation),
  );
  return (
    <div className="space-y-4 print:hidden">
      <p
        className="border-success/40 bg-success/10 flex gap-2 rounded-lg border p-4 text-sm"
        role="status"
      >
        <CheckCircle2 className="text-success size-5 shrink-0" aria-hidden />
        {t("confirmedNote")}
      </p>
      {(sign ? awaitingMe : []).map((order) => (
        <div key={order.number} className={panelClassName} data-testid="pending-change-order">
          <h2 className="font-semibold">{t("changeOrderPending", { number: order.number })}</h2>
          <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
            {changeOrderRows(order).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="wrap-anywhere whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
          <TypedNameForm
            statement={changeOrderStatement}
            title={t("confirmChangeOrder", { number: order.number })}
            submitLabel={t("confirm")}
            testId="confirm-change-order"
            onSubmit={async (name) => {
              onChange(await confirmChangeOrder(agreement.id, order.number, name, token));
              toast.success(t("changeOrderConfirmed", { number: order.number }));
            }}
          />
          <div className="border-border space-y-2 border-t pt-4">
            <p className="text-muted-foreground text-sm">{t("declineChangeOrderWhy")}</p>
            <Button
              type="button"
              variant="outline"
              onClick={async () => {
                try {
                  onChange(await declineChangeOrder(agreement.id, order.number, token));
                  toast.success(t("changeOrderDeclined", { number: order.number }));
                } catch (error) {
                  toast.error(t("saveError"), { description: (error as Error).message });
                }
              }}
            >
              {t("declineChangeOrder", { number: order.number })}
            </Button>
          </div>
        </div>
      ))}
      {allConfirmed && sign ? (
        <ChangeOrderForm
          agreement={agreement}
          token={token}
          onChange={onChange}
          className={panelClassName}
        />
      ) : null}
    </div>
  );
}
