"use client";

import { Send } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";

// The form (validation, selects, dialog) is loaded when a contractor points at or presses the
// button, so visitors who only read a project page never download it.
const ProposalFormDialog = dynamic(
  () => import("./proposal-form-dialog").then((module) => module.ProposalFormDialog),
  { ssr: false },
);

/** Submit Proposal, on any open project: a sample request (2000+) or a posted project (3000+). */
export function ProposalDialog({
  projectId,
  projectTitle,
  onSubmitted,
  triggerClassName,
}: {
  projectId: number;
  projectTitle: string;
  onSubmitted?: () => void;
  triggerClassName?: string;
}) {
  const t = useTranslations("proposal");
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className={triggerClassName}
        aria-haspopup="dialog"
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Send aria-hidden />
        {t("open")}
      </Button>
      {wanted ? (
        <ProposalFormDialog
          projectId={projectId}
          projectTitle={projectTitle}
          onSubmitted={onSubmitted}
          open={open}
          setOpen={setOpen}
        />
      ) : null}
    </>
  );
}
