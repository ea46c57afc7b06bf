import type { RouterOutputs } from '~/server/trpc/app-router';
import { documentDate } from '../../../shared/dates';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

export type OwnSubscription = RouterOutputs['subscription']['listMine'][number];
export type NextBoxExtra = RouterOutputs['subscription']['extras'][number];

/** Pause, resume, skip, order now, cancel and the cancel dialog's offer for the account cards; errors show the server's message. */
export function useSubscriptionActions() {
  const utils = trpc.useUtils();
  const refresh = () => utils.subscription.listMine.invalidate();
  const onError = (error: { message: string }) => notify.error(errorMessage(error));

  const pause = trpc.subscription.pause.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success('Subscription paused. No boxes will be sent until you resume it.');
    },
    onError,
  });
  const resume = trpc.subscription.resume.useMutation({
    onSuccess: async (row) => {
      await refresh();
      notify.success(row ? `Subscription resumed. Next delivery: ${documentDate(row.nextDeliveryAt)}.` : 'Subscription resumed.');
    },
    onError,
  });
  const skip = trpc.subscription.skipNext.useMutation({
    onSuccess: async (row) => {
      await refresh();
      notify.success(
        row ? `Next delivery skipped. Your next delivery is now ${documentDate(row.nextDeliveryAt)}.` : 'Delivery skipped.',
      );
    },
    onError,
  });
  const orderNow = trpc.subscription.orderNow.useMutation({
    onSuccess: async (done) => {
      await refresh();
      notify.success(
        done.orderNumber === null
          ? `Your box is ordered. Next delivery after it: ${documentDate(done.nextDeliveryAt)}.`
          : `Your box is order #${done.orderNumber}. Next delivery after it: ${documentDate(done.nextDeliveryAt)}.`,
      );
    },
    onError,
  });
  const cancel = trpc.subscription.cancel.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success('Subscription cancelled. We have emailed you the end date and any boxes still to come.');
    },
    onError,
  });
  const acceptOffer = trpc.subscription.acceptCancelOffer.useMutation({
    onSuccess: async (row, { offer }) => {
      await refresh();
      notify.success(
        offer === 'fewer'
          ? `Your box now comes ${row.frequency.toLowerCase()}. Next delivery: ${documentDate(row.nextDeliveryAt)}.`
          : `Next delivery skipped. Your next delivery is now ${documentDate(row.nextDeliveryAt)}.`,
      );
    },
    onError,
  });
  return { pause, resume, skip, orderNow, cancel, acceptOffer };
}

/** 'Add to next box' for one subscription: its extras, adding and removing one; errors show the server's message. */
export function useExtraActions(id: string) {
  const utils = trpc.useUtils();
  const onError = (error: { message: string }) => notify.error(errorMessage(error));
  const add = trpc.subscription.addExtra.useMutation({
    onSuccess: (extras) => {
      utils.subscription.extras.setData({ id }, extras);
      notify.success('Added to your next box.');
    },
    onError,
  });
  const remove = trpc.subscription.removeExtra.useMutation({
    onSuccess: (extras) => utils.subscription.extras.setData({ id }, extras),
    onError,
  });
  return { add, remove };
}
