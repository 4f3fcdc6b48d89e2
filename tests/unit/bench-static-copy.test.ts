import { describe, expect, it } from "vitest";

import { staticCopyOf } from "@/bench/static-copy.mjs";

const served = `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<title>Plumbing in Toronto | TorontoPros</title>
<script>(function(){document.documentElement.classList.add("light")})()</script>
</head><body class="flex min-h-dvh flex-col"><a href="#main">Skip</a>
<header><a data-client-nav="" href="/">Home</a></header>
<main id="main"><h1>Plumbing in Toronto</h1><script>self.__next_f.push([1,"payload"])</script></main>
<script>self.__next_f.push([1,"more <b>payload</b>"])</script>
</body></html>`;

describe("the static copy of a served page", () => {
  const copy = staticCopyOf(served);

  it("keeps the body's markup and drops every script", () => {
    expect(copy.body).toContain('<a data-client-nav="" href="/">Home</a>');
    expect(copy.body).toContain("<h1>Plumbing in Toronto</h1>");
    expect(copy.body).not.toMatch(/<script|__next_f|payload/);
  });

  it("keeps the title, language, body classes and stylesheets, not preloads", () => {
    expect(copy.title).toBe("Plumbing in Toronto | TorontoPros");
    expect(copy.lang).toBe("en-CA");
    expect(copy.bodyClass).toBe("flex min-h-dvh flex-col");
    expect(copy.stylesheets).toEqual(["/_next/static/chunks/site.css"]);
  });

  it("refuses a page without a body", () => {
    expect(() => staticCopyOf("<html><head></head></html>")).toThrow(/no <body>/);
  });
});
