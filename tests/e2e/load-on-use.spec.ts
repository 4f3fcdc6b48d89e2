import { expect, test, type Page } from "./fixtures";

import { scriptSources } from "../../bench/size.mjs";
import { hydrated, toast } from "./helpers";

// A page fetches no code after its own load for what nobody has used yet: the toast library
// comes with the first toast (lib/client/toast.ts, docs/performance.md).

/**
 * The scripts a page requests after its load event, from the moment this is called, but the
 * page's own chunks (the `<script src>` tags of its served HTML), which an async script may
 * fetch late.
 */
function scriptsAfterLoad(page: Page) {
  const scripts: string[] = [];
  let loaded = false;
  let html: Promise<string> | undefined;
  page.on("load", () => (loaded = true));
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") html = response.text();
  });
  page.on("request", (request) => {
    if (loaded && request.resourceType() === "script") scripts.push(request.url());
  });
  return {
    async beyondOwnChunks() {
      const own = scriptSources(await html!).map((src) => new URL(src, page.url()).pathname);
      expect(own.length).toBeGreaterThan(3);
      return scripts.filter((url) => !own.includes(new URL(url).pathname));
    },
  };
}

const notifications = (page: Page) => page.locator('section[aria-label^="Notifications"]');

test("a catalogue page fetches no script after its load @phone", async ({ page }) => {
  const scripts = scriptsAfterLoad(page);
  await page.goto("/services/plumbing/toronto");
  await page.waitForLoadState("networkidle");
  expect(await scripts.beyondOwnChunks()).toEqual([]);
  await expect(notifications(page)).toHaveCount(0);
});

test("the toast code comes with the first toast, which shows and is announced @phone", async ({
  page,
}) => {
  const scripts = scriptsAfterLoad(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(await scripts.beyondOwnChunks()).toEqual([]);
  await expect(notifications(page)).toHaveCount(0);

  await page.getByLabel("Name").fill("Sam Patel");
  await page.getByLabel("E-mail").fill("sam@example.com");
  await page.getByLabel("Subject").fill("Quote");
  await page.getByLabel("Message").fill("Please call me about a roof.");
  await (await hydrated(page.getByRole("button", { name: "Send Message" }))).click();
  await expect(toast(page, "Message Sent!")).toContainText(
    "Thank you! We have received your message.",
  );
  expect((await scripts.beyondOwnChunks()).length).toBeGreaterThan(0);
  await expect(notifications(page)).toHaveCount(1);
});
