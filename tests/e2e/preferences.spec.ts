import { expect, test } from "./fixtures";

test.describe("theme", () => {
  test("is light by default and the toggle persists across a reload @phone", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByTestId("theme-toggle").click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("a stored value other than light or dark is no choice: removed, the device's setting followed", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("theme", "purple");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/purple|dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("follows the device's dark setting until the visitor chooses, then keeps the choice @phone", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-label", /light/);
    // The device switches to light: followed on the open page, nothing stored.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    // The visitor chooses dark: kept, whatever the device says from then on.
    await page.getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("the dark class is on <html> before the page's scripts run (no flash)", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    // Without its scripts the page never hydrates: wait only for the document.
    await page.goto("/projects", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  // Re-applying the theme once hydrated restyled the whole document twice on every load
  // (docs/performance.md): the head script's class stays as it is.
  for (const theme of ["light", "dark"]) {
    test(`hydration leaves the ${theme} theme as the head script set it @phone`, async ({
      page,
    }) => {
      await page.addInitScript((stored) => {
        localStorage.setItem("theme", stored);
        const changes: string[] = [];
        (window as unknown as { themeChanges: string[] }).themeChanges = changes;
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === "attributes" && record.target === document.documentElement) {
              changes.push(`<html> class was ${record.oldValue}`);
            }
            for (const node of record.addedNodes) {
              if (node.nodeName === "STYLE") changes.push("<style> added");
            }
          }
        }).observe(document, {
          subtree: true,
          childList: true,
          attributeFilter: ["class"],
          attributeOldValue: true,
        });
      }, theme);
      await page.goto("/services/plumbing/toronto");
      // Hydrated: the toggle's label says what it switches to.
      await expect(page.getByTestId("theme-toggle")).toHaveAttribute(
        "aria-label",
        theme === "dark" ? "Switch to light mode" : "Switch to dark mode",
      );
      await page.waitForLoadState("networkidle");
      const changes = await page.evaluate(
        () => (window as unknown as { themeChanges: string[] }).themeChanges,
      );
      expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
      // Set once, by the head script, on an <html> without a class; nothing since.
      expect(changes).toEqual(["<html> class was null"]);
    });
  }

  // An unknown project's page (a notFound() answered as the root not-found page's HTML).
  for (const theme of ["light", "dark"]) {
    test(`an unknown project's page is ${theme} as stored @phone`, async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
      const response = await page.goto("/project/999999");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(theme);
      await expect(page.getByTestId("theme-toggle")).toHaveAttribute(
        "aria-label",
        theme === "dark" ? "Switch to light mode" : "Switch to dark mode",
      );
    });
  }

  test("a theme chosen in another tab is followed", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/services");
    await second.goto("/projects");
    await expect(first.getByTestId("theme-toggle")).toHaveAttribute("aria-label", /dark/);
    await second.getByTestId("theme-toggle").click();
    await expect(second.locator("html")).toHaveClass(/\bdark\b/);
    await expect(first.locator("html")).toHaveClass(/\bdark\b/);
    await expect(first.getByTestId("theme-toggle")).toHaveAttribute("aria-label", /light/);
  });
});

test.describe("favourites", () => {
  test("a card's heart persists across a reload and shows on My Favorites @phone", async ({
    page,
  }) => {
    await page.goto("/projects");
    const first = page.getByRole("button", { name: /^Add .* to favourites$/ }).first();
    const label = await first.getAttribute("aria-label");
    const title = label!.replace(/^Add /, "").replace(/ to favourites$/, "");
    await first.click();
    await expect(
      page.getByRole("button", { name: `Remove ${title} from favourites` }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("favorites")))!),
    ).toHaveLength(1);
    await page.reload();
    await expect(
      page.getByRole("button", { name: `Remove ${title} from favourites` }),
    ).toBeVisible();
    await page.goto("/favorites");
    await expect(page.getByTestId("favorites-count")).toHaveText("1 saved project");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("No favorites yet")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("favorites"))).toBe("[]");
    await page.getByRole("link", { name: "Browse Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("an unreadable stored value logs 'Error loading favorites' and starts empty", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem("favorites", "{broken"));
    await page.goto("/favorites");
    await expect(page.getByText("No favorites yet")).toBeVisible();
    expect(errors.some((text) => text.includes("Error loading favorites"))).toBe(true);
  });
});
