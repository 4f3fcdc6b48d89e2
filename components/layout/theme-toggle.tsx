"use client";

import { Moon, Sun } from "lucide-react";

import { useTheme } from "@/components/theme/use-theme";
import { Button } from "@/components/ui/button";

export function ThemeToggle({ toLight, toDark }: { toLight: string; toDark: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? toLight : toDark;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {/* Both icons render; CSS picks one, so server and client markup agree before the theme is known. */}
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="block dark:hidden" aria-hidden />
    </Button>
  );
}
