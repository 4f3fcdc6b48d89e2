import { ExternalLink } from "lucide-react";
import Image from "next/image";
import { getFormatter, getTranslations } from "next-intl/server";

import Link from "@/components/common/link";
import { ReportReview } from "@/components/reviews/report-review";
import { site } from "@/content/site";
import { ClientMessages } from "@/i18n/client-messages";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import { PROFILE_REGISTRIES } from "@/lib/pros/registries";
import { profileRating } from "@/lib/pros/structured-data";
import type { PublicProfile } from "@/lib/pros/shapes";

/** The link text each kind of registry link takes (messages: pros.registries.<kind>). */
const LINK_TEXT = { search: "lookup", home: "home", confirm: "confirm" } as const;

/**
 * A contractor's public profile: what they stated, each number dated and linked to the registry
 * that can confirm it, and what the site's own records show. No rating, badge or "verified" mark.
 */
export async function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const t = await getTranslations("pros");
  const format = await getFormatter();
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: "long" });
  const month = (iso: string) =>
    format.dateTime(new Date(iso), { month: "long", year: "numeric", timeZone: SITE_TIME_ZONE });
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <section aria-labelledby="profile-stated" className="space-y-4">
        <h2 id="profile-stated" className="text-xl font-semibold">
          {t("statedHeading")}
        </h2>
        <p
          className="border-border bg-secondary/60 rounded-lg border p-4 text-sm"
          data-testid="profile-notice"
        >
          {t("notice", { brand: site.brand })}
        </p>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground text-sm">{t("trades")}</dt>
            <dd className="font-medium">{profile.trades.join(", ")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">{t("serviceAreas")}</dt>
            <dd className="font-medium">{profile.serviceAreas.join(", ")}</dd>
          </div>
        </dl>
        <h3 className="text-lg font-semibold">{t("credentialsHeading")}</h3>
        {profile.credentials.length === 0 ? (
          <p className="text-muted-foreground">{t("noCredentials")}</p>
        ) : (
          <ul
            className="divide-border border-border bg-card divide-y rounded-lg border"
            data-testid="profile-credentials"
          >
            {profile.credentials.map((credential) => {
              const registry = PROFILE_REGISTRIES[credential.kind];
              return (
                <li key={credential.kind} className="space-y-1 p-4">
                  <p className="font-medium">{t(`registries.${credential.kind}.name`)}</p>
                  <p className="text-sm">
                    {t("statedNumber", {
                      number: credential.number,
                      date: day(credential.statedOn),
                    })}
                  </p>
                  <a
                    href={registry.lookupUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-primary inline-flex items-center gap-1 text-sm font-medium underline underline-offset-4"
                  >
                    {t(`registries.${credential.kind}.${LINK_TEXT[registry.lookup]}`)}
                    <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">{t("newTab")}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="profile-record" className="space-y-4">
        <h2 id="profile-record" className="text-xl font-semibold">
          {t("recordHeading", { brand: site.brand })}
        </h2>
        <p data-testid="profile-agreements">
          {t("confirmedAgreements", { count: profile.confirmedAgreements, brand: site.brand })}
        </p>
        <p className="text-muted-foreground text-sm" data-testid="profile-checks">
          {t("whatWeCheck", { brand: site.brand })}
        </p>
        <h3 className="text-lg font-semibold">{t("completedHeading")}</h3>
        {profile.completedWork.length === 0 ? (
          <p className="text-muted-foreground">{t("noCompleted")}</p>
        ) : (
          <ul className="divide-border border-border bg-card divide-y rounded-lg border">
            {profile.completedWork.map((job) => (
              <li key={job.displayId} className="p-4">
                <Link
                  href={`/project/${job.displayId}`}
                  className="text-primary font-medium underline underline-offset-4"
                >
                  {job.title}
                </Link>
                <p className="text-muted-foreground text-sm">
                  {job.completedOn
                    ? t("completedLine", { category: job.category, month: month(job.completedOn) })
                    : job.category}
                </p>
                {job.photos.length > 0 ? (
                  <figure className="mt-3 space-y-2" data-testid="completed-photos">
                    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                      {job.photos.map((src, index) => (
                        <li key={src}>
                          <Image
                            src={src}
                            alt={t("completedPhotoAlt", { number: index + 1, title: job.title })}
                            width={600}
                            height={400}
                            unoptimized
                            className="border-border aspect-[3/2] w-full rounded-md border object-cover"
                          />
                        </li>
                      ))}
                    </ul>
                    <figcaption className="text-muted-foreground text-xs">
                      {t("completedPhotos")}
                    </figcaption>
                  </figure>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted-foreground text-sm">
          {t("since", { month: month(profile.since) })}
        </p>
      </section>
      <ProfileReviews reviews={profile.reviews} month={month} />
    </div>
  );
}

/**
 * Homeowners' reviews that count (between proven parties, lib/reviews/store.ts), each with the
 * month of the work, the agreement's value band, how the work ended and the contractor's answer;
 * a hidden one shows the operator's reason instead.
 */
async function ProfileReviews({
  reviews,
  month,
}: {
  reviews: PublicProfile["reviews"];
  month: (iso: string) => string;
}) {
  const t = await getTranslations("pros");
  const review = await getTranslations("agreement.reviews");
  // The same average and count the page's JSON-LD states (lib/pros/structured-data.ts).
  const rating = profileRating({ reviews });
  return (
    <section aria-labelledby="profile-reviews" className="space-y-4" data-testid="profile-reviews">
      <h2 id="profile-reviews" className="text-xl font-semibold">
        {t("reviewsHeading")}
      </h2>
      {rating ? (
        <p className="font-medium" data-testid="profile-rating">
          {t("ratingSummary", { average: rating.ratingValue, count: rating.reviewCount })}
        </p>
      ) : null}
      <p className="text-muted-foreground text-sm">{t("reviewsSource", { brand: site.brand })}</p>
      {reviews.length === 0 ? (
        <p className="text-muted-foreground">{t("noReviews")}</p>
      ) : (
        <ul className="divide-border border-border bg-card divide-y rounded-lg border">
          {reviews.map((item) => (
            <li key={item.id} className="space-y-1 p-4" data-testid="profile-review">
              {item.hidden ? (
                <p className="text-sm">{review("hidden", { reason: item.hidden.reason })}</p>
              ) : (
                <>
                  <p className="font-medium">{review("rating", { rating: item.rating ?? 0 })}</p>
                  <p className="text-sm whitespace-pre-wrap">{item.body}</p>
                  <p className="text-muted-foreground text-xs">
                    {review("month", {
                      month: month(`${item.workMonth}-15T12:00:00Z`),
                      band: item.valueBand,
                      outcome: item.outcome,
                      brand: site.brand,
                    })}
                  </p>
                  {item.response ? (
                    <p className="bg-muted/40 rounded-md p-3 text-sm">
                      {review("answer", { response: item.response })}
                    </p>
                  ) : null}
                  <ClientMessages namespaces={["reviewReport"]}>
                    <ReportReview reviewId={item.id} />
                  </ClientMessages>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
