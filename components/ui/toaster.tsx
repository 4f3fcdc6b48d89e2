"use client";

import { useTheme } from "next-themes";
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

import { onToasterMounted } from "@/lib/client/toast";

export function Toaster() {
  const { resolvedTheme } = useTheme();
  // Runs after Sonner's own effects, so it already listens for the toasts waiting to be shown.
  useEffect(() => onToasterMounted(), []);
  return <Sonner theme={resolvedTheme === "dark" ? "dark" : "light"} richColors closeButton />;
}
