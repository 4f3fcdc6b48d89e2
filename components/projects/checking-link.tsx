import { useTranslations } from "next-intl";

import { MANAGE_TOKENS_KEY, OPERATOR_KEY } from "@/lib/client/manage-tokens";

/** Set on <html> while this browser may turn out to manage the project on the page. */
export const CHECKING_OWNER_ATTRIBUTE = "data-checking-owner";

// Runs where it is parsed, before the page's scripts: if this browser holds a way to manage the
// project (a manage or operator link in the address, a kept manage token, the operator's token),
// the visitor's actions stay hidden and "Checking your link…" shows in their place until
// useManageAccess has asked the server (app/globals.css). Without it the owner saw the visitor's
// Submit Proposal for as long as the scripts took to arrive.
const script = (rowId: number) =>
  `(function(){try{var s=localStorage,t=JSON.parse(s.getItem(${JSON.stringify(MANAGE_TOKENS_KEY)})||"{}");` +
  `if(/(^#|&)(manage|operator)=/.test(location.hash)||(t&&t[${JSON.stringify(String(rowId))}])||s.getItem(${JSON.stringify(OPERATOR_KEY)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(CHECKING_OWNER_ATTRIBUTE)},"")}catch(e){}})()`;

/**
 * What the project panel shows before the server has said who is looking: the visitor's actions,
 * or, in a browser that holds a manage link or token, "Checking your link…" instead.
 */
export function WhileCheckingOwner({
  rowId,
  children,
}: {
  rowId: number;
  children: React.ReactNode;
}) {
  const t = useTranslations("manage");
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script(rowId) }} />
      <p
        role="status"
        className="border-border bg-card text-muted-foreground checking-owner rounded-lg border p-5 text-sm shadow-sm"
        data-testid="checking-link"
      >
        {t("checkingLink")}
      </p>
      <div className="visitor-while-checking">{children}</div>
    </>
  );
}
