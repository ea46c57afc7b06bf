import { type SQL, sql } from 'drizzle-orm';

/** How many UK calendar months the figures cover, the current one included. */
export const ANALYTICS_MONTHS = 12;

/** The statement behind subscriptionFigures (analytics.ts says what it counts): one row of three JSON arrays. */
export function figuresQuery(now: Date): SQL {
  // Which month k an instant falls in, by a binary search of the months' first instants (no time zone
  // conversion per row): -1 before month 0, LAST + 1 after the current month, null for no instant.
  const monthOf = (instant: string) => sql.raw(`(width_bucket(${instant}, bounds.edges) - 1)`);
  const LAST = sql.raw(String(ANALYTICS_MONTHS));
  const percent = (part: string, whole: string) =>
    sql.raw(`case when ${whole} = 0 then 0 else round(${part} * 100.0 / ${whole}, 1) end`);
  return sql`
    with
    -- k = 1..${LAST} are the range's months, in London; k = 0 is the month before, whose end is the first one's start.
    months as (
      select k, first + k * interval '1 month' as m
      from (select date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/London')
                   - ${sql.raw(`interval '${ANALYTICS_MONTHS} months'`)} as first) f,
           generate_series(0, ${LAST}) as k
    ),
    -- The first instant of every month, and the end of the last.
    bounds as (
      select array_agg(m at time zone 'Europe/London' order by k)
               || (max(m) + interval '1 month') at time zone 'Europe/London' as edges,
             min(m) filter (where k = 1) at time zone 'Europe/London' as starts_at
      from months
    ),
    first_cancel as (
      select distinct on (subscription_id) subscription_id, at, actor, detail ->> 'cause' as cause
      from subscription_events where kind = 'cancelled'
      order by subscription_id, at
    ),
    lives as (
      select l.*, ${monthOf('started_at')} as started_k, ${monthOf('ended_at')} as ended_k
      from (
        select s.id, s.created_at as started_at, s.cancel_reason,
               coalesce(c.at, case when s.status = 'cancelled' then s.updated_at end) as ended_at,
               case when c.actor = 'system' then (case when c.cause = 'payment_failed' then 'failed' else 'system' end)
                    else 'chosen' end as ended_how,
               (case s.frequency when 'Weekly' then round(s.price_pence * 52 / 12.0)
                                 when 'Fortnightly' then round(s.price_pence * 26 / 12.0)
                                 when 'Quarterly' then round(s.price_pence / 3.0)
                                 else s.price_pence end)::bigint as monthly_pence
        from subscriptions s left join first_cancel c on c.subscription_id = s.id
      ) l, bounds
    ),
    pauses as (
      select e.subscription_id, e.at, e.kind = 'resumed' as active
      from subscription_events e join lives l on l.id = e.subscription_id
      where e.kind in ('paused', 'resumed') and (l.ended_at is null or e.at < l.ended_at)
    ),
    -- A subscription never paused is active from its start to its end. The others go through every
    -- change of state in order; a span runs from one change to the next.
    active_spans as (
      select started_k as from_k, ended_k as until_k, monthly_pence from lives
      where id not in (select subscription_id from pauses)
      union all
      select ${monthOf('at')}, ${monthOf('next_at')}, monthly_pence from (
        select active, at, monthly_pence, lead(at) over (partition by id order by at, step) as next_at from (
          select id, started_at as at, 0 as step, true as active, monthly_pence from lives
          where id in (select subscription_id from pauses)
          union all
          select p.subscription_id, p.at, 1, p.active, l.monthly_pence from pauses p join lives l on l.id = p.subscription_id
          union all
          select id, ended_at, 2, false, monthly_pence from lives
          where ended_at is not null and id in (select subscription_id from pauses)
        ) changes
      ) spans, bounds where active
    ),
    -- A span counts at the ends of the months from the one it starts in up to the one before it stops in:
    -- +1 (and its MRR) where it starts, -1 where it stops, summed over the months in order. Earlier months
    -- fold into month 0, where a span that also stopped before the range cancels out.
    deltas as (
      select k, sum(n) as n, sum(pence) as pence from (
        select greatest(from_k, 0) as k, 1 as n, monthly_pence as pence from active_spans
        union all
        select greatest(until_k, 0), -1, -monthly_pence from active_spans where until_k is not null
      ) d group by k
    ),
    month_ends as (
      select k, months.m, sum(coalesce(n, 0)) over (order by k) as active, sum(coalesce(pence, 0)) over (order by k) as mrr
      from months left join deltas using (k)
    ),
    starts as (select started_k as k, count(*) as n from lives group by 1),
    -- Subscriptions lost: cancellations, and the dunning's stops after the last failed charge.
    losses as (
      select k,
             count(distinct subscription_id) filter (where cancel) as cancelled,
             count(distinct subscription_id) filter (where how = 'chosen') as chosen,
             count(distinct subscription_id) filter (where how = 'failed') as failed,
             count(distinct subscription_id) as lost
      from (
        select id as subscription_id, ended_k as k, ended_how as how, true as cancel from lives where ended_k between 1 and ${LAST}
        union all
        select subscription_id, ${monthOf('at')}, 'failed', false from subscription_events, bounds
        where kind = 'paused' and actor = 'system' and detail ->> 'cause' = 'payment_failed' and at >= bounds.starts_at
      ) l
      group by 1
    ),
    happenings as (
      select ${monthOf('at')} as k,
             count(distinct subscription_id) filter (where kind = 'paused') as paused,
             count(distinct subscription_id) filter (where kind = 'resumed') as resumed,
             count(*) filter (where kind in ('skipped', 'delayed', 'edited') and detail ->> 'cancelOffer' is not null) as accepted,
             count(*) filter (where kind = 'cancelled' and detail ->> 'offerDeclined' is not null) as declined
      from subscription_events, bounds
      where kind in ('paused', 'resumed', 'skipped', 'delayed', 'edited', 'cancelled') and at >= bounds.starts_at
      group by 1
    ),
    figures as (
      select e.k, to_char(e.m, 'YYYY-MM') as month, e.mrr, e.active as active_at_end,
             lag(e.active) over (order by e.k) as active_at_start,
             coalesce(s.n, 0) as created, coalesce(l.cancelled, 0) as cancelled, coalesce(l.chosen, 0) as chosen,
             coalesce(l.failed, 0) as failed, coalesce(l.lost, 0) as lost, coalesce(h.paused, 0) as paused,
             coalesce(h.resumed, 0) as resumed, coalesce(h.accepted, 0) as accepted, coalesce(h.declined, 0) as declined
      from month_ends e left join starts s using (k) left join losses l using (k) left join happenings h using (k)
    ),
    -- Cohorts: how many of each sign-up month stopped in each month, then how many were kept at each month's end.
    leavers as (
      select started_k as cohort, ended_k, count(*) as n from lives where started_k between 1 and ${LAST} group by 1, 2
    ),
    cells as (
      select c.cohort, months.k, sum(c.n) as size,
             coalesce(sum(c.n) filter (where c.ended_k is null or c.ended_k > months.k), 0) as kept
      from leavers c join months on months.k >= c.cohort group by c.cohort, months.k
    ),
    reasons as (
      select coalesce(nullif(cancel_reason, ''), 'unknown') as reason, count(*) as count from lives
      where ended_k between 1 and ${LAST} group by 1
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
      ) order by k) from figures where k > 0), '[]') as "months",
      coalesce((select json_agg(json_build_object('month', month, 'size', size, 'retainedPercent', retained) order by cohort)
        from (select cohort, to_char(min(months.m), 'YYYY-MM') as month, max(size) as size,
                     json_agg(${percent('kept', 'size')} order by cells.k) as retained
              from cells join months on months.k = cells.cohort group by cohort) rows), '[]') as "cohorts",
      coalesce((select json_agg(json_build_object('reason', reason, 'count', count) order by count desc, reason)
        from reasons), '[]') as "cancellationsByReason"
  `;
}
