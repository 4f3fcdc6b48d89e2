import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A public form's trap: hidden from people (off screen, out of the tab order and the
 * accessibility tree), filled in by bots that fill every field, which the server then refuses.
 */
export function HoneypotField({ id, ...field }: UseFormRegisterReturn & { id: string }) {
  const t = useTranslations("common");
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("honeypot")}</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
