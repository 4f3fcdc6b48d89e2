import { useEffect, useState } from "react";

import { checkOperatorToken } from "@/lib/accounts/client";
import {
  allManageTokens,
  getOperatorToken,
  setOperatorToken,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";

/** Whether the server takes the operator token: true, false (refused), or null when it cannot say. */
async function operatorTokenWorks(token: string): Promise<boolean | null> {
  const { verdict } = await tokenVerdict(() => checkOperatorToken(token));
  return verdict === "accepted" ? true : verdict === "refused" ? false : null;
}

/**
 * The tokens this browser holds for the dashboard's owner controls: each posted project's manage
 * token and the operator's. An operator opens /contractor-dashboard#operator=TOKEN once; the token
 * stays in this browser once the server has confirmed it, and a link that fails never replaces a
 * working token.
 */
export function useDashboardTokens() {
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const [operatorToken, setOperator] = useState<string | null>(null);
  const [invalidOperatorLink, setInvalidOperatorLink] = useState(false);
  useEffect(() => {
    const fromLink = takeTokenFromAddress("operator");
    /* eslint-disable react-hooks/set-state-in-effect -- browser storage is read once after hydration */
    setTokens(allManageTokens());
    /* eslint-enable react-hooks/set-state-in-effect */
    let active = true;
    void (async () => {
      if (fromLink) {
        const verdict = await operatorTokenWorks(fromLink);
        if (verdict) setOperatorToken(fromLink);
        else if (active) setInvalidOperatorLink(true);
      }
      const stored = getOperatorToken();
      if (stored && (await operatorTokenWorks(stored)) === false) setOperatorToken(null);
      if (active) setOperator(getOperatorToken());
    })();
    return () => {
      active = false;
    };
  }, []);
  return { tokens, operatorToken, invalidOperatorLink };
}
