-- Matka bets (docs/decisions/040-matka-bets.md). A bet is on one number of one market's draw
-- (its India day) for the open or the close session, at the payout rate of its type when it
-- was placed. Its stake is held main → exposure (bet_hold) until the result; settlement releases
-- it and moves the loss to the house or the win from it (bet_release, bet_loss, bet_win), with
-- the reference `matka-settle:{bet}:{round}`. A corrected result reverses the round's transfers
-- and settles again in the next round.

CREATE TABLE matka_rates (
  bet_type  text PRIMARY KEY CHECK (bet_type IN ('single', 'jodi', 'single_patti', 'double_patti', 'triple_patti')),
  -- What a winning rupee returns, stake included, in hundredths (950 = 1:9.5).
  rate      integer NOT NULL CHECK (rate BETWEEN 101 AND 1000000)
);
INSERT INTO matka_rates (bet_type, rate) VALUES
  ('single', 950), ('jodi', 9500), ('single_patti', 15000), ('double_patti', 30000), ('triple_patti', 100000);

CREATE TABLE matka_bets (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  market_id     bigint NOT NULL REFERENCES matka_markets(id),
  draw_date     date NOT NULL,
  session       text NOT NULL CHECK (session IN ('open', 'close')),
  bet_type      text NOT NULL CHECK (bet_type IN ('single', 'jodi', 'single_patti', 'double_patti', 'triple_patti')),
  number        text NOT NULL CHECK (number ~ '^[0-9]{1,3}$'),
  stake         bigint NOT NULL CHECK (stake > 0),
  rate          integer NOT NULL CHECK (rate > 100),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  payout        bigint CHECK (payout >= 0),
  -- The result the bet was last settled on, and how many times it was settled.
  settled_on    text,
  settle_round  integer NOT NULL DEFAULT 0,
  placed_at     timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz,
  CHECK ((status = 'open') = (payout IS NULL))
);
CREATE INDEX matka_bets_draw_idx ON matka_bets (market_id, draw_date, status);
CREATE INDEX matka_bets_user_idx ON matka_bets (user_id, placed_at DESC);
