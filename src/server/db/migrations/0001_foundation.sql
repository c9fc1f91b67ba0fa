-- Foundation: players and the operator, their sign-ins, referral codes, settings, content,
-- media and the audit log.
-- Runs unchanged on PGlite and PostgreSQL 15: nothing newer than PostgreSQL 15 offers. The SQL
-- functions are not here: each is a file of ../functions, replaced at every start.

CREATE TABLE referral_codes (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 3 AND 32),
  is_active   boolean NOT NULL DEFAULT true,
  uses        integer NOT NULL DEFAULT 0,
  created_by  bigint,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                bigserial PRIMARY KEY,
  username          text NOT NULL,
  display_name      text NOT NULL,
  phone_number      text NOT NULL DEFAULT '',
  email             text,
  password_hash     text NOT NULL,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'closed')),
  role              text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'admin')),
  is_demo           boolean NOT NULL DEFAULT false,
  referral_code_id  bigint REFERENCES referral_codes(id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- The number this account holds alone, in the stored ten-digit form: one player account per
  -- phone number (unique index below). Demo players and the operator hold none (NULL), so
  -- unlimited demo sign-ups never meet the index and a demo account's number never blocks a player.
  phone_key         text,
  -- A player's world: demo players' accounts are play money, every other player's real money.
  -- Accounts name their owner's world through this key (accounts_owner_world_fkey).
  CONSTRAINT users_id_world_key UNIQUE (id, is_demo)
);
-- Usernames are unique whatever their case: "Ravi" and "ravi" are one player.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_phone_key ON users (phone_key);

-- Sign-ins: a bearer token (kept only as its hash) and how long it lasts.
CREATE TABLE sessions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
-- The periodic purge finds ended sign-ins (expired or revoked) by when they ended.
CREATE INDEX sessions_ended_idx ON sessions ((LEAST(expires_at, revoked_at)));

CREATE TABLE user_settings (
  user_id     bigint PRIMARY KEY REFERENCES users(id),
  settings    jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE media (
  id            uuid PRIMARY KEY,
  content_type  text NOT NULL,
  bytes         bytea NOT NULL,
  size          integer NOT NULL,
  uploaded_by   bigint REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banners (
  id          bigserial PRIMARY KEY,
  image_url   text NOT NULL,
  alt_text    text NOT NULL DEFAULT '',
  title       text NOT NULL DEFAULT '',
  sort_order  integer NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  message     text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  actor_id     bigint REFERENCES users(id),
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    text,
  details      jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC);

-- Facts about this database itself (e.g. that the demo content was seeded once).
CREATE TABLE app_meta (
  key    text PRIMARY KEY,
  value  jsonb NOT NULL
);
