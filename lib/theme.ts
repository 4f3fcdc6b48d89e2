/** localStorage key of the theme the visitor chose (plain text: light or dark). */
export const THEME_STORAGE_KEY = "theme";

/** The media query of the device's dark setting, followed until the visitor chooses. */
export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The theme to show: the visitor's choice if one is stored (exactly light or dark), else the
 * device's setting. Any other stored value counts as no choice.
 */
export function normalizeTheme(
  value: string | null | undefined,
  systemDark = false,
): "light" | "dark" {
  if (value === "dark" || value === "light") return value;
  return systemDark ? "dark" : "light";
}
