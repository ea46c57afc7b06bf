import { sql } from 'drizzle-orm';
import type { SubscriptionAnalytics } from '../../../shared/subscription-analytics';
import { type Db, rowsOf } from '../../db/client';

/** How many UK calendar months the figures cover, the current one included. */
export const ANALYTICS_MONTHS = 12;

/**
 * The owner's subscription figures for the last twelve UK calendar months, counted by PostgreSQL from the
 * subscriptions and their timeline in one statement (the shop keeps no second way to compute them).
 *
 * A subscription's life: it starts at created_at and ends at its first 'cancelled' event (a cancelled row
 * without one ends at its last update). In between, a 'paused' event stops it until the next 'resumed'.
 * Its state at an instant is the outcome of every change strictly before that instant, so a month's end is
 * the first instant of the next month in London, and a month's start is the end of the month before.
 *
 * - MRR at month end: each subscription active then turns its price per delivery into a month's worth
 *   (weekly × 52/12, fortnightly × 26/12, monthly × 1, quarterly ÷ 3), rounded to whole pence (half up)
 *   per subscription, then summed. The current price is used for every month: an edit has no price history.
 * - New / cancelled: lives starting / ending in the month. Paused / resumed: subscriptions with such an
 *   event in the month (a pause after failed payments included).
 * - Churn is split by who stopped the subscription. Chosen: cancelled by the subscriber, an email link or
 *   the shop's staff (a cancelled row with no event predates the timeline, when only they could cancel).
 *   Failed payments: stopped by the shop's own jobs after the last renewal charge failed, which the
 *   dunning records as a 'paused' (or 'cancelled') event by 'system' with detail cause 'payment_failed'.
 *   Churn % counts every subscription lost in the month once (either way, or a cancellation by the jobs for
 *   another cause, which none makes today) over those active at the month's start; each split is its own
 *   count over the same base. Percentages have one decimal (half up), 0 with no base.
 * - Save offers in the cancel flow: accepted when the event of the action taken instead (skipped, delayed,
 *   edited) carries detail cancelOffer, declined when the 'cancelled' event carries detail offerDeclined;
 *   acceptance % is accepted over both, null when there were none.
 * - Cohorts: subscriptions by month of sign-up; cell k is the percent not cancelled at the end of the k-th
 *   month after it (a pause still counts as subscribed), up to the current month.
 * - Cancellations by reason: lives ended within the range, by cancel_reason ('unknown' when none), most first.
 */
export async function subscriptionFigures(db: Db, now: Date = new Date()): Promise<SubscriptionAnalytics> {
  const ukMonth = (instant: string) => sql.raw(`to_char(${instant} at time zone 'Europe/London', 'YYYY-MM')`);
  const percent = (part: string, whole: string) =>
    sql.raw(`case when ${whole} = 0 then 0 else round(${part} * 100.0 / ${whole}, 1) end`);
  const [row] = rowsOf<SubscriptionAnalytics>(
    await db.execute(sql`
      with
      -- The range and the month before it (whose end is the first month's start), in London time.
      months as (
        select to_char(m, 'YYYY-MM') as month, m at time zone 'Europe/London' as starts_at,
               (m + interval '1 month') at time zone 'Europe/London' as ends_at
        from generate_series(
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/London') - ${sql.raw(`interval '${ANALYTICS_MONTHS} months'`)},
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/London'),
          interval '1 month') as m
      ),
      bounds as (select min(starts_at) filter (where month > (select min(month) from months)) as starts_at, max(ends_at) as ends_at from months),
      first_cancel as (
        select distinct on (subscription_id) subscription_id, at, actor, detail ->> 'cause' as cause
        from subscription_events where kind = 'cancelled'
        order by subscription_id, at
      ),
      lives as (
        select s.id, s.created_at as started_at, s.cancel_reason,
               coalesce(c.at, case when s.status = 'cancelled' then s.updated_at end) as ended_at,
               case when c.actor = 'system' then (case when c.cause = 'payment_failed' then 'failed' else 'system' end)
                    else 'chosen' end as ended_how,
               (case s.frequency when 'Weekly' then round(s.price_pence * 52 / 12.0)
                                 when 'Fortnightly' then round(s.price_pence * 26 / 12.0)
                                 when 'Quarterly' then round(s.price_pence / 3.0)
                                 else s.price_pence end)::bigint as monthly_pence
        from subscriptions s left join first_cancel c on c.subscription_id = s.id
      ),
      -- Every change of state in order; a span runs from one change to the next.
      changes as (
        select id, started_at as at, 0 as step, true as active, monthly_pence from lives
        union all
        select e.subscription_id, e.at, 1, e.kind = 'resumed', l.monthly_pence
        from subscription_events e join lives l on l.id = e.subscription_id
        where e.kind in ('paused', 'resumed') and (l.ended_at is null or e.at < l.ended_at)
        union all
        select id, ended_at, 2, false, monthly_pence from lives where ended_at is not null
      ),
      active_spans as (
        select from_at, until_at, monthly_pence from (
          select active, monthly_pence, at as from_at, lead(at) over (partition by id order by at, step) as until_at from changes
        ) spans where active
      ),
      month_ends as (
        select m.month, count(a.from_at) as active, coalesce(sum(a.monthly_pence), 0) as mrr
        from months m left join active_spans a on a.from_at < m.ends_at and (a.until_at is null or a.until_at >= m.ends_at)
        group by m.month
      ),
      starts as (
        select ${ukMonth('started_at')} as month, count(*) as n from lives, bounds
        where started_at >= bounds.starts_at and started_at < bounds.ends_at group by 1
      ),
      -- Subscriptions lost: cancellations, and the dunning's stops after the last failed charge.
      losses as (
        select id as subscription_id, ended_at as at, ended_how as how, true as cancel from lives where ended_at is not null
        union all
        select subscription_id, at, 'failed', false from subscription_events
        where kind = 'paused' and actor = 'system' and detail ->> 'cause' = 'payment_failed'
      ),
      month_losses as (
        select ${ukMonth('at')} as month,
               count(distinct subscription_id) filter (where cancel) as cancelled,
               count(distinct subscription_id) filter (where how = 'chosen') as chosen,
               count(distinct subscription_id) filter (where how = 'failed') as failed,
               count(distinct subscription_id) as lost
        from losses, bounds where at >= bounds.starts_at and at < bounds.ends_at group by 1
      ),
      month_events as (
        select ${ukMonth('at')} as month,
               count(distinct subscription_id) filter (where kind = 'paused') as paused,
               count(distinct subscription_id) filter (where kind = 'resumed') as resumed,
               count(*) filter (where kind in ('skipped', 'delayed', 'edited') and detail ->> 'cancelOffer' is not null) as accepted,
               count(*) filter (where kind = 'cancelled' and detail ->> 'offerDeclined' is not null) as declined
        from subscription_events, bounds
        where kind in ('paused', 'resumed', 'skipped', 'delayed', 'edited', 'cancelled')
          and at >= bounds.starts_at and at < bounds.ends_at
        group by 1
      ),
      figures as (
        select e.month, e.mrr, e.active as active_at_end, lag(e.active) over (order by e.month) as active_at_start,
               coalesce(s.n, 0) as created, coalesce(l.cancelled, 0) as cancelled, coalesce(l.chosen, 0) as chosen,
               coalesce(l.failed, 0) as failed, coalesce(l.lost, 0) as lost, coalesce(v.paused, 0) as paused,
               coalesce(v.resumed, 0) as resumed, coalesce(v.accepted, 0) as accepted, coalesce(v.declined, 0) as declined
        from month_ends e left join starts s using (month) left join month_losses l using (month)
        left join month_events v using (month)
      ),
      members as (
        select ${ukMonth('started_at')} as cohort, ended_at from lives, bounds
        where started_at >= bounds.starts_at and started_at < bounds.ends_at
      ),
      cells as (
        select b.cohort, m.month, count(*) as size, count(*) filter (where b.ended_at is null or b.ended_at >= m.ends_at) as kept
        from members b join months m on m.month >= b.cohort group by b.cohort, m.month
      ),
      reasons as (
        select coalesce(nullif(cancel_reason, ''), 'unknown') as reason, count(*) as count from lives, bounds
        where ended_at >= bounds.starts_at and ended_at < bounds.ends_at group by 1
      )
      select
        coalesce((select json_agg(json_build_object(
          'month', month, 'mrrPence', mrr, 'activeAtStart', active_at_start, 'activeAtEnd', active_at_end,
          'new', created, 'cancelled', cancelled, 'paused', paused, 'resumed', resumed,
          'chosenCancellations', chosen, 'failedPayments', failed,
          'churnPercent', ${percent('lost', 'active_at_start')},
          'chosenChurnPercent', ${percent('chosen', 'active_at_start')},
          'failedPaymentChurnPercent', ${percent('failed', 'active_at_start')},
          'offersAccepted', accepted, 'offersDeclined', declined,
          'offerAcceptancePercent', case when accepted + declined = 0 then null else ${percent('accepted', '(accepted + declined)')} end
        ) order by month) from figures where active_at_start is not null), '[]') as "months",
        coalesce((select json_agg(json_build_object('month', cohort, 'size', size, 'retainedPercent', retained) order by cohort)
          from (select cohort, max(size) as size, json_agg(${percent('kept', 'size')} order by month) as retained
                from cells group by cohort) rows), '[]') as "cohorts",
        coalesce((select json_agg(json_build_object('reason', reason, 'count', count) order by count desc, reason)
          from reasons), '[]') as "cancellationsByReason"
    `),
  );
  if (!row) throw new Error('the figures query returned no row');
  return row;
}
