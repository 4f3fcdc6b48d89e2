// Each trade page is a file of its own at its fixed address (app/{path}/page.tsx), a thin shell
// over TradePage. The file names its trade by key and path; these must match content/trades.ts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { publicStaticPaths } from "@/app/sitemap";
import { trades } from "@/content/trades";

describe.each(Object.values(trades))("the $key trade page", (trade) => {
  const file = path.join("app", trade.path, "page.tsx");

  it("lives at its path, with that trade's metadata and content", () => {
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, "utf8");
    expect(source).toContain(`pageMetadata("${trade.key}", "${trade.path}")`);
    expect(source).toContain(`trade={trades.${trade.key}}`);
  });

  it("is in the sitemap", () => {
    expect(publicStaticPaths).toContain(trade.path);
  });
});
