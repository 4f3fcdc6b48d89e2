/** localStorage key of the theme preference (plain text: light or dark). */
export const THEME_STORAGE_KEY = "theme";

/** A stored theme is accepted only if exactly light or dark; anything else becomes light. */
export function normalizeTheme(value: string | null | undefined): "light" | "dark" {
  return value === "dark" ? "dark" : "light";
}
