import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SelectField } from "@/components/forms/select-field";

const render = (options: Parameters<typeof SelectField>[0]["options"]) =>
  renderToString(
    createElement(SelectField, { id: "place", value: "b", onChange: () => {}, options }),
  ).replace(/ class="[^"]*"/g, "");

describe("SelectField", () => {
  it("shows options one after another under their group, ungrouped ones on their own", () => {
    const html = render([
      { value: "a", label: "A", group: "One" },
      { value: "b", label: "B", group: "One" },
      { value: "c", label: "C", group: "Two" },
      { value: "d", label: "D" },
    ]);
    expect(html.match(/<(optgroup|option)[^>]*>|<\/optgroup>/g)).toEqual([
      '<optgroup label="One">',
      '<option value="a">',
      '<option value="b" selected="">',
      "</optgroup>",
      '<optgroup label="Two">',
      '<option value="c">',
      "</optgroup>",
      '<option value="d">',
    ]);
  });

  it("has no group without one", () => {
    expect(render([{ value: "b", label: "B" }])).not.toContain("optgroup");
  });
});
