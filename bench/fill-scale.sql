-- The scale trial's data, for bench/scale.mjs (after the migrations, on an empty schema):
-- {{PROJECTS}} posted projects over two years, six proposals on each (one in ten itemised, one
-- accepted on every twentieth project), 400 on the open sample request, an agreement on each
-- accepted proposal (four in five confirmed by both parties), a change order on a quarter of the
-- confirmed agreements, two outbox rows per project and ten conversation messages per project. Nearly every project is listed (its
-- homeowner opened the publishing link); a few are unconfirmed or held. At 100,000 projects: 600,400 proposals
-- (60,000 itemised), 5,000 agreements, 1,000 change orders, 200,000 outbox rows. Then 20,000
-- signed-in contractors with profiles (what matching reads; see the end).

insert into projects (title, description, category, budget, timeline, urgency, homeowner,
  homeowner_email, location, municipality, postal_fsa, images, requirements, status,
  proposal_count, posted_at, updated_at, manage_token_hash, manage_token_used_at, listing,
  confirmed_at)
select
  'Scale project ' || i || ': ' || (array['replace basement waste stack', 'rewire a 1950s bungalow',
    'new furnace and ducts', 'interlock driveway'])[1 + i % 4],
  'Cast-iron waste stack in a 1920s semi-detached house is cracked below the floor drain. '
    || 'Replace with ABS to the main drain, permit included. Access from the laundry room.',
  (array['Plumbing', 'Electrical', 'HVAC', 'Landscaping & Snow Removal', 'Cleaning',
    'General Contracting', 'Moving Solutions', 'Architectural Visualization',
    'Restaurant Cleaning', 'Real Estate Photography & Videography', 'HVAC & Air Duct',
    'Security Bollards', 'EV Charging', 'Custom Build', 'Renovation', 'Painting'])[1 + i % 16],
  (array['Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000 - $25,000',
    '$25,000 - $50,000'])[1 + i % 5],
  'Within 1 month',
  (array['low', 'medium', 'high'])[1 + i % 3],
  'Scale Owner ' || i,
  'owner' || (i % 20000) || '@home.example',
  -- Locations spread over the catalogue's cities (half in Toronto) and one outside them, so the
  -- dashboard's city filter reads a realistic share of the table.
  (array['Leslieville, Toronto', 'Toronto, ON', 'Toronto', 'Etobicoke, Toronto, ON',
    'Toronto, ON M4M 1A1', 'Mississauga, ON', 'Brampton', 'Markham, ON', 'Vaughan, ON',
    'Richmond Hill, ON', 'Oakville, ON'])[1 + i % 11],
  -- The municipality the post form asks for, as each location names it ("Toronto" alone spread
  -- over four of its former municipalities): 5 in 11 in Toronto, 1 in 11 in "toronto" itself.
  case 1 + i % 11
    when 3 then (array['north-york', 'scarborough', 'east-york', 'york'])[1 + (i / 11) % 4]
    else (array['old-toronto', 'toronto', null, 'etobicoke', 'old-toronto', 'mississauga',
      'brampton', 'markham', 'vaughan', 'richmond-hill', 'oakville'])[1 + i % 11] end,
  case when i % 11 = 4 then 'M4M' end,
  case when i % 10 = 0
    then jsonb_build_array('/api/uploads/' || (md5(i::text)::uuid) || '.jpg')
    else '[]'::jsonb end,
  '["Licensed trade", "City of Toronto permit"]'::jsonb,
  (array['open', 'open', 'open', 'open', 'open', 'open', 'awaiting-estimation', 'estimated',
    'pending', 'in-progress', 'in-progress', 'in-progress', 'completed', 'completed',
    'completed', 'completed', 'completed', 'completed', 'cancelled', 'cancelled'])[1 + (i * 7) % 20],
  6,
  now() - (i::double precision / {{PROJECTS}}) * interval '730 days',
  now() - (i::double precision / {{PROJECTS}}) * interval '730 days',
  md5(i::text) || md5(i::text),
  now(),
  -- Nearly all listed; one in a hundred never confirmed, one in two hundred held for the operator
  -- (what the public list's partial indexes leave out).
  case when i % 100 = 1 then 'unconfirmed' when i % 200 = 3 then 'held' else 'listed' end,
  case when i % 100 = 1 then null
    else now() - (i::double precision / {{PROJECTS}}) * interval '730 days' end
from generate_series(1, {{PROJECTS}}) as i;

insert into proposals (project_id, contractor_name, contractor_email, contractor_phone, bid_amount,
  timeline, approach, experience, details, total_cents, status, tracking_token_hash, submitted_at,
  updated_at)
select
  p.id,
  'Contractor ' || ((p.id * 6 + k) % 5000),
  'bids' || ((p.id * 6 + k) % 5000) || '@contractor.example',
  '416-555-0142',
  (array['Under $1,000', '$1,000 - $2,500', '$2,500 - $5,000', '$5,000 - $10,000',
    '$10,000 - $15,000', '$15,000 - $20,000', '$20,000 - $30,000', '$30,000 - $50,000',
    '$50,000 - $100,000', '$100,000+'])[1 + (p.id + k) % 10],
  (array['1 week', '2 weeks', '1 month', '2 months'])[1 + k % 4],
  'Permit first, then demolition, rough-in, inspection and finishing in four phases.',
  'Twelve years of residential work across Toronto, fully licensed and insured.',
  case when q.itemised then jsonb_build_object(
    'lineItems', jsonb_build_array(
      jsonb_build_object('description', 'Labour', 'quantity', 24, 'unit', 'hour',
        'unitPriceCents', 9500, 'totalCents', 228000),
      jsonb_build_object('description', 'Materials', 'quantity', 1, 'unit', 'lot',
        'unitPriceCents', q.materials, 'totalCents', q.materials)),
    'subtotalCents', 228000 + q.materials, 'hstRegistered', true,
    'hstNumber', '123456789RT0001',
    'hstCents', ((228000 + q.materials) * 2600 + 10000) / 20000,
    'totalCents', 228000 + q.materials + ((228000 + q.materials) * 2600 + 10000) / 20000,
    'deposit', null, 'depositAboveAdvice', false, 'schedule', '[]'::jsonb,
    'startDate', null, 'completionDate', null, 'warrantyMonths', 12,
    'warrantyCovers', 'Workmanship', 'permitsBy', 'contractor', 'business', null,
    'credentials', jsonb_build_object('esaLicence', null, 'tssaRegistration', null,
      'wsibClearance', null, 'torontoBusinessLicence', null)) end,
  case when q.itemised
    then 228000 + q.materials + ((228000 + q.materials) * 2600 + 10000) / 20000 end,
  case when q.accepted then 'accepted'
    else (array['pending', 'pending', 'pending', 'declined', 'declined', 'withdrawn'])[1 + (p.id + k) % 6] end,
  md5('tracking' || p.id || ':' || k),
  p.posted_at + (k + 1) * interval '1 hour',
  p.posted_at + (k + 1) * interval '1 hour'
from projects p
cross join generate_series(0, 5) as k
cross join lateral (select
  k = 0 and p.id % 20 = 0 as accepted,
  (k = 0 and p.id % 20 = 0) or (p.id * 6 + k) % 10 = 0 as itemised,
  10000 * (1 + (p.id + k) % 50) as materials) as q;

insert into proposals (sample_project_id, contractor_name, contractor_email, bid_amount, timeline,
  approach, experience, status)
select 2001, 'Sample bidder ' || n, 'sample' || n || '@contractor.example',
  (array['Under $1,000', '$1,000 - $2,500'])[1 + n % 2], '1 week',
  'Inspect, quote, then repair in one visit.', 'Ten years of small repairs in Toronto.',
  case when n % 10 = 0 then 'withdrawn' else 'pending' end
from generate_series(1, 400) as n;

insert into agreements (proposal_id, project_id, terms, homeowner_address, contractor_address,
  homeowner_confirmed_name, homeowner_confirmed_at, contractor_confirmed_name,
  contractor_confirmed_at, created_at)
select a.id, a.project_id,
  jsonb_build_object('quote', a.details - 'business', 'project',
    jsonb_build_object('displayId', 3000 + a.project_id, 'title', 'Scale project',
      'description', 'x', 'category', 'Plumbing', 'location', 'Toronto'),
    'homeowner', jsonb_build_object('name', 'Scale Owner', 'email', null),
    'contractor', jsonb_build_object('name', a.contractor_name, 'email', a.contractor_email,
      'phone', null, 'businessName', null, 'businessAddress', null),
    'proposal', jsonb_build_object('id', a.id, 'submittedDate', a.submitted_at,
      'timeline', a.timeline, 'approach', a.approach, 'materials', null)),
  '12 Queen St E, Toronto', '1 Yonge St, Toronto',
  case when a.project_id % 100 <> 0 then 'Scale Owner' end,
  case when a.project_id % 100 <> 0 then a.submitted_at + interval '1 day' end,
  case when a.project_id % 100 <> 0 then a.contractor_name end,
  case when a.project_id % 100 <> 0 then a.submitted_at + interval '1 day' end,
  a.submitted_at
from proposals a
where a.status = 'accepted' and a.project_id is not null;

insert into change_orders (agreement_id, number, description, price_change_cents,
  hst_change_cents, proposed_by, homeowner_confirmed_name, homeowner_confirmed_at,
  contractor_confirmed_name, contractor_confirmed_at, created_at)
select g.id, 1, 'Move the floor drain 40 cm towards the wall', 25000, 3250, 'contractor',
  'Scale Owner', g.created_at + interval '3 days', 'Contractor', g.created_at + interval '3 days',
  g.created_at + interval '2 days'
from agreements g
where g.homeowner_confirmed_at is not null and g.id % 10 < 3;

insert into outbox (template, recipient, payload, transactional, message_id, group_key, status,
  attempts, send_after, created_at, sent_at)
select
  case when n % 2 = 0 then 'proposal-receipt' else 'proposal-notice' end,
  'bids' || (n % 5000) || '@contractor.example',
  jsonb_build_object('projectTitle', 'Scale project', 'projectDisplayId', 3000 + n / 2),
  n % 2 = 0,
  'scale-' || n || '@torontopros.example',
  case when n % 2 = 1 then 'digest:' || (n / 2) end,
  'sent', 1,
  now() - ((2 * {{PROJECTS}} - n)::double precision / (2 * {{PROJECTS}})) * interval '730 days',
  now() - ((2 * {{PROJECTS}} - n)::double precision / (2 * {{PROJECTS}})) * interval '730 days',
  now() - ((2 * {{PROJECTS}} - n)::double precision / (2 * {{PROJECTS}})) * interval '730 days'
from generate_series(1, 2 * {{PROJECTS}}) as n;

-- Private conversations (lib/conversations): five messages on every third proposal of a posted
-- project, the two sides in turn, the older ones read. At 100,000 projects: 1,000,000 messages.
insert into proposal_messages (proposal_id, project_id, sender, sender_key, body, created_at,
  read_at)
select p.id, p.project_id,
  case when m % 2 = 0 then 'homeowner' else 'contractor' end,
  case when m % 2 = 0 then 'owner:owner' || (p.project_id % 20000) || '@home.example'
    else 'proposal:' || p.id end,
  'Scale message ' || m || ' on proposal ' || p.id || ': could you start the week of the 14th?',
  p.submitted_at + make_interval(hours => m),
  case when m < 4 then p.submitted_at + make_interval(hours => m + 1) end
from proposals p
cross join generate_series(1, 5) as m
where p.project_id is not null and p.id % 3 = 0;

-- 20,000 contractors, signed in (their address proven by the sign-in link) with a profile. Each
-- draw is its own hash of the account's number, so trade, place, budget and alerts are
-- independent. Trades: one of the catalogue's 16 (Renovation four times as often), and a second
-- for two in three. Where they take work: all of Toronto for 60 % (Toronto and its six former
-- municipalities), one or two former municipalities for 15 %, a neighbouring region for 25 %.
-- Smallest budget: any for 60 %, else $5,000, $10,000 or $50,000 and up; urgent work suits 80 %.
-- Alerts: off 8 %, at once 12 %, a daily digest 80 % at an hour spread over the day. A project
-- in Toronto of Renovation at $25,000 - $50,000 matches about 2,300 of them (with alerts on).
insert into auth_users (id, name, email, email_verified, created_at, updated_at)
select 'scale-pro-' || n, 'Scale Pro ' || n, 'pro' || n || '@pros.example', true,
  now() - interval '400 days', now() - interval '400 days'
from generate_series(1, 20000) as n;

insert into proven_addresses (key, how, proven_at)
select mail_address_key('pro' || n || '@pros.example'), 'sign-in', now() - interval '400 days'
from generate_series(1, 20000) as n;

insert into contractor_profiles (user_id, slug, business_name, contact_name, phone, trades,
  service_areas, credentials, work_areas, base_area, covers, min_budget, urgent_ok, alerts,
  alert_hour, alerts_consent_at, created_at, updated_at)
select 'scale-pro-' || n, 'scale-pro-' || n, 'Scale Renovations ' || n, 'Scale Pro ' || n,
  '416-555-0199',
  case when h.h2 % 3 = 0 or t.second = t.first then jsonb_build_array(t.first)
    else jsonb_build_array(t.first, t.second) end,
  a.service_areas, '[]'::jsonb, a.work_areas, a.covers[1 + h.h3 % cardinality(a.covers)],
  a.covers,
  (array[null, null, null, null, null, null, '$5,000 - $10,000', '$5,000 - $10,000',
    '$10,000 - $25,000', '$50,000 - $100,000'])[1 + h.h4 % 10],
  (h.h4 / 10) % 5 <> 0,
  case when h.h5 % 100 < 8 then 'off' when h.h5 % 100 < 20 then 'instant' else 'daily' end,
  (h.h5 / 100) % 24,
  case when h.h5 % 100 >= 8 then now() - interval '300 days' end,
  now() - interval '400 days', now() - interval '400 days'
from generate_series(1, 20000) as n
cross join lateral (select abs(hashint4(n * 8 + 1)::bigint) as h1,
  abs(hashint4(n * 8 + 2)::bigint) as h2, abs(hashint4(n * 8 + 3)::bigint) as h3,
  abs(hashint4(n * 8 + 4)::bigint) as h4, abs(hashint4(n * 8 + 5)::bigint) as h5,
  abs(hashint4(n * 8 + 6)::bigint) as h6) as h
cross join lateral (select
  (array['Plumbing', 'Electrical', 'HVAC', 'Landscaping & Snow Removal', 'Cleaning',
    'General Contracting', 'Moving Solutions', 'Architectural Visualization',
    'Restaurant Cleaning', 'Real Estate Photography & Videography', 'HVAC & Air Duct',
    'Security Bollards', 'EV Charging', 'Custom Build', 'Renovation', 'Painting', 'Renovation',
    'Renovation', 'Renovation', 'General Contracting'])[1 + h.h1 % 20] as first,
  (array['Plumbing', 'Electrical', 'HVAC', 'Landscaping & Snow Removal', 'Cleaning',
    'General Contracting', 'Moving Solutions', 'Architectural Visualization',
    'Restaurant Cleaning', 'Real Estate Photography & Videography', 'HVAC & Air Duct',
    'Security Bollards', 'EV Charging', 'Custom Build', 'Renovation', 'Painting'])[1 + (h.h1 / 20) % 16]
    as second) as t
cross join lateral (select
    (array['old-toronto', 'east-york', 'etobicoke', 'north-york', 'scarborough', 'york'])[1 + (h.h6 / 100) % 6] as one,
    (array['old-toronto', 'east-york', 'etobicoke', 'north-york', 'scarborough', 'york'])[1 + (h.h6 / 600) % 6] as two,
    case (h.h6 / 100) % 4
      when 0 then array['mississauga', 'brampton', 'caledon', 'oakville']
      when 1 then array['markham', 'vaughan', 'richmond-hill', 'newmarket']
      when 2 then array['oakville', 'burlington', 'milton', 'mississauga']
      else array['pickering', 'ajax', 'whitby', 'oshawa'] end as region,
    (array['["Mississauga", "Brampton"]', '["Markham", "Vaughan", "Richmond Hill"]',
      '["Mississauga"]', '["Toronto"]'])[1 + (h.h6 / 100) % 4]::jsonb as cities) as f
cross join lateral (select
  case when h.h6 % 100 < 60 then array['toronto', 'old-toronto', 'east-york', 'etobicoke',
      'north-york', 'scarborough', 'york']
    when h.h6 % 100 < 75 then array(select distinct unnest(array[f.one, f.two]))
    else f.region end as covers,
  case when h.h6 % 100 < 75 then '["Toronto"]'::jsonb else f.cities end as service_areas) as c
cross join lateral (select c.covers, c.service_areas,
  case when h.h6 % 100 < 60 then '["toronto"]'::jsonb else to_jsonb(c.covers) end
    as work_areas) as a;
