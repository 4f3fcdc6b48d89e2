import type { Metadata } from "next";
import { headers } from "next/headers";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

import Link from "@/components/common/link";
import { WaysIn } from "@/components/common/ways-in";
import { ProjectNotFound } from "@/components/projects/project-not-found";
import { ServiceNotFound } from "@/components/services/service-not-found";
import { Button } from "@/components/ui/button";
import { NOT_FOUND_FOR_HEADER, notFoundKind } from "@/lib/not-found.mjs";

async function askedKind() {
  return notFoundKind((await headers()).get(NOT_FOUND_FOR_HEADER));
}

export async function generateMetadata(): Promise<Metadata> {
  const kind = await askedKind();
  const title =
    kind === "project"
      ? (await getTranslations("project"))("notFoundTitle")
      : kind === "service"
        ? (await getTranslations("service"))("notFoundTitle")
        : (await getTranslations("notFound"))("title");
  return { title, robots: { index: false } };
}

/**
 * An unknown address; also, on a full page load, an unknown project or service, which the
 * production server renders here so the 404 arrives as HTML (server/not-found.mjs).
 */
export default async function NotFound() {
  const kind = await askedKind();
  if (kind === "project") return <ProjectNotFound />;
  if (kind === "service") return <ServiceNotFound />;
  return <PageNotFound />;
}

function PageNotFound() {
  const t = useTranslations("notFound");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("body")}</p>
      </div>
      <WaysIn />
      <Button asChild size="lg">
        <Link href="/">{t("home")}</Link>
      </Button>
    </section>
  );
}
