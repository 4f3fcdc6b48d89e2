import type { APIRequestContext } from "@playwright/test";

import { expectNoAxeViolations, gotoInTheme } from "./axe";
import { postProjectByApi } from "./helpers";
import { expect, test } from "./own-server";

// More than one page of the API's 50. The worker's own server (./own-server) holds these tests'
// rows only, so the totals below are theirs.
const POSTS = 51;

/** A project posted and published by a homeowner of its own (as every listed project is). */
async function postListed(
  request: APIRequestContext,
  fields: { title: string } & Record<string, unknown>,
) {
  const { project, manageToken } = await postProjectByApi(request, {
    images: [],
    requirements: [],
    ...fields,
  });
  return { id: project.id, displayId: project.displayId, token: manageToken };
}

test("the dashboard shows the newest 50 posted projects, loads more, and favourites find older ones", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  // "[stamp:7]" names one post; the closing bracket keeps ":7" from matching ":70".
  const tag = (index: number) => `[${stamp}:${index}]`;
  const posted: { id: number; displayId: number; token: string }[] = [];
  try {
    for (let index = 1; index <= POSTS; index++) {
      posted.push(
        await postListed(request, {
          title: `Eavestrough repair ${tag(index)}`,
          description: "Re-hang sagging eavestroughs and replace two downspouts on a bungalow.",
          category: "General Contracting",
          budget: "$1,000 - $5,000",
          timeline: "Within 1 month",
          urgency: "low",
          homeowner: "Chris P.",
          location: "Scarborough, Toronto, ON",
        }),
      );
    }

    await page.goto("/contractor-dashboard");
    const summary = page.getByTestId("project-list-summary");
    await expect(summary).toHaveText(/^Showing the 50 newest of [\d,]+ posted projects$/);
    const total = Number((await summary.innerText()).match(/of ([\d,]+)/)![1]!.replace(/,/g, ""));
    expect(total).toBeGreaterThanOrEqual(POSTS);

    const cards = page.getByRole("tabpanel").getByTestId("dashboard-project");
    const samples = await cards.filter({ hasText: "Example request" }).count();
    await expect(cards).toHaveCount(50 + samples);
    await expect(cards.filter({ hasText: tag(POSTS) })).toBeVisible();
    await expect(cards.filter({ hasText: tag(1) })).toHaveCount(0);
    // The stat card counts every project open for bids in the database, not the page shown: at
    // least this test's open posts, at most every project.
    const figure = page.getByTestId("stat-Available Projects");
    await expect(figure).toHaveText(/^\d{1,3}(,\d{3})*$/);
    const available = Number((await figure.innerText()).replace(/,/g, ""));
    expect(available).toBeGreaterThanOrEqual(POSTS);
    expect(available).toBeLessThanOrEqual(total + samples);
    await expectNoAxeViolations(page);

    const loadMore = page.getByRole("button", { name: "Load more projects" });
    await loadMore.click();
    await expect(cards).toHaveCount(Math.min(100, total) + samples);
    while (await loadMore.isVisible()) {
      const before = await cards.count();
      await loadMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await expect(summary).toHaveText(`All ${total.toLocaleString("en-CA")} posted projects shown`);
    await expect(cards).toHaveCount(total + samples);
    await expect(cards.filter({ hasText: tag(1) })).toBeVisible();

    // The oldest post is far from the first page; My Favorites loads it by its id.
    const oldest = posted[0]!;
    await page.evaluate(
      (id) => localStorage.setItem("favorites", JSON.stringify([id])),
      oldest.displayId,
    );
    await page.goto("/favorites");
    await expect(page.locator("main article")).toContainText(tag(1));

    // Once deleted, the saved project is left out instead of breaking the page.
    const deleted = await request.delete(`/api/projects/${oldest.id}`, {
      headers: { authorization: `Bearer ${oldest.token}` },
    });
    expect(deleted.status()).toBe(204);
    posted.shift();
    await page.reload();
    await expect(page.getByTestId("favorites-count")).toHaveText("1 saved project");
    await expect(page.locator("main article")).toHaveCount(0);
  } finally {
    // Leave the list as it was for the next test on this worker's server.
    for (const { id, token } of posted) {
      await request.delete(`/api/projects/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
});

test("the dashboard's count line and Load more pass axe in dark mode", async ({
  page,
  request,
}) => {
  // Up to 51 posts, each published from its homeowner's e-mailed link.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const posted: { id: number; token: string }[] = [];
  try {
    const existing = Number((await request.get("/api/projects")).headers()["x-total-count"]);
    for (let index = existing; index <= 50; index++) {
      posted.push(
        await postListed(request, {
          title: `Deck stain ${stamp}-${index}`,
          description: "Strip and stain a 300 sq ft cedar deck before the summer.",
          category: "Painting",
          budget: "Under $1,000",
          timeline: "Within 3 months",
          urgency: "low",
          homeowner: "Dana R.",
          location: "Etobicoke, Toronto, ON",
        }),
      );
    }
    await gotoInTheme(page, "/contractor-dashboard", "dark");
    await expect(page.getByTestId("project-list-summary")).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more projects" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    for (const { id, token } of posted) {
      await request.delete(`/api/projects/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
});

test("the cleaning page lists every open cleaning project, 50 at a time", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const tag = (index: number) => `[${stamp}:${index}]`;
  const filter = "/api/projects?category=Cleaning&status=open";
  const posted: { id: number; token: string }[] = [];
  try {
    const existing = Number((await request.get(filter)).headers()["x-total-count"]);
    const count = Math.max(1, 51 - existing);
    for (let index = 1; index <= count; index++) {
      posted.push(
        await postListed(request, {
          title: `Window cleaning ${tag(index)}`,
          description: "Inside and outside windows of a three-storey townhouse in Leslieville.",
          category: "Cleaning",
          budget: "Under $1,000",
          timeline: "Within 1 week",
          urgency: "low",
          homeowner: "Sam K.",
          location: "Leslieville, Toronto, ON",
        }),
      );
    }
    const total = existing + count;

    await page.goto("/cleaning-services");
    const open = page.getByTestId("open-projects");
    const summary = page.getByTestId("project-list-summary");
    await expect(summary).toHaveText(
      `Showing the 50 newest of ${total} open projects posted by homeowners`,
    );
    // The posted projects, newest first; the example request takes no proposals and is not listed.
    await expect(open.locator(":scope > li").first()).toContainText(tag(count));
    await expect(open).not.toContainText("Post-Construction Cleaning for a Renovated Townhouse");
    await expect(open.getByText(tag(count))).toBeVisible();
    if (count > 50) await expect(open.getByText(tag(1))).toHaveCount(0);
    await page.getByRole("button", { name: "Load more projects" }).click();
    await expect(summary).toHaveText(`All ${total} open projects posted by homeowners shown`);
    await expect(open.getByText(tag(1))).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more projects" })).toHaveCount(0);
  } finally {
    for (const { id, token } of posted) {
      await request.delete(`/api/projects/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
});
