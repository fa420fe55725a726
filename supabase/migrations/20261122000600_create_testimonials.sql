-- Client testimonials shown on the home page.
--
-- Everyone reads the featured ones; nobody writes through the API. They are
-- curated with the service role (the dashboard) or seeded locally.

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  client_name text not null,
  role text,
  company text not null,
  content text not null,
  rating smallint not null,
  image_url text,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  constraint testimonials_client_name_not_blank check (client_name ~ '\S'),
  constraint testimonials_content_not_blank check (content ~ '\S'),
  constraint testimonials_rating_range check (rating between 1 and 5)
);

alter table public.testimonials enable row level security;

revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon, authenticated;

-- One policy for both API roles: featured testimonials are public.
create policy "Everyone can read featured testimonials"
  on public.testimonials for select to anon, authenticated
  using (featured);
