-- The most the house pays on one number of one draw (a session's bet type and number, real money,
-- every player's open bets together), set by the operator; a slip that would take a number past
-- it is refused. NULL: no limit. One row.
CREATE TABLE matka_limits (
  id                 boolean PRIMARY KEY DEFAULT true CHECK (id),
  max_number_payout  bigint CHECK (max_number_payout > 0)
);
INSERT INTO matka_limits (id, max_number_payout) VALUES (true, NULL);
