import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FavoritesProvider } from "@/components/favorites/favorites-provider";
import { useFavorites } from "@/components/favorites/use-favorites";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { useTheme } from "@/components/theme/use-theme";

function ShowTheme() {
  return createElement("span", null, useTheme().theme);
}

function ShowFavorites() {
  return createElement("span", null, String(useFavorites().favorites.length));
}

describe("context hooks", () => {
  it("useTheme throws outside its provider", () => {
    expect(() => renderToString(createElement(ShowTheme))).toThrow(
      "useTheme must be used within a ThemeProvider",
    );
  });

  it("useFavorites throws outside its provider", () => {
    expect(() => renderToString(createElement(ShowFavorites))).toThrow(
      "useFavorites must be used within a FavoritesProvider",
    );
  });

  it("both work inside their providers, light and empty by default", () => {
    const html = renderToString(
      createElement(
        ThemeProvider,
        null,
        createElement(
          FavoritesProvider,
          null,
          createElement(ShowTheme),
          createElement(ShowFavorites),
        ),
      ),
    );
    expect(html).toContain("light");
    expect(html).toContain(">0<");
  });
});
