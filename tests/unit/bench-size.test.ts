import { describe, expect, it } from "vitest";

import { scriptSources } from "@/bench/size.mjs";

// A page as Next writes it: two chunk tags in the head (one of them twice), a legacy polyfill
// for browsers without modules, and inline scripts that load nothing.
const asNextWritesIt = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<script src="/_next/static/chunks/b.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>(function(){document.documentElement.classList.add("light")})()</script>
</head><body><main><h1>Plumbing</h1></main>
<script src="/_next/static/chunks/a.js" async=""></script>
<script>self.__next_f.push([1,"payload"])</script>
</body></html>`;

describe("the scripts a page loads (npm run bench, JavaScript per page type)", () => {
  it("reads Next's tags once each, without the polyfill for browsers without modules", () => {
    expect(scriptSources(asNextWritesIt)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
    ]);
  });

  it("finds none in a document that loads none", () => {
    expect(scriptSources("<html><body><script>self.x = 1</script></body></html>")).toEqual([]);
  });
});
