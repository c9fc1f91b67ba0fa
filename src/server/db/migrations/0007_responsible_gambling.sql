-- Responsible play (issue 18): deposit limits a player sets on themselves, their reality-check
-- interval, and time-outs and self-exclusions.

-- One row per player and window that has, or is about to have, a limit of the player's own.
CREATE TABLE deposit_limits (
  user_id         bigint NOT NULL REFERENCES users(id),
  period          text NOT NULL CHECK (period IN ('24h', '7d', '30d')),
  -- The limit in force (paise); NULL: none.
  amount          bigint CHECK (amount BETWEEN 0 AND 1000000000),
  -- A raise or a removal the player asked for takes the place of amount at pending_at
  -- (pending_amount NULL then means: no limit). A lower limit never waits.
  pending_amount  bigint CHECK (pending_amount BETWEEN 0 AND 1000000000),
  pending_at      timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, period),
  CONSTRAINT deposit_limits_pending_has_time CHECK (pending_at IS NOT NULL OR pending_amount IS NULL)
);

CREATE TABLE reality_checks (
  user_id        bigint PRIMARY KEY REFERENCES users(id),
  every_minutes  integer NOT NULL CHECK (every_minutes IN (15, 30, 60)),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Time-outs and self-exclusions. A player is blocked until the latest ends_at of their rows.
-- Rows are only ever added: nobody (the player, the operator, the code) shortens or lifts one,
-- and the rules below make an UPDATE or DELETE do nothing.
CREATE TABLE play_blocks (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users(id),
  kind       text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  starts_at  timestamptz NOT NULL DEFAULT now(),
  ends_at    timestamptz NOT NULL,
  CONSTRAINT play_blocks_ends_after_start CHECK (ends_at > starts_at)
);
CREATE INDEX play_blocks_user_ends_idx ON play_blocks (user_id, ends_at DESC);
CREATE RULE play_blocks_no_update AS ON UPDATE TO play_blocks DO INSTEAD NOTHING;
CREATE RULE play_blocks_no_delete AS ON DELETE TO play_blocks DO INSTEAD NOTHING;
