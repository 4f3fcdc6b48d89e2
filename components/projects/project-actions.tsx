"use client";

import dynamic from "next/dynamic";

// The owner's panel (edit, status, proposals, react-query) loads only on posted projects, so a
// sample's page never downloads it.
export const PostedProjectActions = dynamic(() =>
  import("./posted-project-panel").then((module) => module.PostedProjectPanel),
);
