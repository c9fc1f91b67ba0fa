-- Account recovery: when a player confirmed being 18 or older and accepted the terms, the codes
-- that reset a forgotten password by SMS, and the SMS outbox of the demo and the tests.
-- Runs unchanged on PGlite and PostgreSQL 15.

-- NULL for players who registered before the question was asked, or through the API without it.
ALTER TABLE users
  ADD COLUMN age_confirmed_at   timestamptz,
  ADD COLUMN terms_accepted_at  timestamptz;

-- One row per "forgot password" request, also for a number no player holds (no user, no code):
-- the resend throttle and the wrong-code count then behave alike whatever the number, so neither
-- tells whether an account holds it. Only the newest row of a number can be used.
CREATE TABLE password_reset_codes (
  id               bigserial PRIMARY KEY,
  -- The number as asked, in its stored ten-digit form.
  phone            text NOT NULL,
  user_id          bigint REFERENCES users(id),
  -- SHA-256 of the code (never the code itself); NULL when no code was sent.
  code_hash        text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  failed_attempts  integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  used_at          timestamptz,
  -- What the SMS provider answered when it refused the message (the code never reached the phone).
  delivery_error   text,
  CHECK ((user_id IS NULL) = (code_hash IS NULL))
);
CREATE INDEX password_reset_codes_phone_idx ON password_reset_codes (phone, created_at DESC);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id) WHERE user_id IS NOT NULL;

-- Text messages the outbox gateway "sent": the demo and the tests read them here (and the
-- operator in the back office) instead of on a phone.
CREATE TABLE sms_outbox (
  id          bigserial PRIMARY KEY,
  to_number   text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_to_number_idx ON sms_outbox (to_number, id DESC);
