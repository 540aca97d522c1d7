-- Identity-service (IDCS) profile fields of users that the core `users` table lacks. The preferred language and
-- locale are the core table's `language` and `locale`, so a token issued after a change carries the new values.
create table idcs_profiles (
  user_id text primary key references users (id),
  given_name text not null,
  family_name text not null,
  display_name text not null,
  time_modified timestamptz not null
);
