-- A runner the feed removed from its market (a non-runner): no new order is taken on it; its
-- matched bets are void at settlement (decision 044).
ALTER TABLE runners ADD COLUMN removed_at timestamptz;
