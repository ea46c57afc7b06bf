/**
 * The one-click links every subscription email carries. Each link names one subscription, one of
 * these actions and the delivery it was sent about; it works once, for LINK_VALID_DAYS.
 */
export const LINK_ACTIONS = ['skip', 'delay', 'flavours', 'pause', 'manage'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export const LINK_VALID_DAYS = 14;

/** The words of each link in the email, and of the button on the page it opens. */
export const LINK_LABELS: Record<LinkAction, string> = {
  skip: 'Skip this delivery',
  delay: 'Delay one week',
  flavours: 'Change flavours',
  pause: 'Pause',
  manage: 'Manage subscription',
};

/** Actions that change the subscription when the button is pressed; the others open it for editing. */
export const CHANGING_ACTIONS = ['skip', 'delay', 'pause'] as const satisfies readonly LinkAction[];
export type ChangingAction = (typeof CHANGING_ACTIONS)[number];
export const isChangingAction = (action: LinkAction): action is ChangingAction =>
  (CHANGING_ACTIONS as readonly string[]).includes(action);

/** Why a link does not work, as the page explains it (each with the way to sign in instead). */
export type LinkRefusal = 'invalid' | 'expired' | 'used' | 'stale';

export const REFUSAL_MESSAGES: Record<LinkRefusal, string> = {
  invalid: 'This link is not valid. It may have been copied incompletely.',
  expired: `This link has expired: the links in our emails work for ${LINK_VALID_DAYS} days.`,
  used: 'This link has already been used.',
  stale: 'This link was for a delivery that has changed since the email was sent.',
};
