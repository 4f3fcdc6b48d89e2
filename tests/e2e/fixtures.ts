import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

import type { ThemeName } from "./axe";
import { watchBrowser } from "./hydration";

// The browser tests' shared setup: the other party's browser, private links in the form the site
// makes them, and the helpers and accessibility checks, all from one import.

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, Browser, Locator, Page } from "@playwright/test";
export { expectNoAxeViolations, expectPagesAccessible, gotoInTheme, type ThemeName } from "./axe";
export {
  acceptedAgreement,
  CONTRACTOR_BUSINESS,
  CONTRACTOR_DETAILS,
  CONTRACTOR_SIGNER,
  completeAgreement,
  confirmAgreementByApi,
  confirmAgreementInPage,
  agreementWrite,
  choose,
  holdScripts,
  hydrated,
  fillPostForm,
  mailedAgreementKey,
  mailedLink,
  mailedLinkPath,
  mailedCalendar,
  mailedSignInPath,
  mailedText,
  openProjectPath,
  PAST_WORK,
  postProject,
  postProjectByApi,
  proposeByApi,
  publishByApi,
  publishInPage,
  uniqueHomeownerEmail,
  toast,
} from "./helpers";

type PartyOptions = BrowserContextOptions & {
  /** The theme this person chose on an earlier visit (stored before the first page loads). */
  theme?: ThemeName;
};

export const test = base.extend<
  {
    /**
     * A page in a browser of its own, as another person or device would have it: nothing stored,
     * the test's base URL unless `options` names another. Closed when the test ends.
     */
    newParty: (options?: PartyOptions) => Promise<Page>;
  },
  { browser: Browser }
>({
  // Every page waits for React to hydrate after each navigation (tests/e2e/hydration.ts).
  browser: [
    async ({ browser }, provide) => {
      watchBrowser(browser);
      await provide(browser);
    },
    { scope: "worker" },
  ],
  newParty: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async ({ theme, ...options } = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      if (theme)
        await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** The owner's private link to a posted project (the token travels in the fragment). */
export const manageLink = (displayId: number, token: string) =>
  `/project/${displayId}#manage=${token}`;

/** The contractor's private link to a proposal. */
/** The shared server's operator token (ADMIN_TOKEN in playwright.config.ts). */
export const OPERATOR_TOKEN = "e2e-operator-token-0123456789abcdef";

export const trackingLink = (proposalId: number, token: string) =>
  `/proposal/${proposalId}#track=${encodeURIComponent(token)}`;

/** A party's private link to an agreement: a manage token, a tracking token or a mailed key. */
export const agreementLink = (agreementId: number, key: string) =>
  `/agreement/${agreementId}#key=${key}`;

/** The token a private link carries in its fragment under `name` (manage, track, key). */
export const fragmentToken = (link: string | URL, name: string) =>
  new URLSearchParams(new URL(link).hash.slice(1)).get(name);

/** The path, query and fragment of a full link, to open it on the test's own server. */
export const pathOf = (link: string | URL) => {
  const url = new URL(link);
  return url.pathname + url.search + url.hash;
};
