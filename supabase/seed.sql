-- Local seed data: applied once to a new local database (the embedded backend,
-- or `supabase db reset`). Never pushed to a hosted project.
--
-- Featured testimonials carry distinct created_at values so "newest first,
-- limit 3" has one right answer.

insert into public.testimonials
  (id, client_name, role, company, content, rating, image_url, featured, created_at)
values
  (
    '5d1c1a52-8f5e-4a53-9a43-0c5a1f7e2b01',
    'Priya Raman',
    'Chief Operating Officer',
    'Global Logistics Corp',
    'Their team automated our route-exception handling in under three months. Planners now spend their mornings on carrier strategy instead of spreadsheets, and on-time delivery is up eleven points.',
    5,
    null,
    true,
    '2026-10-28 09:15:00+00'
  ),
  (
    '5d1c1a52-8f5e-4a53-9a43-0c5a1f7e2b02',
    'Daniel Okafor',
    'VP of Clinical Operations',
    'HealthTech Solutions',
    'We came in sceptical about AI in a regulated setting. They started with our compliance team, not the model, and the triage assistant they built passed audit on the first attempt.',
    5,
    null,
    true,
    '2026-10-14 14:40:00+00'
  ),
  (
    '5d1c1a52-8f5e-4a53-9a43-0c5a1f7e2b03',
    'Sofia Marquez',
    'Head of Merchandising',
    'RetailMax Inc',
    'The demand forecasts are the first ones our buyers actually trust. Markdowns fell by a third last season, and the dashboards explain every prediction in plain language.',
    4,
    null,
    true,
    '2026-09-30 11:05:00+00'
  ),
  (
    '5d1c1a52-8f5e-4a53-9a43-0c5a1f7e2b04',
    'Martin Keller',
    'Director of Risk Analytics',
    'FinServe Group',
    'Fraud review used to take two analysts a full day per batch. The agentic workflow they delivered flags, explains and routes cases in minutes, with a clear audit trail for our regulators.',
    5,
    null,
    true,
    '2026-09-02 16:20:00+00'
  ),
  (
    '5d1c1a52-8f5e-4a53-9a43-0c5a1f7e2b05',
    'Aisha Bello',
    'Founder',
    'Brightpath Learning',
    'Practical, honest advice. They told us which of our AI ideas were not worth building yet, and the one we did build paid for the engagement within a quarter.',
    4,
    null,
    false,
    '2026-08-19 10:00:00+00'
  ),
  (
    '5d1c1a52-8f5e-4a53-9a43-0c5a1f7e2b06',
    'Kenji Watanabe',
    'IT Manager',
    'Northwind Manufacturing',
    'The integration work was careful and well documented. Our in-house team took over the maintenance after the handover without a single escalation.',
    4,
    null,
    false,
    '2026-07-07 08:30:00+00'
  );

-- The one host of a fresh local backend, so that the booking dialog has free
-- times: Monday to Friday, 09:00-17:00 in Los Angeles, with the default
-- meeting, buffer, notice and horizon (public.booking_settings).
insert into public.booking_hosts (id, name, time_zone)
values ('b0000000-0000-4000-8000-000000000001', 'Cognivance AI', 'America/Los_Angeles');
insert into public.booking_host_hours (host_id, weekday, start_time, end_time)
select 'b0000000-0000-4000-8000-000000000001', weekday, '09:00', '17:00'
from generate_series(1, 5) as weekday;
