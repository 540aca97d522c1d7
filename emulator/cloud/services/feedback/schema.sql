-- Feedback (20210801): what users sent from the feedback panel. No seed: every row is a user's.
create table feedback_entries (
  id text primary key,
  tenancy_id text not null references tenancies (id),
  user_id text not null,
  rating integer not null,
  comment text,
  should_contact boolean,
  product jsonb not null,                -- {source, component, category}
  feedback_data jsonb not null,          -- the feedbackData as sent
  time_created timestamptz not null
);
