-- 100,000 posted projects for bench/list-load.mjs on PostgreSQL (after the migrations):
--   psql "$DATABASE_URL" -f bench/fill-projects.sql
-- Spread over the 16 categories and four statuses, one posted every minute going back.
insert into projects (title, description, category, budget, timeline, homeowner, location,
  status, posted_at, updated_at, manage_token_hash)
select
  'Bench project ' || n || ': replace basement waste stack',
  'Cast-iron waste stack in a 1920s semi-detached house is cracked below the floor drain. '
    || 'Replace with ABS to the main drain, permit included.',
  (array['Plumbing', 'Electrical', 'HVAC', 'Landscaping & Snow Removal', 'Cleaning',
    'General Contracting', 'Moving Solutions', 'Architectural Visualization',
    'Restaurant Cleaning', 'Real Estate Photography & Videography', 'HVAC & Air Duct',
    'Security Bollards', 'EV Charging', 'Custom Build', 'Renovation', 'Painting'])[1 + n % 16],
  '$5,000 - $10,000',
  'Within 1 month',
  'Bench Owner ' || n,
  'Leslieville, Toronto',
  (array['open', 'open', 'in-progress', 'completed'])[1 + n % 4],
  now() - n * interval '1 minute',
  now() - n * interval '1 minute',
  md5(n::text) || md5(n::text)
from generate_series(1, 100000) as n;
