-- Two-factor sign-in (an authenticator app's codes, RFC 6238), the device behind each sign-in,
-- the devices a player has signed in from, and the player's own notifications.

-- One row per user who set up two-factor sign-in; it is on once enabled_at is set.
CREATE TABLE two_factor_secrets (
  user_id     bigint PRIMARY KEY REFERENCES users(id),
  -- The shared TOTP secret (base32). Never answered again once two-factor sign-in is on.
  secret      text NOT NULL,
  enabled_at  timestamptz,
  -- The time step of the last code accepted: a code of that step or an earlier one is refused,
  -- so a code seen once cannot be replayed.
  last_step   bigint,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes, kept only as their SHA-256 (they are long random strings).
CREATE TABLE two_factor_recovery_codes (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  code_hash   text NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);

-- The device and address a sign-in came from, and when it was last used (written at most every
-- few minutes, not on every request).
ALTER TABLE sessions
  ADD COLUMN user_agent    text NOT NULL DEFAULT '',
  ADD COLUMN ip_address    text NOT NULL DEFAULT '',
  ADD COLUMN last_seen_at  timestamptz NOT NULL DEFAULT now();

-- Devices a user has signed in from (a key made from the user agent), kept after the sign-ins
-- themselves are purged: a sign-in from a device not in this list alerts the player.
CREATE TABLE known_devices (
  user_id        bigint NOT NULL REFERENCES users(id),
  device_key     text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_key)
);

-- Messages to one player (a sign-in from a new device, and whatever else other features tell
-- them), apart from the operator's ticker (notifications).
CREATE TABLE player_notifications (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
CREATE INDEX player_notifications_user_idx ON player_notifications (user_id, id DESC);
CREATE INDEX player_notifications_unread_idx ON player_notifications (user_id) WHERE read_at IS NULL;
