"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

import { useTheme } from "@/components/theme/use-theme";
import { onToasterMounted } from "@/lib/client/toast";

export function Toaster() {
  const { theme } = useTheme();
  // Runs after Sonner's own effects, so it already listens for the toasts waiting to be shown.
  useEffect(() => onToasterMounted(), []);
  return <Sonner theme={theme} richColors closeButton />;
}
