-- Risk desk: the operator's settings for watching the exchange. One row (id = 1): the stake at or
-- above which the bet ticker highlights a bet. Nothing here is read on the order path.
-- Runs unchanged on PGlite and PostgreSQL 15.

CREATE TABLE risk_settings (
  id                   integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- Paise; ₹10,000 until the operator sets it.
  large_bet_threshold  bigint NOT NULL DEFAULT 1000000 CHECK (large_bet_threshold > 0),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  updated_by           bigint REFERENCES users(id)
);
INSERT INTO risk_settings (id) VALUES (1);
