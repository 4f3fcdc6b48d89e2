"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { canSign } from "@/components/agreements/proof-notice";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import { useMutationAction } from "@/lib/client/use-mutation-action";
import { site } from "@/content/site";
import type { Agreement } from "@/lib/agreements/shapes";
import {
  answerAgreementReview,
  fetchAgreementReviews,
  submitAgreementReview,
} from "@/lib/reviews/client";
import type { AgreementReviews, PublicReview } from "@/lib/reviews/shapes";

/**
 * The reviews of a confirmed agreement recorded completed, on its page: the party's own review
 * (or the form to write it), the other's once both are in or 14 days passed, and the contractor's
 * one public answer to the homeowner's review.
 */
export function AgreementReviewsPanel({
  agreement,
  token,
}: {
  agreement: Agreement;
  token: string;
}) {
  const t = useTranslations("agreement.reviews");
  const format = useFormatter();
  const [reviews, setReviews] = useState<AgreementReviews | null>(null);
  // Reviews open once the record of how the work ended stands.
  const ready = agreement.state === "confirmed" && Boolean(agreement.completion?.stoodAt);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    fetchAgreementReviews(agreement.id, token).then(
      (answer) => live && setReviews(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, agreement.id, token]);

  // Opened from the invitation to review (#review once the key is read): the page goes to the
  // reviews, the form among them, when they are in.
  const loaded = reviews !== null;
  useEffect(() => {
    if (loaded && window.location.hash === "#review") {
      document.getElementById("review")?.scrollIntoView({ block: "start" });
    }
  }, [loaded]);

  if (!ready || !reviews) return null;
  const viewer = agreement.viewer;
  return (
    <section
      id="review"
      aria-labelledby="agreement-reviews"
      className="border-border bg-card scroll-mt-24 space-y-4 rounded-lg border p-6 shadow-sm print:hidden"
      data-testid="agreement-reviews"
    >
      <h2 id="agreement-reviews" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("source", { brand: site.brand })}</p>
      {reviews.own ? (
        <ReviewItem review={reviews.own} heading={t("yours")} testId="review-own" />
      ) : null}
      {reviews.canReview && canSign(agreement) ? (
        <ReviewForm
          onSubmit={async (input) =>
            setReviews(await submitAgreementReview(agreement.id, input, token))
          }
        />
      ) : null}
      {reviews.other ? (
        <ReviewItem
          review={reviews.other}
          heading={t(reviews.other.author === "homeowner" ? "byHomeowner" : "byContractor")}
          testId="review-other"
        />
      ) : reviews.blindUntil ? (
        <p className="text-sm" data-testid="review-blind">
          {t("blind", {
            date: format.dateTime(new Date(reviews.blindUntil), {
              dateStyle: "long",
              timeZone: SITE_TIME_ZONE,
            }),
          })}
        </p>
      ) : null}
      {viewer === "contractor" &&
      canSign(agreement) &&
      reviews.other?.author === "homeowner" &&
      !reviews.other.response &&
      !reviews.other.hidden ? (
        <AnswerForm
          onSubmit={async (response) =>
            setReviews(await answerAgreementReview(agreement.id, response, token))
          }
        />
      ) : null}
    </section>
  );
}

function ReviewItem({
  review,
  heading,
  testId,
}: {
  review: PublicReview;
  heading: string;
  testId: string;
}) {
  const t = useTranslations("agreement.reviews");
  return (
    <article className="border-border space-y-1 border-t pt-4" data-testid={testId}>
      <h3 className="font-medium">{heading}</h3>
      {review.hidden ? (
        <p className="text-sm">{t("hidden", { reason: review.hidden.reason })}</p>
      ) : (
        <>
          <p className="text-sm font-medium">{t("rating", { rating: review.rating ?? 0 })}</p>
          <p className="text-sm whitespace-pre-wrap">{review.body}</p>
          <p className="text-muted-foreground text-xs">
            {t("month", {
              month: review.workMonth,
              band: review.valueBand,
              outcome: review.outcome,
              brand: site.brand,
            })}
          </p>
          {review.response ? (
            <p className="bg-muted/40 rounded-md p-3 text-sm" data-testid="review-response">
              {t("answer", { response: review.response })}
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}

function ReviewForm({
  onSubmit,
}: {
  onSubmit: (input: { rating: number; body: string }) => Promise<void>;
}) {
  const t = useTranslations("agreement.reviews");
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; body?: string }>({});
  const { run: submit, pending } = useMutationAction(onSubmit, {
    errorToast: t("saveError"),
    onFieldError: (field, message) => {
      if (field !== "rating" && field !== "body") return false;
      setErrors((current) => ({ ...current, [field]: message }));
      return true;
    },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        submit({ rating, body });
      }}
    >
      <fieldset aria-invalid={errors.rating ? true : undefined}>
        <legend className="text-sm font-medium">{t("ratingLabel")}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name="review-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {t("ratingOption", { rating: value })}
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p className="text-destructive mt-1 text-sm" role="alert">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field id="review-body" label={t("bodyLabel")} error={errors.body} required>
        <Textarea
          id="review-body"
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.body ? true : undefined}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {t("submit")}
      </Button>
    </form>
  );
}

function AnswerForm({ onSubmit }: { onSubmit: (response: string) => Promise<void> }) {
  const t = useTranslations("agreement.reviews");
  const [response, setResponse] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { run: submit, pending } = useMutationAction(onSubmit, {
    errorToast: t("saveError"),
    onFieldError: (field, message) => {
      setError(message);
      return field === "response";
    },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="review-answer-form"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        submit(response);
      }}
    >
      <Field id="review-answer" label={t("answerLabel")} error={error} required>
        <Textarea
          id="review-answer"
          rows={3}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {t("answerSubmit")}
      </Button>
    </form>
  );
}
