import { expect, test, type Locator, type Page } from "./fixtures";

import { gotoInTheme } from "./axe";
import { postProjectByApi } from "./helpers";

// A project without photos shows its category's artwork in the theme's colours, never a grey
// placeholder; a service page's pictures do not repeat; dark mode dims photos and pictures.

const main = (page: Page) => page.getByRole("main");

async function postWithoutPhotos(page: Page, category: string) {
  const { project } = await postProjectByApi(page.request, {
    title: `Artwork check ${Date.now()}`,
    category,
  });
  return project.displayId;
}

async function expectNoPlaceholder(page: Page) {
  await expect(page.locator('img[src*="placeholder"]')).toHaveCount(0);
}

/** The colours a visitor sees on the artwork: its panel, its disc and its icon. */
const artworkColours = (artwork: Locator) =>
  artwork.evaluate((element) => {
    const disc = element.querySelector("span")!;
    const icon = element.querySelector("span svg")!;
    return {
      panel: getComputedStyle(element).backgroundImage,
      disc: getComputedStyle(disc).backgroundColor,
      icon: getComputedStyle(icon).color,
    };
  });

test("a project posted without photos shows its category's artwork on its page and its card @phone", async ({
  page,
}) => {
  const displayId = await postWithoutPhotos(page, "Plumbing");

  await page.goto(`/project/${displayId}`);
  const gallery = main(page).getByRole("region", { name: "Photos" });
  const artwork = gallery.getByTestId("category-artwork");
  await expect(artwork).toBeVisible();
  await expect(artwork).toHaveAttribute("data-category", "Plumbing");
  await expect(artwork.locator("svg.lucide-wrench")).toBeVisible();
  await expect(gallery.getByRole("img", { name: "No photos yet" })).toBeVisible();
  await expect(gallery.locator("img")).toHaveCount(0);
  await expectNoPlaceholder(page);

  await page.addInitScript((id) => localStorage.setItem("favorites", `[${id}]`), displayId);
  await page.goto("/favorites");
  const card = main(page).getByRole("article").filter({ hasText: "Artwork check" });
  await expect(card).toHaveCount(1);
  const cardArtwork = card.getByTestId("category-artwork");
  await expect(cardArtwork).toBeVisible();
  await expect(cardArtwork).toHaveAttribute("data-category", "Plumbing");
  await expect(cardArtwork.locator("svg.lucide-wrench")).toBeVisible();
  // Decorative on a card: the title beside it names the project.
  await expect(cardArtwork).toHaveAttribute("aria-hidden", "true");
  await expectNoPlaceholder(page);
});

test("each category's artwork differs: an electrical project shows a bolt, not the wrench", async ({
  page,
}) => {
  const displayId = await postWithoutPhotos(page, "Electrical");
  await page.goto(`/project/${displayId}`);
  const artwork = main(page).getByTestId("category-artwork");
  await expect(artwork).toHaveAttribute("data-category", "Electrical");
  await expect(artwork.locator("svg.lucide-zap")).toBeVisible();
  await expect(artwork.locator("svg.lucide-wrench")).toHaveCount(0);
});

test("the plumbing page shows no picture more than twice and a different icon for each step @phone", async ({
  page,
}) => {
  await page.goto("/services/plumbing");
  const sources = await main(page)
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  expect(sources.length).toBeGreaterThan(0);
  const counts = new Map<string, number>();
  for (const src of sources) counts.set(src, (counts.get(src) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 2);
  expect(repeated).toEqual([]);

  const steps = main(page).getByTestId("step-artwork");
  await expect(steps).toHaveCount(4);
  const icons = await steps.evaluateAll((panels) =>
    panels.map((panel) => panel.querySelector("svg.lucide")?.getAttribute("class") ?? ""),
  );
  expect(new Set(icons).size).toBe(4);
  // The work step carries the trade's own tool.
  expect(icons[2]).toContain("lucide-wrench");
  for (const icon of icons) expect(icon).not.toBe("");
});

test("in dark mode the artwork takes the dark theme's colours and pictures are dimmed @phone", async ({
  page,
}) => {
  // The open sample request 2001 has no photos.
  await gotoInTheme(page, "/project/2001", "light");
  const artwork = main(page).getByTestId("category-artwork");
  await expect(artwork).toBeVisible();
  const light = await artworkColours(artwork);
  await gotoInTheme(page, "/services/plumbing", "light");
  const hero = main(page).locator("img").first();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((image) => getComputedStyle(image).filter)).toBe("none");

  await gotoInTheme(page, "/project/2001", "dark");
  await expect(artwork).toBeVisible();
  const dark = await artworkColours(artwork);
  expect(dark.panel).not.toBe(light.panel);
  expect(dark.disc).not.toBe(light.disc);
  expect(dark.icon).not.toBe(light.icon);
  // The artwork itself is drawn in dark colours, so it needs no dimming.
  expect(await artwork.evaluate((element) => getComputedStyle(element).filter)).toBe("none");

  await gotoInTheme(page, "/services/plumbing", "dark");
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((image) => getComputedStyle(image).filter)).toBe("brightness(0.85)");
});
