/** Why a subscriber cancels: asked once, on the way out, and kept for the owner. */
export const CANCEL_REASONS = ['too_much', 'too_expensive', 'disliked_flavours', 'moving', 'buying_elsewhere', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  too_much: 'Too much biltong',
  too_expensive: 'Too expensive',
  disliked_flavours: "Didn't like the flavours",
  moving: 'Moving or travelling',
  buying_elsewhere: 'Buying elsewhere',
  other: 'Other',
};

export const OTHER_REASON_MESSAGE = 'Please tell us a little more.';

/** The reason as the timeline and the owner read it ('Other: moving abroad'). */
export function cancelReasonText(reason: CancelReason, details?: string | null): string {
  const label = CANCEL_REASON_LABELS[reason];
  return details ? `${label}: ${details}` : label;
}
