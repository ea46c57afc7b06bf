import pg from 'pg';

/**
 * Every subscriber's plan, drawn once with a fixed seed so runs compare: sign-ups over 18 months growing towards
 * today, frequencies and sizes as customers choose them, a life of about ten months on average, one in eight
 * pausing (most resuming), one in thirty stopped by the dunning, one in ten taking a save offer at some point.
 */
const PLAN = `
create temp table plan as
with drawn as (
  select g, random() as r_freq, random() as r_bags, random() as r_weight, random() as r_pause, random() as r_resume,
         random() as r_actor, random() as r_reason, random() as r_offer, random() as r_edit,
         now() - interval '548 days' * power(random(), 1.4) as created_at,
         interval '1 day' * (-ln(1 - random()) * 320) as life
  from generate_series(1, $1::int) g
), shaped as (
  select *, 'bench-sub-' || g as user_id, gen_random_uuid() as id,
         case when r_freq < 0.2 then 'Weekly' when r_freq < 0.45 then 'Fortnightly' when r_freq < 0.9 then 'Monthly' else 'Quarterly' end as frequency,
         1 + floor(r_bags * 3)::int as bags,
         case when r_weight < 0.1 then '125g' when r_weight < 0.8 then '250g' when r_weight < 0.95 then '500g' else '1kg' end as weight,
         case when created_at + life < now() then created_at + life end as cancelled_at
  from drawn
), timed as (
  select *,
         case frequency when 'Weekly' then interval '7 days' when 'Fortnightly' then interval '14 days'
                        when 'Monthly' then interval '1 month' else interval '3 months' end as period,
         case when r_pause < 0.12 then created_at + (coalesce(cancelled_at, now()) - created_at) * random() * 0.7 end as paused_at,
         case when r_pause >= 0.12 and r_pause < 0.153 and cancelled_at is null
              then created_at + (now() - created_at) * (0.3 + 0.7 * random()) end as dunning_at
  from shaped
)
select *,
       round(999 * bags * case weight when '125g' then 0.5 when '250g' then 1 when '500g' then 1.9 else 3.6 end)::int as price,
       case when paused_at is not null and r_resume < 0.6
                 and paused_at + interval '1 day' * (20 + 70 * r_resume) < coalesce(cancelled_at, now())
            then paused_at + interval '1 day' * (20 + 70 * r_resume) end as resumed_at,
       case when r_actor < 0.75 then 'customer' when r_actor < 0.9 then 'email-link' else 'admin' end as cancelled_by,
       case when r_reason < 0.2 then null else (array['too_much', 'too_expensive', 'disliked_flavours', 'moving', 'buying_elsewhere', 'other'])[1 + floor(r_reason * 100)::int % 6] end as reason,
       (array['skip', 'fewer', 'flavours'])[1 + floor(r_offer * 1000)::int % 3] as offer
from timed`;

const SUBSCRIPTIONS = `
insert into subscriptions (id, user_id, plan_name, bag_count, weight, frequency, price_pence, moisture_level, bags,
  delivery_address1, delivery_city, delivery_postcode, status, next_delivery_at, cancel_reason, created_at, updated_at)
select id, user_id, (array['The Scout', 'The Knight', 'The Monarch'])[bags], bags, weight::weight, frequency::frequency, price,
       'normal', '[{"variety":"Original","moisture":"normal","fat":"lean"}]'::jsonb, '1 Bench Street', 'York', 'YO1 7HH',
       (case when cancelled_at is not null then 'cancelled'
             when dunning_at is not null or (paused_at is not null and resumed_at is null) then 'paused'
             else 'active' end)::subscription_status,
       (now() + interval '3 days')::date, case when cancelled_at is not null then reason end, created_at,
       greatest(created_at, cancelled_at, dunning_at, paused_at, resumed_at)
from plan`;

/** One row per event: the timeline as the shop's own writes would have left it. */
const EVENTS = `
insert into subscription_events (subscription_id, kind, actor, detail, at)
select id, 'created', 'customer', '{}'::jsonb, created_at from plan
union all
select p.id, k.kind, 'system', jsonb_build_object('period', to_char(d, 'YYYY-MM-DD')), d - k.early
from plan p
cross join lateral generate_series(p.created_at + p.period,
  least(now(), coalesce(p.cancelled_at, now()), coalesce(p.dunning_at, now())), p.period) d
cross join (values ('renewed', interval '0'), ('reminder_sent', interval '3 days')) k(kind, early)
where p.paused_at is null or d < p.paused_at or d >= coalesce(p.resumed_at, 'infinity')
union all
select p.id, case when random() < 0.7 then 'skipped' else 'delayed' end, 'customer', '{}'::jsonb, d - interval '5 days'
from plan p cross join lateral generate_series(p.created_at + p.period, least(now(), coalesce(p.cancelled_at, now())), p.period) d
where random() < 0.04
union all
select id, 'edited', 'customer', '{}'::jsonb, created_at + (coalesce(cancelled_at, now()) - created_at) * r_edit from plan where r_edit < 0.15
union all
select id, 'paused', case when r_resume < 0.3 then 'email-link' else 'customer' end, '{}'::jsonb, paused_at from plan where paused_at is not null
union all
select id, 'resumed', 'customer', '{}'::jsonb, resumed_at from plan where resumed_at is not null
union all
select id, 'cancelled', cancelled_by,
       jsonb_strip_nulls(jsonb_build_object('reason', reason,
         'offerDeclined', case when cancelled_by <> 'admin' and r_offer < 0.55 then offer end)),
       cancelled_at
from plan where cancelled_at is not null
union all
select id, case offer when 'skip' then 'skipped' else 'edited' end, 'customer',
       jsonb_build_object('cancelOffer', offer), created_at + (coalesce(cancelled_at, now()) - created_at) * r_offer
from plan where r_offer < 0.1
union all
select id, 'payment_failed', 'system', jsonb_build_object('attempt', n, 'final', n = 4), dunning_at - (4 - n) * interval '3 days'
from plan cross join generate_series(1, 4) n where dunning_at is not null
union all
select id, 'paused', 'system', '{"cause":"payment_failed"}'::jsonb, dunning_at + interval '1 second' from plan where dunning_at is not null`;

/**
 * Seeds `count` subscribers and their histories, and the shop owner (an admin with a live session, token
 * 't-bench-owner'); returns how many rows of each kind were written.
 */
export async function seedSubscriptionHistory(url: string, count: number): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into "user" (id, name, email, email_verified)
       select 'bench-sub-' || g, 'Bench Subscriber ' || g, 'bench-sub-' || g || '@bench.example', true from generate_series(1, $1::int) g
       union all select 'bench-owner', 'Bench Owner', 'owner@bench.example', true`,
      [count],
    );
    await client.query(
      `insert into profiles (user_id, full_name, email, address1, city, postcode, account_type, role)
       values ('bench-owner', 'Bench Owner', 'owner@bench.example', '1 Bench Street', 'York', 'YO1 7HH', 'Admin', 'admin')`,
    );
    // As after a sign-in moments ago, so no request is due for better-auth's daily extension.
    await client.query(
      `insert into session (id, token, expires_at, user_id) values ('s-bench-owner', 't-bench-owner', now() + interval '7 days', 'bench-owner')`,
    );
    await client.query(PLAN, [count]);
    await client.query(SUBSCRIPTIONS);
    await client.query(EVENTS);
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query<{ kind: string; n: string }>(
      `select 'subscriptions' as kind, count(*) as n from subscriptions
       union all select 'events', count(*) from subscription_events
       union all (select kind, count(*) from subscription_events group by kind order by kind)`,
    );
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
