"use client";

import dynamic from "next/dynamic";

// What a visitor may do on a project page, each loaded only where the page shows it: the owner's
// panel on posted projects, Submit Proposal on open sample requests, nothing on completed samples.
export const PostedProjectActions = dynamic(() =>
  import("./posted-project-panel").then((module) => module.PostedProjectPanel),
);

export const OpenProjectActions = dynamic(() =>
  import("./proposal-dialog").then((module) => module.ProposalDialog),
);
