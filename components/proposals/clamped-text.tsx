"use client";

import { useTranslations } from "next-intl";
import { useId, useLayoutEffect, useRef, useState } from "react";

import { cn } from "@/lib/utils";

/** Long text clamped to a few lines, with a button to read it all; printed in full. */
export function ClampedText({
  text,
  lines = "normal",
}: {
  text: string;
  lines?: "normal" | "small";
}) {
  const t = useTranslations("compare");
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <>
      <span
        ref={ref}
        id={id}
        className={cn(
          "whitespace-pre-line",
          lines === "small" && "text-muted-foreground text-xs",
          open ? "block" : "line-clamp-4 print:line-clamp-none",
        )}
      >
        {text}
      </span>
      {clamped || open ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="text-primary mt-1 text-xs font-medium underline-offset-4 hover:underline print:hidden"
        >
          {open ? t("showLess") : t("showMore")}
        </button>
      ) : null}
    </>
  );
}
