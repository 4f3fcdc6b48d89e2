import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as agreementRoute from "@/app/api/agreements/[id]/route";
import * as confirmRoute from "@/app/api/agreements/[id]/confirm/route";
import * as coverPageRoute from "@/app/api/agreements/[id]/cover-page/route";
import * as correctionsRoute from "@/app/api/agreements/[id]/corrections/route";
import * as detailsRoute from "@/app/api/agreements/[id]/details/route";
import * as accessRoute from "@/app/api/projects/[id]/access/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { agreementDocument } from "@/lib/agreements/document";
import { agreementAsText } from "@/lib/agreements/text";
import type { Agreement } from "@/lib/agreements/shapes";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { agreements, outbox } from "@/lib/db/schema";
import { agreementKey, CONTRACTOR } from "./agreement-fixture";
import {
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

// Which law the agreement states (issue 27 items 5 and 6): a consumer's agreement or a business
// client's contract, and the O. Reg. 8/18 cover page of a consumer's restricted product.

const TOTAL = 290_296;
const itemised = {
  lineItems: [
    { description: "Install equipment", quantity: 2, unit: "each", unitPriceCents: 123_450 },
    { description: "Permit fee", quantity: 1, unit: "each", unitPriceCents: 9_999 },
  ],
  hstRegistered: true,
  hstNumber: "123456789RT0001",
  deposit: { kind: "amount", cents: 29_000 },
  schedule: [
    { description: "Deposit", amountCents: 29_000 },
    { description: "On completion", amountCents: TOTAL - 29_000 },
  ],
  startDate: "2027-03-01",
  completionDate: "2027-03-20",
  warrantyMonths: 12,
  permitsBy: "contractor",
  business: { name: "Cool Air Ltd.", address: "9 Queen St E, Toronto, ON M5C 1R5" },
  credentials: { esaLicence: "7001234", wsibClearance: "A1234567" },
};

const CONTRACTOR_DETAILS = {
  materials: "A 96 % AFUE two-stage furnace, new venting and a smart thermostat.",
  paymentMethod: "E-transfer",
  additionalCharges: [],
  cancellationTerms: "",
  signer: { name: "Sam Patel", role: "Owner" },
};

const call = (
  route: { POST: (request: Request, context: never) => Promise<Response> },
  path: string,
  body: unknown,
  token: string,
) =>
  route.POST(
    request(path, { method: "POST", body, token }),
    params({ id: path.split("/")[3]! }) as never,
  );

describe.each(databases)("agreement scope on $name", (target) => {
  const state = useDatabase(target);

  // Each project of a test from a homeowner of its own: one address's repeat of an open project
  // is refused, and its posts' e-mails count against its first-contact budget.
  let homeowners = 0;
  async function postProject(fields: Record<string, unknown>) {
    const response = await projectsRoute.POST(
      request("/api/projects", {
        method: "POST",
        body: { ...validProject, homeownerEmail: `owner${++homeowners}@home.example`, ...fields },
      }),
      undefined,
    );
    return response;
  }

  /** A project posted and published by the link e-mailed to its homeowner. */
  async function posted(fields: Record<string, unknown>) {
    const response = await postProject(fields);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { project: { id: number }; manageToken: string };
    const email = `owner${homeowners}@home.example`;
    await publishByEmail(state.handle!.db, body.project.id, email);
    return { rowId: body.project.id, manageToken: body.manageToken, email };
  }

  const sendProposal = (rowId: number, structured: unknown) => {
    const { bidAmount: _bid, ...simple } = validProposal(3000 + rowId);
    return proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: { ...simple, structured } }),
      undefined,
    );
  };

  async function propose(rowId: number, structured: unknown = itemised) {
    const response = await sendProposal(rowId, structured);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; trackingToken: string };
  }

  const acceptWith = (proposalId: number, token: string, body: unknown) =>
    statusRoute.PATCH(
      request(`/api/proposals/${proposalId}/status`, { method: "PATCH", body, token }),
      params({ proposalId: String(proposalId) }),
    );

  const read = async (id: number, token: string) =>
    (await (
      await agreementRoute.GET(request(`/api/agreements/${id}`, { token }), params({ id: `${id}` }))
    ).json()) as Agreement;

  /**
   * A project of this category, answered so, with an accepted itemised proposal; each party's
   * key e-mailed to it (what confirms), and the manage token (which opens it, and signs nothing).
   */
  async function agreed(category: string, householdUse: boolean, structured: unknown = itemised) {
    const project = await posted({ category, householdUse });
    const proposal = await propose(project.rowId, structured);
    const accepted = await acceptWith(proposal.id, project.manageToken, { status: "accepted" });
    expect(accepted.status).toBe(200);
    const id = ((await accepted.json()) as OwnerProposal).agreementId!;
    const db = state.handle!.db;
    const homeowner = await agreementKey(db, project.email, id);
    const contractor = await agreementKey(db, CONTRACTOR, id);
    // The contractor opens it from its e-mail: its address is proven, so the next agreements'
    // mail to it is not held back by an unproven address's budget.
    expect((await read(id, contractor)).viewer).toBe("contractor");
    return { id, homeowner, contractor, manageToken: project.manageToken };
  }

  async function complete(id: number, homeowner: string, contractor: string) {
    const address = { address: "12 Elm St, Toronto, ON M4E 2V1" };
    expect(
      (await call(detailsRoute, `/api/agreements/${id}/details`, address, homeowner)).status,
    ).toBe(200);
    // Whether it was negotiated in person is a consumer agreement's question (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
    const { consumer } = await read(id, contractor);
    const details = await call(
      detailsRoute,
      `/api/agreements/${id}/details`,
      consumer
        ? { ...CONTRACTOR_DETAILS, directAgreement: { visited: false } }
        : CONTRACTOR_DETAILS,
      contractor,
    );
    expect(details.status).toBe(200);
  }

  const confirm = async (id: number, token: string, name: string) =>
    call(
      confirmRoute,
      `/api/agreements/${id}/confirm`,
      { name, version: (await read(id, token)).version, read: true },
      token,
    );

  describe("POST /api/projects: householdUse", () => {
    it("is stored when given, refused with 400 naming the field when not a boolean", async () => {
      for (const hostile of ["yes", 1, null, { $ne: 1 }, []]) {
        const refused = await postProject({ householdUse: hostile });
        expect(refused.status).toBe(400);
        const body = (await refused.json()) as { issues: { path: string; message: string }[] };
        expect(body.issues.map((issue) => issue.path)).toEqual(["householdUse"]);
        expect(body.issues[0]!.message).toBe(
          "householdUse must be true (the work is for your own home or household use) or false",
        );
      }
      const access = async (fields: Record<string, unknown>) => {
        const { rowId, manageToken } = await posted(fields);
        const response = await accessRoute.GET(
          request(`/api/projects/${rowId}/access`, { token: manageToken }),
          params({ id: String(rowId) }),
        );
        return ((await response.json()) as { householdUse: boolean | null }).householdUse;
      };
      expect(await access({ householdUse: false })).toBe(false);
      expect(await access({ householdUse: true })).toBe(true);
      // Clients that never sent it keep working; the answer is then asked at acceptance.
      expect(await access({ householdUse: undefined })).toBeNull();
    });
  });

  describe("PATCH /api/proposals/{id}/status: householdUse at acceptance", () => {
    it("a project posted without the answer: 400 naming the field, then stored from the acceptance", async () => {
      const project = await posted({ householdUse: undefined, category: "Renovation" });
      const proposal = await propose(project.rowId);
      const none = await acceptWith(proposal.id, project.manageToken, { status: "accepted" });
      expect(none.status).toBe(400);
      expect((await none.json()).issues).toEqual([
        {
          path: "householdUse",
          message:
            "Say whether the work is for your own home or household use: it decides which law the written agreement states",
        },
      ]);
      for (const hostile of ["no", 0, "false"]) {
        const refused = await acceptWith(proposal.id, project.manageToken, {
          status: "accepted",
          householdUse: hostile,
        });
        expect(refused.status).toBe(400);
        expect((await refused.json()).issues[0].path).toBe("householdUse");
      }
      // Nothing accepted, no agreement, no mail.
      expect(await state.handle!.db.select().from(agreements)).toEqual([]);
      const given = await acceptWith(proposal.id, project.manageToken, {
        status: "accepted",
        householdUse: false,
      });
      expect(given.status).toBe(200);
      const { agreementId } = (await given.json()) as OwnerProposal;
      const agreement = await read(agreementId!, project.manageToken);
      expect(agreement.consumer).toBe(false);
      expect(agreement.terms.project.householdUse).toBe(false);
    });

    it("both answers missing: both fields named in one 400", async () => {
      // A project is posted with its homeowner's address now: one stored before either question
      // was asked has neither answer.
      const manageToken = newSecretToken();
      const stored = (await state.handle!.db.execute(sql`
        INSERT INTO projects (title, description, category, budget, timeline, homeowner, location,
          manage_token_hash, listing, confirmed_at)
        VALUES (${validProject.title}, ${validProject.description}, 'Renovation',
          ${validProject.budget}, ${validProject.timeline}, ${validProject.homeowner},
          ${validProject.location}, ${hashToken(manageToken)}, 'listed', now())
        RETURNING id`)) as unknown as { rows: { id: number }[] };
      const project = { id: stored.rows[0]!.id };
      const proposal = await propose(project.id);
      const refused = await acceptWith(proposal.id, manageToken, { status: "accepted" });
      expect(refused.status).toBe(400);
      expect(
        ((await refused.json()).issues as { path: string }[]).map((issue) => issue.path),
      ).toEqual(["homeownerEmail", "householdUse"]);
    });
  });

  describe("the document by answer", () => {
    it("a consumer's agreement states the Act's rights; a business client's contract does not", async () => {
      const consumer = await agreed("Renovation", true);
      const business = await agreed("Renovation", false);
      const home = await read(consumer.id, consumer.homeowner);
      const shop = await read(business.id, business.homeowner);
      expect(home.consumer).toBe(true);
      expect(shop.consumer).toBe(false);
      const ids = (agreement: Agreement) => agreementDocument(agreement).map((s) => s.id);
      expect(ids(home)).toContain("rights");
      expect(ids(home)).not.toContain("business-note");
      expect(ids(shop)).not.toContain("rights");
      expect(ids(shop)).toContain("business-note");
      const homeText = agreementAsText(home);
      const shopText = agreementAsText(shop);
      expect(homeText.startsWith("HOME RENOVATION AGREEMENT")).toBe(true);
      expect(shopText.startsWith("WRITTEN CONTRACT")).toBe(true);
      for (const right of [
        "10 days to change your mind",
        "one year to cancel",
        "Consumer Protection Act, 2002, s. 26",
        "s. 10",
        "Consumer Protection Ontario (1-800-889-9768)",
      ]) {
        expect(homeText).toContain(right);
        expect(shopText).not.toContain(right);
      }
      // What applies to both: the holdback and the taxes.
      for (const text of [homeText, shopText]) {
        expect(text).toContain("Construction Act (Ontario), ss. 22, 26, 31 and 32");
        expect(text).toContain("Excise Tax Act (Canada), ss. 148 and 240");
      }
      expect(shopText).toContain("Consumer Protection Act, 2002, s. 1 (definition of “consumer”)");
      // The e-mail that announces it says which kind it is.
      const ready = await state
        .handle!.db.select()
        .from(outbox)
        .where(eq(outbox.template, "agreement-ready"));
      const consumerFlags = ready.map((row) => (row.payload as { consumer: boolean }).consumer);
      expect(consumerFlags.sort()).toEqual([false, false, true, true]);
    });

    it("a commercial category is still a consumer agreement when the homeowner says so", async () => {
      const agreement = await agreed("Security Bollards", true);
      expect((await read(agreement.id, agreement.homeowner)).consumer).toBe(true);
    });
  });

  describe("POST /api/agreements/{id}/cover-page (O. Reg. 8/18)", () => {
    const rowsOf = (agreement: Agreement) =>
      Object.fromEntries(agreementDocument(agreement)[0]!.rows!) as Record<string, string>;
    const QUESTION =
      "Did the homeowner ask this contractor to come to their home to make this agreement?";
    const answer = (id: number, token: string, body: unknown) =>
      call(coverPageRoute, `/api/agreements/${id}/cover-page`, body, token);

    it("a consumer's HVAC agreement opens with the cover page, which the homeowner confirms before anyone confirms", async () => {
      const { id, homeowner, contractor, manageToken } = await agreed("HVAC", true);
      const before = await read(id, contractor);
      expect(before.coverPage).toEqual({ confirmedAt: null, answer: null, answeredAt: null });
      expect(before.missing[0]).toEqual({ item: "coverPage", party: "homeowner" });
      const sections = agreementDocument(before);
      expect(sections[0]!.id).toBe("cover-page");
      expect(sections[0]!.heading).toBe("Important: What You Need to Know About Your Legal Rights");
      // Its first sentence after the product's: plain English (issue 59).
      expect(sections[0]!.intro).toMatch(
        /^This agreement is for work that can supply a restricted product\. When a consumer agreement for one of these products is made at the consumer's home, Ontario law requires it to open with a cover page of this title, in a form the Province prescribes\./,
      );
      // How the parties met is a fact, not the request the law asks for: that is asked.
      const rows = rowsOf(before);
      expect(rows["How the parties met"]).toMatch(
        new RegExp(
          `^The homeowner posted project ${before.terms.project.displayId} on \\w+ \\d{1,2}, \\d{4}`,
        ),
      );
      expect(rows["Contact initiated by"]).toBeUndefined();
      expect(rows[QUESTION]).toBe(
        "Not answered yet: the homeowner answers before either party can confirm the agreement",
      );
      expect(before.terms.project.postedAt).toEqual(expect.any(String));

      await complete(id, homeowner, contractor);
      // Everything else is there: only the cover page is missing, and both confirmations wait.
      expect((await read(id, homeowner)).missing).toEqual([
        { item: "coverPage", party: "homeowner" },
      ]);
      for (const [token, name] of [
        [contractor, "Sam Patel"],
        [homeowner, "Jordan Lee"],
      ] as const) {
        const refused = await confirm(id, token, name);
        expect(refused.status).toBe(400);
        expect((await refused.json()).issues).toEqual([
          {
            path: "coverPage",
            message:
              "The homeowner reads and confirms the cover page “Important: What You Need to Know About Your Legal Rights”",
          },
        ]);
      }
      // Only the homeowner confirms it, and only by saying so and answering the question.
      expect((await answer(id, contractor, { read: true, answer: "invited" })).status).toBe(403);
      const completed = await read(id, homeowner);
      // Reading it is not signing: the manage token does it.
      const confirmed = await answer(id, manageToken, { read: true, answer: "invited" });
      expect(confirmed.status).toBe(200);
      const after = (await confirmed.json()) as Agreement;
      expect(Date.parse(after.coverPage!.confirmedAt!)).not.toBeNaN();
      expect(after.coverPage!.answer).toBe("invited");
      expect(after.coverPage!.answeredAt).toBe(after.coverPage!.confirmedAt);
      expect(after.missing).toEqual([]);
      // The version is the terms' own: confirming the cover page does not change it.
      expect(after.version).toBe(completed.version);
      // The document records the answer, its time and what it means, with its source.
      const section = agreementDocument(after)[0]!;
      expect(rowsOf(after)[QUESTION]).toBe(
        "Yes: the homeowner asked this contractor to come to their home to make this agreement",
      );
      expect(rowsOf(after)["Answered by the homeowner"]).toMatch(/\d{4}/);
      expect(section.paragraphs![0]).toEqual({
        heading: "What this answer means: you asked for the visit",
        body: expect.stringContaining("within 10 days after you receive your written copy"),
        source:
          "Consumer Protection Act, 2002, ss. 43 (1), 43.1, 92 and 96; O. Reg. 17/05, s. 35.1 as amended by O. Reg. 8/18",
      });
      // The person named to sign for the business confirms for it.
      expect((await confirm(id, contractor, "Sam Patel")).status).toBe(200);
      // Once anyone has confirmed, the answer stays as it is.
      expect((await answer(id, homeowner, { read: true, answer: "online" })).status).toBe(409);
      const both = await confirm(id, homeowner, "Jordan Lee");
      expect(both.status).toBe(200);
      const done = (await both.json()) as Agreement;
      expect(done.state).toBe("confirmed");
      expect(done.coverPage!.answer).toBe("invited");
      const text = agreementAsText(done);
      expect(text).toContain("Cover page read by the homeowner:");
      expect(text).toContain(
        `${QUESTION}: Yes: the homeowner asked this contractor to come to their home`,
      );
      expect(text).toContain(
        "Water heaters: 20 days, as the Province announced (the section is not confirmed here)",
      );
    });

    it("the answer is required: 400 naming the field for a missing, unknown or malformed one", async () => {
      const { id, homeowner } = await agreed("HVAC", true);
      const path = `/api/agreements/${id}/cover-page`;
      for (const [hostile, field] of [
        [{}, "read"],
        [{ read: true }, "answer"],
        [{ read: false, answer: "invited" }, "read"],
        [{ read: "yes", answer: "invited" }, "read"],
        [{ read: true, answer: "maybe" }, "answer"],
        [{ read: true, answer: "INVITED" }, "answer"],
        [{ read: true, answer: null }, "answer"],
        [{ read: true, answer: ["invited"] }, "answer"],
        [{ read: true, answer: { $ne: "uninvited" } }, "answer"],
        [{ read: true, answer: 1 }, "answer"],
      ] as const) {
        const refused = await answer(id, homeowner, hostile);
        expect(refused.status).toBe(400);
        const issues = (await refused.json()).issues as { path: string; message: string }[];
        expect(issues.map((issue) => issue.path)).toContain(field);
      }
      const unknown = await answer(id, homeowner, { read: true, answer: "maybe" });
      expect((await unknown.json()).issues).toEqual([
        {
          path: "answer",
          message:
            "answer must be one of invited, online or uninvited: say whether you asked this contractor to come to your home to make this agreement",
        },
      ]);
      for (const body of [[], "invited", null, 7]) {
        expect((await answer(id, homeowner, body)).status).toBe(400);
      }
      for (const raw of ["{", "read=true&answer=invited", "\u0000"]) {
        const response = await coverPageRoute.POST(
          request(path, { method: "POST", raw, token: homeowner }),
          params({ id: String(id) }) as never,
        );
        expect(response.status).toBe(400);
      }
      // Nothing of it was stored.
      expect((await read(id, homeowner)).coverPage).toEqual({
        confirmedAt: null,
        answer: null,
        answeredAt: null,
      });
    });

    it("each answer is stored with its time; “uninvited” stops both confirmations until it is changed", async () => {
      const { id, homeowner, contractor } = await agreed("Plumbing", true);
      await complete(id, homeowner, contractor);
      const stored: Partial<Record<string, string>> = {};
      for (const given of ["online", "uninvited", "invited", "uninvited"] as const) {
        const sent = Date.now();
        const response = await answer(id, homeowner, { read: true, answer: given });
        expect(response.status).toBe(200);
        const agreement = (await response.json()) as Agreement;
        expect(agreement.coverPage!.answer).toBe(given);
        const at = Date.parse(agreement.coverPage!.answeredAt!);
        expect(at).toBeGreaterThanOrEqual(sent - 1_000);
        expect(at).toBeLessThanOrEqual(Date.now() + 1_000);
        stored[given] = agreement.coverPage!.answeredAt!;
        // The first reading's time stays; the answer's time is the latest answer's.
        expect(agreement.coverPage!.confirmedAt).toBe(stored.online);
        const [row] = await state
          .handle!.db.select({
            answer: agreements.coverPageAnswer,
            answeredAt: agreements.coverPageAnsweredAt,
          })
          .from(agreements)
          .where(eq(agreements.id, id));
        expect(row).toEqual({
          answer: given,
          answeredAt: new Date(agreement.coverPage!.answeredAt!),
        });
      }
      // Uninvited: the agreement says why, and neither party can confirm it.
      const uninvited = await read(id, contractor);
      expect(uninvited.missing).toEqual([{ item: "coverPageUninvited", party: "homeowner" }]);
      expect(uninvited.state).toBe("awaiting-details");
      expect(rowsOf(uninvited)[QUESTION]).toBe(
        "No: the contractor came to the home, or asked to come, without the homeowner asking",
      );
      const means = agreementDocument(uninvited)[0]!.paragraphs![0]!;
      expect(means.heading).toBe("What this answer means: the contractor came without your asking");
      expect(means.body).toContain("this site lets neither of you confirm this agreement");
      expect(means.body).toContain("Consumer Protection Ontario (1-800-889-9768)");
      expect(means.source).toContain("Consumer Protection Ontario, “Door-to-door sales”");
      for (const [token, name] of [
        [contractor, "Northside Renovations"],
        [homeowner, "Jordan Lee"],
      ] as const) {
        const refused = await confirm(id, token, name);
        expect(refused.status).toBe(400);
        expect((await refused.json()).issues).toEqual([
          {
            path: "coverPageUninvited",
            message:
              "The homeowner answered that the contractor came to the home, or asked to come, without being asked: such an agreement may not be made, and it cannot be confirmed while that answer stands",
          },
        ]);
      }
      // Changed to "online": nothing is missing, and it is confirmed as made online.
      const online = (await (
        await answer(id, homeowner, { read: true, answer: "online" })
      ).json()) as Agreement;
      expect(online.missing).toEqual([]);
      expect(rowsOf(online)[QUESTION]).toBe(
        "No one comes to the home to make this agreement: the parties make it here, online",
      );
      expect(agreementDocument(online)[0]!.paragraphs![0]!.source).toBe(
        "Consumer Protection Act, 2002, ss. 38 to 40, 43 (1) and 43.1; O. Reg. 17/05, s. 35.1 as amended by O. Reg. 8/18",
      );
      expect((await confirm(id, homeowner, "Jordan Lee")).status).toBe(200);
      expect((await answer(id, homeowner, { read: true, answer: "uninvited" })).status).toBe(409);
      expect((await read(id, homeowner)).coverPage!.answer).toBe("online");
    });

    it("a cover page confirmed before the question was asked says it was not asked", async () => {
      const { id, homeowner, contractor } = await agreed("HVAC", true);
      await complete(id, homeowner, contractor);
      const db = state.handle!.db;
      // As a confirmation of before left it: read, no answer; the contractor confirmed since.
      await db
        .update(agreements)
        .set({ coverPageConfirmedAt: new Date("2026-11-28T15:00:00Z") })
        .where(eq(agreements.id, id));
      // Nobody has confirmed yet: the homeowner answers the question now.
      expect((await read(id, homeowner)).missing).toEqual([
        { item: "coverPage", party: "homeowner" },
      ]);
      await db
        .update(agreements)
        .set({
          contractorName: "Northside Renovations",
          contractorConfirmedAt: new Date("2026-11-28T16:00:00Z"),
          contractorVersion: (await read(id, contractor)).version,
          contractorConfirmedVia: "key",
        })
        .where(eq(agreements.id, id));
      const old = await read(id, homeowner);
      expect(old.coverPage).toEqual({
        confirmedAt: "2026-11-28T15:00:00.000Z",
        answer: null,
        answeredAt: null,
      });
      expect(old.missing).toEqual([]);
      expect(rowsOf(old)[QUESTION]).toBe(
        "Not asked: the homeowner confirmed this cover page before the site asked this question",
      );
      expect(rowsOf(old)["Answered by the homeowner"]).toBeUndefined();
      expect(agreementDocument(old)[0]!.paragraphs![0]!.heading).toBe("The restricted products");
      // The database refuses an answer of its own making, or one without its time.
      for (const bad of [sql`'maybe', now()`, sql`'invited', NULL`]) {
        await expect(
          db.execute(
            sql`UPDATE agreements SET (cover_page_answer, cover_page_answered_at) = (${bad}) WHERE id = ${id}`,
          ),
        ).rejects.toThrow();
      }
    });

    it("no cover page for a business client's HVAC work, nor for a consumer's electrical work", async () => {
      for (const [category, householdUse] of [
        ["HVAC & Air Duct", false],
        ["Electrical", true],
      ] as const) {
        const { id, homeowner } = await agreed(category, householdUse);
        const agreement = await read(id, homeowner);
        expect(agreement.coverPage).toBeNull();
        expect(agreementDocument(agreement)[0]!.id).toBe("parties");
        const refused = await call(
          coverPageRoute,
          `/api/agreements/${id}/cover-page`,
          { read: true, answer: "invited" },
          homeowner,
        );
        expect(refused.status).toBe(409);
      }
    });

    it("plumbing and duct cleaning (water heaters, duct cleaning) carry it for a consumer", async () => {
      for (const category of ["Plumbing", "HVAC & Air Duct"]) {
        const { id, homeowner } = await agreed(category, true);
        expect((await read(id, homeowner)).coverPage).toEqual({
          confirmedAt: null,
          answer: null,
          answeredAt: null,
        });
      }
    });
  });

  describe("permits and trades (item 7)", () => {
    const issuesOf = async (response: Response) =>
      ((await response.json()) as { issues: { path: string; message: string }[] }).issues;

    it("an electrical proposal never says no permit is needed: 400 naming the field", async () => {
      for (const category of ["Electrical", "EV Charging"]) {
        const { rowId } = await posted({ category });
        const refused = await sendProposal(rowId, { ...itemised, permitsBy: "none-needed" });
        expect(refused.status).toBe(400);
        expect(await issuesOf(refused)).toEqual([
          {
            path: "structured.permitsBy",
            message:
              "Electrical work is always notified to the Electrical Safety Authority: choose who obtains the permits",
          },
        ]);
      }
      // Other work may say so.
      const { rowId } = await posted({ category: "Painting" });
      const painting = await sendProposal(rowId, {
        ...itemised,
        permitsBy: "none-needed",
        credentials: {},
      });
      expect(painting.status).toBe(201);
    });

    it("a schedule's first payment is the deposit: 400 naming the field when they differ", async () => {
      const { rowId } = await posted({ category: "Renovation" });
      const refused = await sendProposal(rowId, {
        ...itemised,
        schedule: [
          { description: "Start", amountCents: 30_000 },
          { description: "On completion", amountCents: TOTAL - 30_000 },
        ],
      });
      expect(refused.status).toBe(400);
      expect(await issuesOf(refused)).toEqual([
        {
          path: "structured.schedule.0.amountCents",
          message:
            "The first payment of the schedule is the deposit: make it equal the deposit, $290.00",
        },
      ]);
      // A percentage deposit is compared as computed; without a deposit any first payment does.
      const { deposit: _deposit, ...noDeposit } = itemised;
      expect(
        (await sendProposal(rowId, { ...noDeposit, schedule: itemised.schedule })).status,
      ).toBe(201);
    });

    it("malformed trade fields are refused with 400 naming each; the HCRA licence is required for a custom home", async () => {
      const { rowId } = await posted({ category: "Custom Build" });
      const cases: [string, unknown][] = [
        ["stoCertificate", "x"],
        ["stoCertificate", "!!!!!!"],
        ["hcraLicence", "ABC"],
        ["hcraLicence", 12345],
        ["tarionEnrolment", "letters-only"],
        ["liabilityInsurance", "ab"],
        ["liabilityInsurance", "Intact Insurance, no number"],
        ["liabilityInsurance", `Policy 123${"x".repeat(130)}`],
        ["liabilityInsurance", "Policy\u0000 123"],
      ];
      for (const [field, value] of cases) {
        const refused = await sendProposal(rowId, {
          ...itemised,
          credentials: { hcraLicence: "45678", [field]: value },
        });
        expect(refused.status, `${field}: ${String(value)}`).toBe(400);
        expect((await issuesOf(refused)).map((issue) => issue.path)).toEqual([
          `structured.credentials.${field}`,
        ]);
      }
      const without = await sendProposal(rowId, { ...itemised, credentials: {} });
      expect(without.status).toBe(400);
      expect((await issuesOf(without))[0]!.path).toBe("structured.credentials.hcraLicence");
      const given = await sendProposal(rowId, {
        ...itemised,
        credentials: {
          hcraLicence: "45678",
          tarionEnrolment: "B-12345",
          liabilityInsurance: "Intact Insurance, policy CGL 554-221",
        },
      });
      expect(given.status).toBe(201);
    });

    it("the agreement prints the trade fields as rows, and the permits clause names ESA and Ontario One Call", async () => {
      const electrical = await agreed("Electrical", true, {
        ...itemised,
        credentials: {
          esaLicence: "7001234",
          stoCertificate: "309A-123456",
          liabilityInsurance: "Intact Insurance, policy CGL 554-221",
        },
      });
      const agreement = await read(electrical.id, electrical.homeowner);
      expect(agreement.terms.quote.credentials).toMatchObject({
        stoCertificate: "309A-123456",
        liabilityInsurance: "Intact Insurance, policy CGL 554-221",
      });
      const sections = agreementDocument(agreement);
      const rows = sections.find((section) => section.id === "credentials")!.rows!;
      expect(rows).toEqual([
        ["ECRA/ESA electrical contractor licence", "7001234"],
        ["Skilled Trades Ontario certificate of qualification (of the worker)", "309A-123456"],
        ["WSIB clearance certificate", "Not stated in the proposal (optional for this work)"],
        [
          "Commercial general liability insurance (insurer and policy number)",
          "Intact Insurance, policy CGL 554-221",
        ],
      ]);
      const headings = (id: number, token: string) =>
        read(id, token).then((found) =>
          agreementDocument(found)
            .find((section) => section.id === "permits")!
            .paragraphs!.map((paragraph) => paragraph.heading ?? paragraph.body.slice(0, 20)),
        );
      expect(await headings(electrical.id, electrical.homeowner)).toEqual([
        "The contractor obtai",
        "Electrical work: notification to the Electrical Safety Authority",
        "Before any digging: Ontario One Call locates",
      ]);
      const renovation = await agreed("Renovation", true);
      expect(await headings(renovation.id, renovation.homeowner)).toEqual([
        "The contractor obtai",
        "Before any digging: Ontario One Call locates",
      ]);
    });

    // Item 7: TSSA registration was asked on every plumbing job. The proposal says whether the
    // work includes gas appliances or gas piping; TSSA registration applies, and is required,
    // only then (docs/decisions/0016-credentials-licences-and-permits.md).
    it("a plumbing proposal says whether its work includes gas: TSSA registration is required then and only then, and the agreement prints both", async () => {
      const { rowId } = await posted({ category: "Plumbing" });
      const withoutTssa = await sendProposal(rowId, {
        ...itemised,
        gasWork: true,
        credentials: { wsibClearance: "A1234567" },
      });
      expect(withoutTssa.status).toBe(400);
      expect(await issuesOf(withoutTssa)).toEqual([
        {
          path: "structured.credentials.tssaRegistration",
          message:
            "Give your TSSA fuels contractor registration number: it is required to take on work with gas appliances or gas piping",
        },
      ]);
      for (const malformed of ["yes", 1, null]) {
        const refused = await sendProposal(rowId, { ...itemised, gasWork: malformed });
        expect(refused.status, String(malformed)).toBe(400);
        expect((await issuesOf(refused)).map((issue) => issue.path)).toEqual([
          "structured.gasWork",
        ]);
      }

      const licenceRows = async (gasWork: boolean) => {
        const { id, homeowner } = await agreed("Plumbing", true, {
          ...itemised,
          gasWork,
          credentials: { wsibClearance: "A1234567", tssaRegistration: "TS-000123" },
        });
        const agreement = await read(id, homeowner);
        expect(agreement.terms.quote.gasWork).toBe(gasWork);
        return agreementDocument(agreement).find((section) => section.id === "credentials")!;
      };
      const noGas = await licenceRows(false);
      expect(noGas.rows).toEqual([
        ["Gas appliances or gas piping in the work", "No, as the proposal states"],
        [
          "Skilled Trades Ontario certificate of qualification (of the worker)",
          "Not stated in the proposal (optional for this work)",
        ],
        ["WSIB clearance certificate", "A1234567"],
        [
          "City of Toronto business licence (Municipal Code Chapter 545)",
          "Not stated in the proposal (optional for this work)",
        ],
        [
          "Commercial general liability insurance (insurer and policy number)",
          "Not stated in the proposal (optional for this work)",
        ],
      ]);
      expect(noGas.links!.map((link) => link.label)).not.toContain(
        "No public lookup: confirm with Technical Standards and Safety Authority (TSSA)",
      );
      const gas = await licenceRows(true);
      expect(gas.rows!.slice(0, 3)).toEqual([
        [
          "Gas appliances or gas piping in the work",
          "Yes, as the proposal states: TSSA registration applies",
        ],
        [
          "Skilled Trades Ontario certificate of qualification (of the worker)",
          "Not stated in the proposal (optional for this work)",
        ],
        ["TSSA fuels contractor registration", "TS-000123"],
      ]);
      expect(gas.links!.map((link) => link.label)).toContain(
        "No public lookup: confirm with Technical Standards and Safety Authority (TSSA)",
      );
    });

    // Item 7: the WSIB wording. Where WSIB clearance applies, the agreement says what the Act asks
    // of construction and who is exempt, with its source; it claims no check.
    it("the agreement says who must have WSIB coverage and who is exempt, citing the Act", async () => {
      const { id, homeowner } = await agreed("Renovation", true);
      const section = agreementDocument(await read(id, homeowner)).find(
        (found) => found.id === "credentials",
      )!;
      expect(section.paragraphs).toHaveLength(1);
      const [wsib] = section.paragraphs!;
      expect(wsib!.heading).toBe("WSIB coverage, and who is exempt");
      expect(wsib!.source).toContain("Workplace Safety and Insurance Act, 1997, s. 12.2");
      expect(wsib!.body).toContain(
        "hired and paid directly by the homeowner or a resident of the home, is exempt for themselves, though any employees must still be covered",
      );
      expect(wsib!.body).toContain(
        "one executive officer or partner of a business who does no construction work",
      );
      expect(wsib!.body).not.toMatch(/verified|checked/i);
      // Cleaning is not construction: no WSIB row, no paragraph.
      const cleaning = await agreed("Cleaning", true);
      expect(
        agreementDocument(await read(cleaning.id, cleaning.homeowner)).find(
          (found) => found.id === "credentials",
        )!.paragraphs,
      ).toBeUndefined();
    });

    it("a correction prints who obtains the permits in words, and refuses none-needed on electrical work", async () => {
      const correct = (id: number, token: string, quote: unknown) =>
        call(
          correctionsRoute,
          `/api/agreements/${id}/corrections`,
          { quote, note: "Who obtains the permit changes." },
          token,
        );
      const electrical = await agreed("Electrical", true);
      const refused = await correct(electrical.id, electrical.contractor, {
        ...itemised,
        permitsBy: "none-needed",
      });
      expect(refused.status).toBe(400);
      expect((await issuesOf(refused))[0]!.path).toBe("quote.permitsBy");
      const renovation = await agreed("Renovation", true);
      const proposed = await correct(renovation.id, renovation.contractor, {
        ...itemised,
        permitsBy: "homeowner",
      });
      expect(proposed.status).toBe(201);
      const { correction } = (await proposed.json()) as Agreement;
      expect(correction!.changes).toEqual([
        {
          field: "permitsBy",
          before: "The contractor obtains the permits",
          after: "The homeowner obtains the permits",
        },
      ]);
    });
  });
});
