import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, expect, type Page } from "./fixtures";

import * as accessibility from "@/content/accessibility";
import * as articles from "@/content/articles";
import * as categories from "@/content/categories";
import * as categoryNames from "@/content/category-names";
import * as cities from "@/content/cities";
import * as company from "@/content/company";
import * as contractors from "@/content/contractors";
import * as credentials from "@/content/credentials";
import * as legal from "@/content/legal";
import * as licences from "@/content/licences";
import * as municipalities from "@/content/municipalities";
import * as projects from "@/content/projects";
import * as services from "@/content/services";
import * as site from "@/content/site";
import * as trades from "@/content/trades";

import { MAIL_KINDS } from "@/lib/mail/templates";
import { shortName } from "@/lib/projects/views";

import {
  acceptedAgreement,
  postProjectByApi,
  proposeByApi,
  unwatchOutbox,
  watchOutbox,
} from "./helpers";
import {
  allowList,
  findLiterals,
  LABELLING_ATTRIBUTES,
  pageTextFromHtml,
  stringsIn,
  type Finding,
  type PageText,
} from "./pseudo-locale-check";
import { EXPECTED_LITERALS, type ExpectedLiteral } from "./pseudo-locale-expected";
import { ADMIN_TOKEN, startServer, stopServer, type Server } from "./server-process";

// Every page rendered with the pseudo-locale build (`npm run build:pseudo`, .next-pseudo), where
// each catalogue message reads ⟦Ƥóšţ á ƥŕóĵéçţ⟧: English left on a page came from code. Catalogue
// values from content/ (service names, articles, legal prose) and the data posted here may stay.

/**
 * Dates as the Intl formatters write them in locale "en" ("March 2, 2027", "Nov 25"): the
 * pseudo-locale keeps "en" for formats, so these words are no literal.
 */
const intlDate = (() => {
  const months = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 15));
  const days = Array.from({ length: 7 }, (_, day) => new Date(2026, 10, 16 + day));
  const words = [
    ...months.map((date) => date.toLocaleString("en-CA", { month: "long" })),
    ...months.map((date) => date.toLocaleString("en-CA", { month: "short" })),
    ...days.map((date) => date.toLocaleString("en-CA", { weekday: "long" })),
    ...days.map((date) => date.toLocaleString("en-CA", { weekday: "short" })),
    // "December 3, 2026 at 11:41 a.m.": the long date style's link to the time.
    "at",
    "a.m.",
    "p.m.",
    "AM",
    "PM",
    "EST",
    "EDT",
  ];
  const word = new RegExp(`\\b(?:${words.map((w) => w.replaceAll(".", "\\.")).join("|")})`, "g");
  return (piece: string) => !/[A-Za-z]/.test(piece.replace(word, ""));
})();

/** What the pages opened from private links show: posted by the test, so allowed. */
const POSTED = {
  title: "Pseudo-locale porch repair",
  description: "Rebuild the front porch steps and railing.",
  homeowner: "Robin Vale",
  contractorName: "Oakline Builders",
  // An address of this run's own: the mail budget is per address.
  contractorEmail: `office-${Date.now().toString(36)}@oakline.example`,
  timeline: "3 weeks",
  approach: "Replace the treads and stringers, then rebuild the railing to code.",
  experience: "Twelve years of deck and porch work across the GTA.",
};

const catalogue = [
  accessibility,
  articles,
  categories,
  categoryNames,
  cities,
  company,
  contractors,
  credentials,
  legal,
  licences,
  municipalities,
  projects,
  services,
  site,
  trades,
].flatMap((module) => stringsIn(module));
// Figures a trade page shows ("3-10 days"), made by a function of the catalogue.
catalogue.push(
  ...stringsIn(Object.values(trades.trades).map((trade) => trades.tradeFigures(trade) ?? [])),
);

// Service descriptions are written with a [LOCATION] the page fills with a city or "Ontario".
const places = ["Ontario", ...cities.cities.map((city) => city.name)];
const withPlaces = catalogue.flatMap((value) =>
  value.includes("[LOCATION]") ? places.map((place) => value.replaceAll("[LOCATION]", place)) : [],
);

const fromCatalogueOrData = allowList([
  ...catalogue,
  // The operator's outbox shows each message's kind by name, its identifier on hover.
  ...MAIL_KINDS,
  ...withPlaces,
  ...Object.values(POSTED),
  // Others see the homeowner's first name and initial.
  shortName(POSTED.homeowner),
  // What tests/e2e/helpers.ts's acceptedAgreement posts (names, the itemised quote; its
  // addresses are each call's own, allowed where the test makes them).
  "Jordan Lee",
  "Bright Wire",
  "3 weeks",
  "Cut in eight pot lights on two new circuits, patch and paint the openings.",
  "Licensed electrical contractor, nine years of residential work in Toronto.",
  "Install pot lights",
  "ESA permit and inspection",
  "each",
  "Deposit",
  "On completion",
  "Workmanship on the new fixtures.",
  "Replace the corroded shut-off valve under the kitchen sink.",
  "Dana Price",
  "Toronto, ON",
  "Within 1 month",
  "$1,000 - $5,000",
]);

/** An e-mail address is data (the operator's outbox lists every test's recipients), never copy. */
const emailAddress = (piece: string) => /^\s*[\w.+-]+@[\w-]+(\.[\w-]+)+\s*$/.test(piece);

const allowed = (piece: string, data: (piece: string) => boolean) =>
  fromCatalogueOrData(piece) || data(piece) || intlDate(piece) || emailAddress(piece);

/** The text a page shows once its scripts ran: text nodes, labels, title and description. */
function collectPageText(page: Page): Promise<PageText> {
  return page.evaluate((names) => {
    const skip = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip.has(node.parentElement?.tagName ?? "") && node.textContent?.trim()) {
        texts.push(node.textContent);
      }
    }
    const attributes = [
      ...document.body.querySelectorAll(names.map((name) => `[${name}]`).join(",")),
    ].flatMap((element) =>
      names
        .filter((name) => element.getAttribute(name))
        .map((name) => ({
          name,
          value: element.getAttribute(name)!,
          element: element.tagName.toLowerCase(),
        })),
    );
    const description = document.querySelector('meta[name="description"]');
    return {
      texts,
      attributes,
      head: [
        { name: "title", value: document.title },
        { name: "meta description", value: description?.getAttribute("content") ?? "" },
      ],
    };
  }, LABELLING_ATTRIBUTES);
}

interface PageFinding extends Finding {
  page: string;
}

const isExpected = (finding: PageFinding, expected: ExpectedLiteral) =>
  expected.page.test(finding.page) &&
  (typeof expected.literal === "string"
    ? expected.literal === finding.literal
    : expected.literal.test(finding.literal));

/**
 * Fails listing every literal on the pages that is not in EXPECTED_LITERALS; `data` is what the
 * test posted besides POSTED (the addresses it made).
 */
function report(pages: { path: string; text: PageText }[], data: string[] = []) {
  const paths = pages.map(({ path: target }) => target);
  const posted = allowList(data);
  const found: PageFinding[] = pages.flatMap(({ path: target, text }) =>
    findLiterals(text, (piece) => allowed(piece, posted)).map((finding) => ({
      ...finding,
      page: target,
    })),
  );
  const unexpected = found.filter(
    (finding) => !EXPECTED_LITERALS.some((expected) => isExpected(finding, expected)),
  );
  const known = found.length - unexpected.length;
  test.info().annotations.push({
    type: "pseudo-locale",
    description: `${paths.length} pages, ${known} known literals (EXPECTED_LITERALS), ${unexpected.length} new`,
  });
  // Entries whose pages were visited here but which no longer occur: time to delete them.
  const stale = EXPECTED_LITERALS.filter(
    (expected) =>
      paths.some((target) => expected.page.test(target)) &&
      !found.some((finding) => isExpected(finding, expected)),
  );
  for (const expected of stale) {
    test.info().annotations.push({
      type: "pseudo-locale: no longer found",
      description: `${expected.file}: ${String(expected.literal)}`,
    });
  }
  const lines = unexpected.map(
    ({ page: where, where: on, literal }) => `${where}  ${on}: ${JSON.stringify(literal)}`,
  );
  expect(lines, "English text from code: move it to messages/en.json").toEqual([]);
}

const test = base.extend<object, { pseudoServer: Server }>({
  pseudoServer: [
    async ({}, provide) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-pseudo-"));
      const server = await startServer({ dataDir, env: { PSEUDO_LOCALE: "1" } });
      // The links its mail carries (publishing, agreement keys) are read as the shared server's.
      watchOutbox(dataDir);
      try {
        await provide(server);
      } finally {
        unwatchOutbox(dataDir);
        await stopServer(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ pseudoServer }, provide) => provide(pseudoServer.base),
});

test.describe("every page in the pseudo-locale shows no English from code", () => {
  // One worker, so one pseudo-locale server for both tests.
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  // The sitemap's pages are whole in their server-rendered HTML: read it without a browser.
  test("every page in the sitemap", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(paths.length).toBeGreaterThan(100);
    const pages: { path: string; text: PageText }[] = [];
    // A few at a time: the server answers them from its prerendered files.
    for (let start = 0; start < paths.length; start += 4) {
      const batch = paths.slice(start, start + 4);
      const htmls = await Promise.all(
        batch.map(async (target) => {
          const response = await request.get(target);
          expect(response.status(), target).toBe(200);
          return response.text();
        }),
      );
      batch.forEach((target, index) =>
        pages.push({ path: target, text: pageTextFromHtml(htmls[index]!) }),
      );
    }
    report(pages);
  });

  test("pages outside the sitemap and pages opened from private links", async ({
    page,
    request,
  }) => {
    const { project, manageToken } = await postProjectByApi(request, {
      title: POSTED.title,
      description: POSTED.description,
      homeowner: POSTED.homeowner,
    });
    const { id: proposalId, trackingToken } = await proposeByApi(request, {
      projectId: project.displayId,
      contractorName: POSTED.contractorName,
      contractorEmail: POSTED.contractorEmail,
      bidAmount: "$2,500 - $5,000",
      timeline: POSTED.timeline,
      approach: POSTED.approach,
      experience: POSTED.experience,
    });
    const agreement = await acceptedAgreement(request);
    // A project its homeowner has not published yet: its visitors' page and its publishing page.
    const unlisted = await postProjectByApi(
      request,
      {
        title: POSTED.title,
        description: POSTED.description,
        homeowner: POSTED.homeowner,
        category: "Painting",
      },
      { publish: false },
    );
    const pages: { path: string; text: PageText }[] = [];
    for (const target of [
      "/contractor-dashboard",
      "/favorites",
      "/recover",
      "/pro",
      "/pro/sign-in",
      "/no-such-page",
      "/unsubscribe/not-a-token",
      "/not-me/not-a-token",
      `/project/${project.displayId}`,
      `/project/${project.displayId}#manage=${manageToken}`,
      `/proposal/${proposalId}#track=${trackingToken}`,
      `/agreement/${agreement.agreementId}#key=${agreement.manageToken}`,
      `/agreement/${agreement.agreementId}#key=${agreement.trackingToken}`,
      `/agreement/${agreement.agreementId}#key=${agreement.homeownerKey}`,
      `/agreement/${agreement.agreementId}#key=${agreement.contractorKey}`,
      `/project/${unlisted.project.displayId}`,
      `/project/${unlisted.project.displayId}#manage=${unlisted.manageToken}`,
      `/project/${unlisted.project.displayId}/publish#token=not-a-token`,
      "/pro/claim",
      "/admin/messages",
      `/admin/messages#operator=${ADMIN_TOKEN}`,
    ]) {
      // These load their content in the browser, some with the key in the fragment.
      await page.goto(target, { waitUntil: "networkidle" });
      // A page opened from a private link may replace its address once it has read the key.
      const text = await collectPageText(page).catch(async () => {
        await page.waitForLoadState("networkidle");
        // The new document may not have parsed its body yet.
        await page.waitForFunction(() => document.body !== null);
        return collectPageText(page);
      });
      pages.push({ path: target.replace(/#.*/, "#…"), text });
    }
    report(pages, [agreement.homeownerEmail, agreement.contractorEmail]);
  });

  test("validation messages in the forms and in the API's answers", async ({ page, request }) => {
    // The form checks in the browser with the API's schemas: their messages are catalogue keys.
    await page.goto("/post-project");
    await page.locator('form button[type="submit"]').click();
    for (const id of [
      "title",
      "description",
      "category",
      "budget",
      "timeline",
      "municipality",
      "homeowner",
      "homeownerEmail",
    ]) {
      await expect(page.locator(`#${id}-error`), id).toHaveText(/^⟦.+⟧$/);
    }
    await page.goto("/contact");
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator("#contact-name-error")).toHaveText(/^⟦.+⟧$/);

    // The API answers the same messages: the field checks, a body that is not an object, a
    // quote that does not add up, a query string out of range.
    const answers = await Promise.all([
      request.post("/api/projects", { data: { title: "x", requirements: [""] } }),
      request.post("/api/projects", { data: [] }),
      request.post("/api/proposals", {
        data: {
          projectId: 2001,
          contractorName: "A",
          contractorEmail: "a@b.example",
          timeline: "1 week",
          approach: "Ten characters at least.",
          experience: "Ten characters at least.",
          structured: {
            lineItems: [{ description: "Job", quantity: 1, unit: "each", unitPriceCents: 100 }],
            hstRegistered: false,
            totalCents: 5,
          },
        },
      }),
      request.get("/api/projects?limit=1000"),
    ]);
    for (const answer of answers) {
      expect(answer.status()).toBe(400);
      const { issues } = (await answer.json()) as { issues: { message: string }[] };
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message).toMatch(/^⟦.+⟧$/);
    }
  });
});
