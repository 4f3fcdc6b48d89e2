// The browser's calls about a written agreement, each by one of its parties (docs/api.md).
import type { Agreement, CancellationReason, CoverPageAnswer } from "@/lib/agreements/shapes";
import type { AgreementDetailsBody } from "@/lib/agreements/schema";
import { call } from "@/lib/client/api";

export const fetchAgreement = (id: number, token: string) =>
  call<Agreement>(`/api/agreements/${id}`, { token });

/** A write to an agreement by one of its parties; answers the agreement after it. */
const agreementWrite = (path: string, body: unknown, token: string) =>
  call<Agreement>(path, { method: "POST", body: JSON.stringify(body), token });

/** What a party adds before either confirms (POST /api/agreements/{id}/details). */
export const giveAgreementDetails = (id: number, input: AgreementDetailsBody, token: string) =>
  agreementWrite(`/api/agreements/${id}/details`, input, token);

/** "Sign out other links": the party's other e-mailed keys to the agreement stop working. */
export const revokeAgreementLinks = (id: number, token: string) =>
  call<{ revoked: number }>(`/api/agreements/${id}/links/revoke`, { method: "POST", token });

/** The homeowner records the work substantially performed or completed, and the day. */
export const recordAgreementCompletion = (
  id: number,
  input: {
    kind: "substantial-performance" | "completion" | "abandonment" | "termination";
    completedOn: string;
    certificatePublishedOn?: string;
    showPhotos?: boolean;
  },
  token: string,
) => agreementWrite(`/api/agreements/${id}/completion`, input, token);

/** The other party acknowledges the record of how the work ended, or disputes it with a note. */
export const answerAgreementCompletion = (
  id: number,
  input: { answer: "acknowledged" | "disputed"; note?: string },
  token: string,
) => agreementWrite(`/api/agreements/${id}/completion/answer`, input, token);

/** The homeowner shows the project's photos on the contractor's profile, or takes them off. */
export const setAgreementPhotoConsent = (id: number, show: boolean, token: string) =>
  call<Agreement>(`/api/agreements/${id}/photo-consent`, {
    method: "PUT",
    body: JSON.stringify({ show }),
    token,
  });

/** E-mails the party its signing link to the agreement (a party with a manage or tracking link). */
export const sendAgreementLink = (agreementId: number, token: string) =>
  call<{ emailed: boolean }>(`/api/agreements/${agreementId}/links/send`, {
    method: "POST",
    token,
  });

/** Confirms the version of the agreement the person read, with the box "I have read it" ticked. */
export const confirmAgreement = (
  id: number,
  body: { name: string; version: string; read: boolean },
  token: string,
) => agreementWrite(`/api/agreements/${id}/confirm`, body, token);

/**
 * The homeowner has read the O. Reg. 8/18 cover page and answers who asked for the visit
 * (POST /api/agreements/{id}/cover-page).
 */
export const confirmCoverPage = (id: number, token: string, answer: CoverPageAnswer) =>
  agreementWrite(`/api/agreements/${id}/cover-page`, { read: true, answer }, token);

/** The homeowner declines to confirm: the agreement is withdrawn (until both have confirmed). */
export const declineAgreement = (id: number, token: string) =>
  agreementWrite(`/api/agreements/${id}/decline`, {}, token);

/** A correction of the terms before both confirm (POST /api/agreements/{id}/corrections). */
export const proposeCorrection = (id: number, body: unknown, token: string) =>
  agreementWrite(`/api/agreements/${id}/corrections`, body, token);

/** The other party's answer to a pending correction (or its proposer taking it back). */
export const answerCorrection = (id: number, answer: "accept" | "decline", token: string) =>
  agreementWrite(`/api/agreements/${id}/corrections/${answer}`, {}, token);

export const proposeChangeOrder = (
  id: number,
  input: {
    description: string;
    priceChangeCents: number;
    startDate?: string;
    completionDate?: string;
    name: string;
  },
  token: string,
) => agreementWrite(`/api/agreements/${id}/change-orders`, input, token);

export const confirmChangeOrder = (id: number, number: number, name: string, token: string) =>
  agreementWrite(`/api/agreements/${id}/change-orders/${number}/confirm`, { name }, token);

/**
 * The homeowner gives notice of cancellation of a confirmed agreement (POST /api/agreements/{id}/
 * cancellation-notice): recorded with its time and e-mailed to both parties.
 */
export const giveCancellationNotice = (
  id: number,
  input: { reason: CancellationReason; explanation?: string },
  token: string,
) =>
  call<Agreement>(`/api/agreements/${id}/cancellation-notice`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });

/** The party a change order was sent to declines it: it changes nothing. */
export const declineChangeOrder = (id: number, number: number, token: string) =>
  agreementWrite(`/api/agreements/${id}/change-orders/${number}/decline`, {}, token);
