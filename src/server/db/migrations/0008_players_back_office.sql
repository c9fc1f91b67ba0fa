-- The operator's players screen (issue 19): balance adjustments against a house account of their
-- own, and the notes the operator keeps on a player.
-- Runs unchanged on PGlite and PostgreSQL 15.

-- house_adjustments: the house's side of every balance adjustment the operator makes (kind
-- 'adjustment'), one per world like the other house accounts; it may go negative.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (kind IN (
  'main', 'bonus', 'exposure', 'withdrawal_hold',
  'house_cash', 'house_pnl', 'house_commission', 'house_bonus', 'house_adjustments'));

-- What the operator writes about a player; never edited or deleted.
CREATE TABLE player_notes (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  author_id   bigint NOT NULL REFERENCES users(id),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user_idx ON player_notes (user_id, id DESC);
