import { fragmentToken, postProject, publishInPage, toast } from "./fixtures";
// On a server of its own: the check reads the newest page of the list, which other tests' posts
// would push this project out of.
import { expect, test } from "./own-server";

test("a post whose answer is lost on the way back is retried with its key and stored once", async ({
  page,
}) => {
  const title = `Lost answer ${Date.now()}`;
  const keys: string[] = [];
  await page.route("**/api/projects", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 1) {
      // The server stores the project and answers; the browser never sees the answer.
      await route.fetch();
      return route.abort("connectionreset");
    }
    return route.continue();
  });

  const { manageLink, displayId, email } = await postProject(page, title, { publish: false });

  // One submission, one key, sent twice.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const posted = "Check your e-mail to publish your project";
  await expect(page.getByRole("heading", { name: posted })).toHaveCount(1);
  // Said once, by the page: no toast repeats it over the page's buttons.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: posted })).toHaveCount(0);
  await expect(toast(page, "Failed to post project")).toHaveCount(0);

  // Published with the link e-mailed to its address, it is listed once.
  await publishInPage(page, displayId, email);

  const response = await page.request.get("/api/projects?limit=100");
  const projects: { title: string; displayId: number }[] = await response.json();
  const listed = projects.filter((project) => project.title === title);
  expect(listed).toHaveLength(1);
  expect(listed[0]!.displayId).toBe(displayId);

  // The retry's answer carries the real manage token: it opens the owner's controls.
  const token = fragmentToken(manageLink, "manage")!;
  const owned = await page.request.get(`/api/proposals/project/${displayId - 3000}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(owned.status()).toBe(200);
});
