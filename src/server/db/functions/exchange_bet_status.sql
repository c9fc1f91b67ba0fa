-- A bet's status from its stakes, while its market is unsettled: the one rule, used by every
-- write of a bet (exchange_write_markets). Something of it still rests: open; else something
-- matched: matched; else it was cancelled, or it lapsed. Settlement later sets won, lost or void.
CREATE OR REPLACE FUNCTION exchange_bet_status(p_remaining bigint, p_matched bigint, p_cancelled bigint)
RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_remaining > 0 THEN 'open'
              WHEN p_matched > 0 THEN 'matched'
              WHEN p_cancelled > 0 THEN 'cancelled'
              ELSE 'lapsed' END
$$;
