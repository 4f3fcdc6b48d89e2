import { expect, test, type Page } from "./fixtures";
import { twMerge } from "tailwind-merge";

import { hydrated, openProjectPath } from "./helpers";

// `cn()` only joins class names (lib/utils.ts): two utilities for the same property on one element
// (`px-2.5` and `px-3`) would leave the winner to the stylesheet's order. tailwind-merge, here only
// as a checker, says which classes it would drop; no element may have any.

const PAGES = [
  "/",
  "/projects",
  "/services",
  "/services/plumbing/toronto",
  "/project/1001",
  "/post-project",
  "/contact",
  "/contractor-dashboard",
  "/general-contractor",
  "/cleaning-services",
  "/moving-solutions",
  "/magazine",
  "/about-us",
  "/privacy-policy",
  "/favorites",
  "/no-such-page",
];

/** Each class list with the classes tailwind-merge would drop from it. */
function conflicts(classLists: string[]) {
  return [...new Set(classLists)].flatMap((list) => {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(list).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    return dropped.length ? [{ list, dropped }] : [];
  });
}

const unescape = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

test("server-rendered pages have no conflicting utilities on one element", async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const lists = [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => unescape(match[1]!));
    expect(lists.length, path).toBeGreaterThan(10);
    expect(conflicts(lists), path).toEqual([]);
  }
});

const domClassLists = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class")!),
  );

test("nor do the parts drawn in the browser: dialogs, sheets, loaded cards", async ({
  page,
  request,
}) => {
  await page.goto(await openProjectPath(request));
  await (await hydrated(page.getByRole("button", { name: "Submit Proposal" }).first())).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(conflicts(await domClassLists(page)), "proposal dialog").toEqual([]);
  await page.getByLabel("Itemised quote (recommended)").check();
  await expect(page.getByTestId("quote-totals")).toBeVisible();
  expect(conflicts(await domClassLists(page)), "itemised proposal dialog").toEqual([]);

  await page.goto("/general-contractor");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(conflicts(await domClassLists(page)), "filters sheet").toEqual([]);

  await page.goto("/contractor-dashboard");
  await expect(page.getByTestId("dashboard-project").first()).toBeVisible();
  expect(conflicts(await domClassLists(page)), "dashboard").toEqual([]);
});
