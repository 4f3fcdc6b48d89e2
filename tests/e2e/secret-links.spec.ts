import type { Page, Request } from "@playwright/test";

import { acceptedAgreement, postProjectByApi, proposeByApi } from "./helpers";
import { expect, test } from "./own-server";
import { ADMIN_TOKEN } from "./server-process";

// A private link's token (manage, tracking, agreement key, operator) travels in the URL fragment,
// which no request sends. Old links with the token in the query still work: the server moves it
// into the fragment before any page renders, so neither the page's own requests (their URL or
// Referer) nor the server's log ever carry it. A server of its own: its log is read, and its
// response cache starts empty.

test.describe.configure({ mode: "default" });

/**
 * Records the requests the page sends after `opened` (the link the person followed, which carries
 * the token by definition) whose URL or Referer holds `secret`. A URL's fragment is left out: it
 * is never sent.
 */
function watchRequests(page: Page, opened: string, secret: string) {
  const carrying: string[] = [];
  const checks: Promise<void>[] = [];
  let total = 0;
  const check = async (request: Request) => {
    const url = new URL(request.url());
    const followed =
      request.isNavigationRequest() &&
      request.redirectedFrom() === null &&
      url.pathname + url.search === opened;
    if (followed) return;
    total++;
    const sent = request.url().split("#")[0]!;
    const referer = (await request.headerValue("referer")) ?? "";
    if (sent.includes(secret) || referer.includes(secret))
      carrying.push(`${request.resourceType()} ${sent} (Referer: ${referer || "none"})`);
  };
  page.on("request", (request) => checks.push(check(request)));
  return {
    async settle() {
      await page.waitForLoadState("networkidle");
      await Promise.all(checks);
      // Something was watched: the page's own scripts at least.
      expect(total).toBeGreaterThan(3);
      return carrying;
    },
  };
}

/** Opens an old link (the token in the query) and checks what the page and server let out. */
async function openOldLink(
  page: Page,
  path: string,
  name: string,
  secret: string,
  works: () => Promise<void>,
) {
  const opened = `${path}?${name}=${encodeURIComponent(secret)}`;
  const watch = watchRequests(page, opened, secret);
  await page.goto(opened);
  await works();
  await expect(page).toHaveURL((url) => url.pathname === path && !url.href.includes(secret));
  expect.soft(await watch.settle(), `requests carrying ?${name}=`).toEqual([]);
}

test("a #manage= link manages the project and leaves the address bar", async ({
  page,
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Fragment link ${Date.now()}`,
  });
  const path = `/project/${project.displayId}`;
  await page.goto(`${path}#manage=${manageToken}`);
  await expect(page.getByTestId("owner-controls")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === path && url.hash === "");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("manageTokens")!))).toEqual({
    [String(project.id)]: manageToken,
  });
});

test("old ?manage=, ?track= and ?key= links work, and nothing the page sends carries them", async ({
  newParty,
  request,
  ownServer,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Old link ${Date.now()}`,
  });
  const manage = await newParty();
  await openOldLink(manage, `/project/${project.displayId}`, "manage", manageToken, () =>
    expect(manage.getByTestId("owner-controls")).toBeVisible(),
  );

  const proposal = await proposeByApi(request, {
    projectId: project.displayId,
    contractorName: "Old Link Roofing",
    contractorEmail: `bids-${Date.now().toString(36)}@oldlink.example`,
    bidAmount: "$10,000 - $15,000",
    timeline: "3 weeks",
    approach: "Strip and re-shingle the back slope, new flashing at the chimney.",
    experience: "Fifteen years of residential roofing in Toronto.",
  });
  const track = await newParty();
  await openOldLink(track, `/proposal/${proposal.id}`, "track", proposal.trackingToken, () =>
    expect(track.getByTestId("proposal-status")).toHaveText("Pending"),
  );

  // An old e-mail's agreement link carried the party's key in ?key=.
  const agreement = await acceptedAgreement(request);
  const key = await newParty();
  await openOldLink(key, `/agreement/${agreement.agreementId}`, "key", agreement.homeownerKey, () =>
    expect(key.getByTestId("agreement-state")).toHaveText("Waiting for required details"),
  );

  const log = ownServer.log.join("");
  for (const secret of [manageToken, proposal.trackingToken, agreement.homeownerKey])
    expect(log).not.toContain(secret);
});

test("old ?operator= links work on prerendered pages, and nothing the page sends carries them", async ({
  page,
  ownServer,
}) => {
  // Opened once without a token first: the shared response cache then holds the page.
  await page.goto("/admin/messages");
  await expect(page.getByTestId("denied")).toBeVisible();
  await openOldLink(page, "/admin/messages", "operator", ADMIN_TOKEN, () =>
    expect(page.getByRole("heading", { name: "Operator inbox" })).toBeVisible(),
  );
  await page.evaluate(() => localStorage.clear());

  await page.goto("/contractor-dashboard");
  await openOldLink(page, "/contractor-dashboard", "operator", ADMIN_TOKEN, () =>
    expect.poll(() => page.evaluate(() => localStorage.getItem("operatorToken"))).toBe(ADMIN_TOKEN),
  );
  await expect(page.getByTestId("invalid-operator-link")).toHaveCount(0);
  expect(ownServer.log.join("")).not.toContain(ADMIN_TOKEN);
});

test("the redirect of an old link is kept by no cache and sends no Referer", async ({
  request,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Redirect ${Date.now()}`,
  });
  const path = `/project/${project.displayId}`;
  const answer = await request.get(`${path}?utm_source=mail&manage=${manageToken}`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const headers = answer.headers();
  const location = new URL(headers.location!, "http://site.example");
  expect(location.pathname + location.search + location.hash).toBe(
    `${path}?utm_source=mail#manage=${manageToken}`,
  );
  expect(headers["cache-control"]).toMatch(/(^|, *)no-store(,|$)/);
  expect(headers["referrer-policy"]).toBe("no-referrer");

  // Several at once, and one without a value, all leave the query.
  const several = await request.get("/admin/messages?operator=a&key=b&track=&x=1", {
    maxRedirects: 0,
  });
  expect(several.status()).toBe(303);
  expect(new URL(several.headers().location!, "http://site.example").search).toBe("?x=1");
  expect(new URL(several.headers().location!, "http://site.example").hash).toBe(
    "#operator=a&key=b&track=",
  );
});

test("the pages that take a private link send no Referer; the rest keep the site's policy", async ({
  request,
}) => {
  for (const path of [
    "/project/1001",
    "/proposal/1",
    "/agreement/1",
    "/admin/messages",
    "/contractor-dashboard",
  ]) {
    const answer = await request.get(path);
    expect(answer.headers()["referrer-policy"], path).toBe("no-referrer");
    expect(answer.headers()["content-security-policy"], path).toContain("default-src 'self'");
  }
  for (const path of ["/", "/projects", "/api/projects", "/services/plumbing"]) {
    const answer = await request.get(path);
    expect(answer.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});
