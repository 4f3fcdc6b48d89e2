"use client";

import { ImagePlus, Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { toast } from "@/lib/client/toast";
import { uploadPhoto } from "@/lib/storage/client";

export const MAX_PHOTOS = 10;

/** Uploads chosen photos one by one and shows them as removable thumbnails. */
export function PhotoPicker({
  id = "photos",
  value,
  onChange,
  onBusyChange,
}: {
  /** The file input's id, which its field's label names (unique on the page). */
  id?: string;
  value: string[];
  onChange: (paths: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations("postProject");
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);

  async function add(files: File[]) {
    const room = MAX_PHOTOS - value.length;
    const accepted = files.slice(0, Math.max(0, room));
    const dropped = files.length - accepted.length;
    if (dropped > 0) toast.warning(t("photosDropped", { count: dropped }));
    if (accepted.length === 0) return;
    setUploading(accepted.length);
    onBusyChange(true);
    const added: string[] = [];
    for (const file of accepted) {
      try {
        added.push((await uploadPhoto(file)).path);
      } catch (error) {
        toast.error(t("photoFailed", { name: file.name, reason: (error as Error).message }));
      }
      setUploading((count) => count - 1);
    }
    onBusyChange(false);
    onChange([...value, ...added].slice(0, MAX_PHOTOS));
  }

  return (
    <div className="space-y-3">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        className="sr-only"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          void add(files);
        }}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={value.length >= MAX_PHOTOS || uploading > 0}
        className="border-input text-muted-foreground hover:bg-muted flex w-full flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-sm disabled:opacity-50"
      >
        {uploading > 0 ? (
          <Loader2 className="size-6 animate-spin" aria-hidden />
        ) : (
          <ImagePlus className="size-6" aria-hidden />
        )}
        <span className="text-foreground font-medium">
          {uploading > 0 ? t("uploading", { count: uploading }) : t("addPhotos")}
        </span>
        <span id={`${id}-hint`}>{t("photosHint")}</span>
      </button>
      {value.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label={t("photos")}>
          {value.map((path, index) => (
            <li key={path} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a just-uploaded photo, served by our API */}
              <img
                src={path}
                alt=""
                className="border-border aspect-square w-full rounded-md border object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== path))}
                aria-label={t("removePhoto", { number: index + 1 })}
                className="bg-destructive text-destructive-foreground absolute -top-2 -right-2 grid size-7 place-items-center rounded-full shadow"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
