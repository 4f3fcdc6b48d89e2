import { expect, test, type APIResponse, type Page } from "./fixtures";
import sharp from "sharp";

import { hydrated } from "./helpers";

const smallJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();

/** The CSP as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(
  response: APIResponse,
  what: string,
  // The pages that read a private link send none (lib/security-headers.mjs, NO_REFERRER_PAGES).
  referrerPolicy = "strict-origin-when-cross-origin",
) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src"), what).toContain("'self'");
  expect(csp.get("script-src"), what).not.toContain("'unsafe-eval'");
  expect(csp.get("img-src"), what).toEqual(["'self'", "data:", "blob:"]);
  expect(csp.get("connect-src"), what).toEqual(["'self'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe(referrerPolicy);
  expect(headers["x-frame-options"], what).toBe("DENY");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, what).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  }
  // The e2e server is `next start`, a production server.
  const hsts = headers["strict-transport-security"] ?? "";
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
}

test.describe("security headers", () => {
  test("every kind of response carries them", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home, "a prerendered page");

    // A project page is rendered on each request (1001 is a catalogue project).
    const project = await request.get("/project/1001");
    expect(project.status()).toBe(200);
    expectSecurityHeaders(project, "a dynamic page", "no-referrer");

    const api = await request.get("/api/projects");
    expect(api.status()).toBe(200);
    expectSecurityHeaders(api, "an API response");

    const file = await request.get("/images/placeholder.svg");
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file, "a file from public/");

    const script = (await home.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-type"]).toMatch(/javascript/);
    expectSecurityHeaders(asset, "a JS asset");

    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, "a 404 page");

    const missingAsset = await request.get("/_next/static/chunks/no-such-chunk.js");
    expect(missingAsset.status()).toBe(404);
    expectSecurityHeaders(missingAsset, "a missing asset");

    const badApi = await request.get("/api/projects/999999999");
    expect(badApi.status()).toBe(404);
    expectSecurityHeaders(badApi, "an API 404");
  });

  test("an uploaded photo is served as a JPEG that browsers may not sniff", async ({ request }) => {
    const jpeg = await smallJpeg();
    const upload = await request.post("/api/uploads", {
      multipart: { file: { name: "wall.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    });
    expect(upload.status()).toBe(201);
    const { path } = await upload.json();
    const photo = await request.get(path);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expectSecurityHeaders(photo, "an uploaded photo");
    expect((await sharp(await photo.body()).metadata()).format).toBe("jpeg");
  });
});

/**
 * Records CSP violations (from the document's first script on) and console errors of a page.
 * The listener is installed before any of the page's own scripts run.
 */
async function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // The site has no favicon yet; the browser's own request for one is not the page's doing.
    if (message.location().url.endsWith("/favicon.ico")) return;
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    consoleErrors,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

test.describe("content security policy in the browser", () => {
  for (const path of ["/", "/post-project", "/services/plumbing"]) {
    test(`${path} loads and hydrates without a violation`, async ({ page }) => {
      const watch = await watchPage(page);
      await page.goto(path);
      // Hydrated: the theme toggle (a client component) answers a click.
      const html = page.locator("html");
      await (await hydrated(page.getByTestId("theme-toggle"))).click();
      await expect(html).toHaveClass(/\bdark\b/);
      await page.getByTestId("theme-toggle").click();
      await expect(html).not.toHaveClass(/\bdark\b/);
      // Structured data is still in the page (a data block, not run as a script).
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd!)).toHaveProperty("@context");
      if (path === "/post-project") {
        // The form validates in the browser with the shared schemas.
        await page.getByRole("button", { name: "Post Project" }).click();
        await expect(page.getByLabel("Project title")).toHaveAttribute("aria-invalid", "true");
        // A photo is uploaded (connect-src) and its preview shown (img-src).
        await page
          .locator("input#photos")
          .setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: await smallJpeg() });
        const preview = page.getByRole("list", { name: "Photos" }).locator("img").first();
        await expect(preview).toBeVisible();
        await expect
          .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
      await page.waitForLoadState("networkidle");
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
    });
  }

  test("the policy is enforced: eval and other hosts are refused and reported", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto("/");
    await expect(page.getByTestId("theme-toggle")).toBeVisible();
    // A string run as code (here by a timer, outside the test's own evaluation) is refused.
    await page.evaluate(() => {
      setTimeout("document.documentElement.dataset.evaluated = 'yes'", 0);
    });
    await expect
      .poll(() => watch.violations())
      .toContainEqual(expect.stringMatching(/^script-src blocked eval/));
    await expect(page.locator("html")).not.toHaveAttribute("data-evaluated", "yes");
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "https://images.example.invalid/photo.jpg";
      document.body.append(image);
    });
    await expect
      .poll(() => watch.violations())
      .toContainEqual(expect.stringMatching(/^img-src blocked https:\/\/images\.example\.invalid/));
  });

  test("the inline theme script runs under the policy and the toggle persists", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto("/services/plumbing");
    // A stored theme that is neither light nor dark is removed by the inline head script, which
    // then follows the device's setting (light here).
    await page.evaluate(() => localStorage.setItem("theme", "purple"));
    await page.reload();
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/purple|dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    // The toggle, and the head script restoring the choice after a reload.
    await page.getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });
});
