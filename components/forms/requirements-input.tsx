"use client";

import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fieldValue, useValueBeforeHydration } from "@/lib/client/use-value-before-hydration";

export function RequirementsInput({
  id = "requirements",
  value,
  onChange,
}: {
  /** The text field's id, which its field's label names (unique on the page). */
  id?: string;
  value: string[];
  onChange: (items: string[]) => void;
}) {
  const t = useTranslations("postProject");
  const [draft, setDraft] = useState("");
  const draftInput = useRef<HTMLInputElement>(null);
  useValueBeforeHydration(draftInput, fieldValue, draft, setDraft);
  const add = () => {
    const item = draft.trim();
    if (item && !value.includes(item) && value.length < 20) onChange([...value, item]);
    setDraft("");
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          ref={draftInput}
          id={id}
          value={draft}
          maxLength={200}
          placeholder={t("requirementPlaceholder")}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden />
          {t("addRequirement")}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="bg-secondary text-secondary-foreground flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm"
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== item))}
                aria-label={t("removeRequirement", { item })}
                className="hover:bg-background grid size-6 place-items-center rounded-full"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
