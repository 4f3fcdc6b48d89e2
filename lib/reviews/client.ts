// The browser's calls about reviews: the parties', anyone's report, the operator's (docs/api.md).
import type { AgreementReviews, ReviewReport } from "@/lib/reviews/shapes";
import { call } from "@/lib/client/api";

/** The agreement's reviews as the token's holder may see them. */
export const fetchAgreementReviews = (id: number, token: string) =>
  call<AgreementReviews>(`/api/agreements/${id}/review`, { token });

export const submitAgreementReview = (
  id: number,
  input: { rating: number; body: string },
  token: string,
) =>
  call<AgreementReviews>(`/api/agreements/${id}/review`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });

export const answerAgreementReview = (id: number, response: string, token: string) =>
  call<AgreementReviews>(`/api/agreements/${id}/review/response`, {
    method: "POST",
    body: JSON.stringify({ response }),
    token,
  });

/** Anyone reports a published review to the operator, saying what is wrong with it. */
export const reportReview = (reviewId: number, reason: string) =>
  call<{ reported: true }>(`/api/reviews/${reviewId}/report`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });

export const fetchReviewReports = (token: string) =>
  call<{ reports: ReviewReport[] }>("/api/admin/review-reports", { token });

/** The operator hides a review; the reason is shown in its place. */
export const hideReview = (reviewId: number, reason: string, token: string) =>
  call<{ hidden: true }>(`/api/reviews/${reviewId}/hide`, {
    method: "POST",
    body: JSON.stringify({ reason }),
    token,
  });
