import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { median } from "@/bench/lighthouse-figures.mjs";
import { taskTimeRows } from "@/bench/task-time.mjs";
import { htmlToElements } from "@/bench/static-copy/html-to-elements";

// A static copy's markup as the app serves it: React's own attribute spellings, SVG in its case,
// Suspense markers, form fields with their values, entities.
const markup =
  '<div hidden=""><!--$--><!--/$--></div>' +
  '<a data-client-nav="" href="/services?a=1&amp;b=2" class="flex gap-2" tabindex="-1">Tom &amp; Jerry</a>' +
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true">' +
  '<path d="M12 2v20"></path></svg>' +
  '<form novalidate=""><label for="title">Title</label>' +
  '<input id="title" name="title" maxlength="120" required="" value="Leaky tap"/>' +
  '<input type="checkbox" name="urgent" checked=""/>' +
  '<textarea name="details" rows="4">Under the sink</textarea>' +
  '<select name="city"><option value="toronto">Toronto</option>' +
  '<option value="ottawa" selected="">Ottawa</option></select></form>' +
  '<div style="--progress:40%;margin-top:4px">Forty</div>';

const render = (html: string) =>
  renderToStaticMarkup(createElement(Fragment, null, htmlToElements(html)));

describe("the hydrated copy's elements", () => {
  const rendered = render(markup);
  const elements = (html: string) => html.match(/<[a-z][^\s/>]*/gi) ?? [];

  it("renders every element of the markup, in order, and no comment", () => {
    expect(elements(rendered)).toEqual(elements(markup.replace(/<!--.*?-->/g, "")));
    expect(rendered).not.toContain("<!--");
  });

  it("keeps attributes as the browser reads them, SVG's case included", () => {
    for (const attribute of [
      'hidden=""',
      'data-client-nav=""',
      'class="flex gap-2"',
      'tabindex="-1"',
      'viewBox="0 0 24 24"',
      'stroke-width="2"',
      'stroke-linecap="round"',
      'aria-hidden="true"',
      'for="title"',
      'maxLength="120"',
      'required=""',
      'value="Leaky tap"',
      'checked=""',
      'noValidate=""',
    ]) {
      expect(rendered.toLowerCase()).toContain(attribute.toLowerCase());
    }
    // The browser reads SVG attributes by case: viewbox is not viewBox.
    expect(rendered).toContain('viewBox="0 0 24 24"');
    expect(rendered).toContain('style="--progress:40%;margin-top:4px"');
  });

  it("keeps text and values, entities decoded once and written again", () => {
    expect(rendered).toContain('href="/services?a=1&amp;b=2"');
    expect(rendered).toContain(">Tom &amp; Jerry</a>");
    expect(rendered).toContain(">Under the sink</textarea>");
  });
});

describe("task time figures", () => {
  it("takes the median of an odd and an even number of loads", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("compares what hydration and the page add to the static copy with 0.4 × the fixture", () => {
    const load = (task: number) => ({ task, script: task / 10, styleAndLayout: 0 });
    const [row] = taskTimeRows({
      home: {
        fixture: [800, 850, 900].map(load),
        copy: [1300, 1350, 1400].map(load),
        hydrated: [1500, 1450, 1400].map(load),
        page: [1700, 1600, 1650].map(load),
      },
    });
    expect(row).toMatchObject({
      name: "home",
      task: { fixture: 850, copy: 1350, hydrated: 1450, page: 1650 },
      hydrationAdds: 100,
      pageAdds: 300,
      allowance: 340,
    });
  });
});
