"use client";

import { Filter, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type ReactNode } from "react";

import { Field } from "@/components/forms/field";
import { SelectField } from "@/components/forms/select-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import type { SheetFilter, TradeKey, TradeSelectOption } from "@/content/trades";
import {
  filterProjects,
  SORT_KEYS,
  sortProjects,
  type ProjectFilters,
  type SortKey,
} from "@/lib/filters";
import type { BrowseView } from "@/lib/projects/views";
import { fieldValue, useValueBeforeHydration } from "@/lib/client/use-value-before-hydration";

/** A project as the browser filters it, with its card rendered on the server. */
export type BrowsableProject = BrowseView & { card: ReactNode };

type SheetValues = Partial<Record<SheetFilter, string>>;

const ALL = "all";

/**
 * Search, filters, selects and sorting over a trade page's projects. Which controls appear is the
 * trade's choice; the matching rules live in lib/filters.
 */
export function ProjectBrowser({
  trade,
  projects,
  searchLocation,
  sheetFilters,
  sheetOptions,
  select,
  typeFilter,
  sortable = false,
}: {
  trade: TradeKey;
  projects: BrowsableProject[];
  searchLocation: boolean;
  sheetFilters: readonly SheetFilter[];
  /** Choices of each sheet filter (categories and cities present, years, property types). */
  sheetOptions: Partial<Record<SheetFilter, readonly string[]>>;
  select?: readonly TradeSelectOption[];
  typeFilter?: readonly TradeSelectOption[];
  sortable?: boolean;
}) {
  const t = useTranslations("trades");
  const [query, setQuery] = useState("");
  // Words typed while the page was still loading its scripts: the list follows them.
  const searchInput = useRef<HTMLInputElement>(null);
  useValueBeforeHydration(searchInput, fieldValue, query, setQuery);
  const [sheet, setSheet] = useState<SheetValues>({});
  const [choice, setChoice] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [sort, setSort] = useState<SortKey>("newest");

  const visible = useMemo(() => {
    const filters: ProjectFilters = {
      query,
      searchLocation,
      category: sheet.category,
      year: sheet.year ? Number(sheet.year) : undefined,
      propertyType: sheet.propertyType as ProjectFilters["propertyType"],
      city: sheet.location,
      option: (typeFilter ?? select)?.find(
        (option) => option.value === (typeFilter ? type : choice),
      )?.rule,
    };
    const found = filterProjects(projects, filters);
    return sortable ? sortProjects(found, sort) : found;
  }, [projects, query, searchLocation, sheet, select, typeFilter, choice, type, sortable, sort]);

  const activeSheetFilters = Object.values(sheet).filter(Boolean).length;
  const clearFilters = () => {
    setQuery("");
    setSheet({});
    setChoice(ALL);
    setType(ALL);
  };
  const tradeName = t(`${trade}.noun`);

  return (
    <div className="space-y-6">
      {typeFilter ? (
        <div role="group" aria-label={t("typeFilterLabel")} className="flex flex-wrap gap-2">
          {typeFilter.map((option) => (
            <Button
              key={option.value}
              type="button"
              size="sm"
              variant={type === option.value ? "default" : "outline"}
              aria-pressed={type === option.value}
              onClick={() => setType(option.value)}
            >
              {t(`options.${option.labelKey}`)}
            </Button>
          ))}
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {typeFilter ? null : (
          <div className="flex-1 space-y-1.5">
            <Label htmlFor={`${trade}-search`}>{t("searchLabel")}</Label>
            <div className="relative">
              <Search
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
                aria-hidden
              />
              <Input
                ref={searchInput}
                id={`${trade}-search`}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t(`${trade}.searchPlaceholder`)}
                className="pl-9"
              />
            </div>
          </div>
        )}

        {select ? (
          <Field id={`${trade}-select`} label={t("showLabel")} className="sm:w-56">
            <SelectField
              id={`${trade}-select`}
              value={choice}
              onChange={setChoice}
              options={select.map((option) => ({
                value: option.value,
                label: t(`options.${option.labelKey}`),
              }))}
            />
          </Field>
        ) : null}

        {sortable ? (
          <Field id={`${trade}-sort`} label={t("sortLabel")} className="sm:w-56">
            <SelectField
              id={`${trade}-sort`}
              value={sort}
              onChange={(value) => setSort(value as SortKey)}
              options={SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
            />
          </Field>
        ) : null}

        {sheetFilters.length > 0 ? (
          <FilterSheet
            trade={trade}
            filters={sheetFilters}
            options={sheetOptions}
            values={sheet}
            active={activeSheetFilters}
            onChange={(key, value) =>
              setSheet((current) => ({ ...current, [key]: value === ALL ? undefined : value }))
            }
            onClear={clearFilters}
          />
        ) : null}
      </div>

      <p className="text-muted-foreground text-sm" role="status" data-testid="project-count">
        {trade === "generalContractor"
          ? t("projectsFound", { count: visible.length })
          : t("showing", { count: visible.length, trade: tradeName })}
      </p>

      {visible.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((project) => (
            <li key={project.displayId} className="flex">
              {project.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className="border-border flex flex-col items-center gap-4 rounded-lg border border-dashed p-10 text-center">
          <p className="text-muted-foreground">
            {select
              ? t("emptyGeneric")
              : trade === "generalContractor"
                ? t("emptyAll")
                : t("empty", { trade: tradeName })}
          </p>
          <Button type="button" variant="outline" onClick={clearFilters}>
            {t("clearFilters")}
          </Button>
        </div>
      )}
    </div>
  );
}

function FilterSheet({
  trade,
  filters,
  options,
  values,
  active,
  onChange,
  onClear,
}: {
  trade: TradeKey;
  filters: readonly SheetFilter[];
  options: Partial<Record<SheetFilter, readonly string[]>>;
  values: SheetValues;
  active: number;
  onChange: (key: SheetFilter, value: string) => void;
  onClear: () => void;
}) {
  const t = useTranslations("trades");
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button type="button" variant="outline">
          <Filter className="size-4" aria-hidden />
          {t("filters")}
          {active > 0 ? (
            <span className="bg-primary text-primary-foreground rounded-full px-2 text-xs">
              {active}
              <span className="sr-only"> {t("activeFilters")}</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">{t("filters")}</SheetTitle>
        <SheetDescription className="text-muted-foreground text-sm">
          {t("filtersDescription")}
        </SheetDescription>
        <div className="mt-6 space-y-5">
          {filters.map((key) => (
            <Field key={key} id={`${trade}-filter-${key}`} label={t(`filter.${key}`)}>
              <SelectField
                id={`${trade}-filter-${key}`}
                value={values[key] ?? ALL}
                onChange={(value) => onChange(key, value)}
                options={[
                  { value: ALL, label: t(`filterAll.${key}`) },
                  ...(options[key] ?? []).map((value) => ({ value, label: value })),
                ]}
              />
            </Field>
          ))}
          <Button type="button" variant="outline" className="w-full" onClick={onClear}>
            {t("clearFilters")}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
