import type { DisputeInput } from '@wheelhouse/contracts/fiat-rules';

/** Common problems the open-dispute form offers (sent as the code; staff read it). */
export const DISPUTE_PROBLEMS = [
  'paid_not_credited',
  'paid_after_expiry',
  'paid_other_amount',
  'wrong_details',
  'declined_but_paid',
  'other',
] as const;

export interface DisputeDraft {
  file: { fileName: string; fileContent: string } | null;
  acceptOption: string;
  amount: string;
  comment: string;
  problem: string;
}

/** The request body of a draft: trimmed, the amount only when given (spec §3: optional). */
export function disputeRequestOf(draft: DisputeDraft): DisputeInput {
  const amount = draft.amount.trim();
  return {
    image: draft.file
      ? {
          name: draft.file.fileName,
          fileName: draft.file.fileName,
          fileContent: draft.file.fileContent,
        }
      : null,
    acceptOption: draft.acceptOption,
    ...(amount === '' ? {} : { amount }),
    comment: draft.comment.trim(),
    problem: draft.problem,
  };
}
