import { z } from "zod";

import { createProposalSchema, type CreateProposalInput } from "@/lib/proposals/schema";
import {
  formFieldOf,
  proposalBodyOf,
  type ProjectPlace,
  type ProposalFormValues,
} from "@/lib/proposals/form";
import { MESSAGES_FOR_EVERY_CHECK } from "@/lib/validation/messages";

/**
 * The proposal form's check: its values become the request body, which the API's own schema
 * judges, and each message lands on the form field it belongs to. The output is the body to send.
 * Loaded with zod when the form is first sent (lazyZodResolver).
 */
export const proposalFormSchema = (project: ProjectPlace) =>
  z
    .custom<ProposalFormValues>((value) => typeof value === "object" && value !== null)
    .transform((values, ctx): CreateProposalInput => {
      const { body, problems } = proposalBodyOf(values, project);
      const reported = new Set<string>();
      const report = (name: string, message: string) => {
        // One message per field: an amount that is not money is not also "not whole cents".
        if (reported.has(name)) return;
        reported.add(name);
        ctx.addIssue({ code: "custom", path: name.split("."), message, input: undefined });
      };
      for (const problem of problems) report(problem.name, problem.message);
      const checked = createProposalSchema.safeParse(body, MESSAGES_FOR_EVERY_CHECK);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          report(formFieldOf(issue.path.join(".")) ?? "root", issue.message);
        }
      }
      return body;
    });
