// `npm run gallery`: full-page screenshots of every page type at a phone's and a desktop's size,
// light and dark, into gallery/ for review by eye. Serves the existing production build (run
// `npm run build` first) on a fresh database, with one posted project, proposals and a tracking
// link so the owner's and the contractor's pages have something to show.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { CATALOGUE_PAGE_TYPES, postedPageTypes } from "../tests/e2e/page-types";
import { startServer, stopServer } from "../tests/e2e/server-process";

const OUT = path.resolve(process.argv[2] ?? "gallery");
const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];
const THEMES = ["light", "dark"] as const;

async function seed(base: string) {
  const post = await fetch(`${base}/api/projects`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      title: "Basement bathroom rough-in and finish",
      description:
        "Add a three-piece bathroom in an unfinished basement: rough-in, drain, fan and tile.",
      category: "Plumbing",
      budget: "$10,000 - $25,000",
      timeline: "Within 3 months",
      urgency: "medium",
      homeowner: "Jordan Lee",
      location: "Leslieville, Toronto, ON",
    }),
  });
  const { project, manageToken } = await post.json();
  let first: { id: number; trackingToken: string } | undefined;
  const bids: [string, string][] = [
    ["Harbour Plumbing", "$10,000 - $15,000"],
    ["Eastside Renovation Co.", "$15,000 - $20,000"],
  ];
  for (const [name, bid] of bids) {
    const response = await fetch(`${base}/api/proposals`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        projectId: project.displayId,
        contractorName: name,
        contractorEmail: `quotes@${name.toLowerCase().replace(/[^a-z]+/g, "-")}example.com`,
        contractorPhone: "416-555-0142",
        bidAmount: bid,
        timeline: "3 weeks",
        approach: "Break the slab for the drain, rough-in, inspection, then drywall and tile.",
        experience: "Fifteen years of basement bathrooms in Toronto, permits drawn by us.",
      }),
    });
    first ??= await response.json();
  }
  return postedPageTypes({
    displayId: project.displayId,
    manageToken,
    proposalId: first!.id,
    trackingToken: first!.trackingToken,
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-gallery-"));
const server = await startServer({ dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const pages = [...CATALOGUE_PAGE_TYPES, ...(await seed(server.base))];
  let shots = 0;
  for (const { name: size, ...device } of VIEWPORTS) {
    for (const theme of THEMES) {
      const folder = path.join(OUT, `${size}-${theme}`);
      mkdirSync(folder, { recursive: true });
      const context = await browser.newContext({ ...device, colorScheme: theme });
      await context.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
      const page = await context.newPage();
      for (const { name, path: address } of pages) {
        await page.goto(`${server.base}${address}`, { waitUntil: "networkidle" });
        // A private link's page loads again when only the fragment changed, then takes it out.
        if (address.includes("#")) {
          await page.waitForURL((url) => url.hash === "");
          await page.waitForLoadState("networkidle");
        }
        await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
        shots++;
      }
      await context.close();
    }
  }
  console.log(`${shots} screenshots in ${OUT}`);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
