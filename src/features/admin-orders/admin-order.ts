import type { RouterOutputs } from '~/server/trpc/app-router';

/** One order as the admin's order drawer shows it; its sections (payment, actions) import it from here. */
export type AdminOrder = RouterOutputs['adminOrders']['get'];
