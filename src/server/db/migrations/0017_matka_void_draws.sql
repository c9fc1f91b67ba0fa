-- A Matka draw the operator voids (the market did not run that day, or its result is in dispute):
-- the draw takes no more bets and no result, and every bet on it is refunded (status 'void',
-- payout = stake). One row per voided draw; voiding it again is refused.
CREATE TABLE matka_void_draws (
  market_id  bigint NOT NULL REFERENCES matka_markets(id),
  draw_date  date NOT NULL,
  reason     text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  voided_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market_id, draw_date)
);

ALTER TABLE matka_bets DROP CONSTRAINT matka_bets_status_check;
ALTER TABLE matka_bets ADD CONSTRAINT matka_bets_status_check CHECK (status IN ('open', 'won', 'lost', 'void'));
