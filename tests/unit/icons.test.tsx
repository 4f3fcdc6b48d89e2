import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as icons from "@/lib/icons";

type Drawn = ComponentType<Record<string, unknown>>;

const served = Object.entries(icons).filter(([, value]) => typeof value === "function") as [
  string,
  Drawn,
][];

describe("icons drawn by the server", () => {
  it("cover the icons the site's server components name", () => {
    expect(served.length).toBeGreaterThan(50);
  });

  it.each(served)("%s draws the same <svg> as lucide-react's", (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, Drawn>)[name];
    expect(Lucide, name).toBeDefined();
    if (!Lucide) return;
    for (const props of [
      {},
      { className: "text-primary size-5", "aria-hidden": true },
      { className: "size-1/2", strokeWidth: 1.5 },
      { "aria-label": "A label", size: 16 },
    ]) {
      expect(renderToStaticMarkup(<Icon {...props} />)).toBe(
        renderToStaticMarkup(<Lucide {...props} />),
      );
    }
  });
});
