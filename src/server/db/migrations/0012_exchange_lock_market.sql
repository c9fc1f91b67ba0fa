-- What every order, cancel and settlement on a market starts with, in one round trip (decision
-- 010): take the market's row lock, then read its event in a later statement — a volatile
-- function's next statement takes a fresh snapshot, so an in-play turn committed by the
-- transaction we waited for is seen (one statement's snapshot, taken before it waits, would miss
-- it) — then claim the Idempotency-Keys of a batch of orders. A key is claimed only for an order
-- that will be matched now: not one that must first wait out the in-play bet delay (the same rule
-- as checkBetDelay: the delay applies when the event is in play and the market's delay is above 0).
-- Answers no row for an unknown market; the market's columns with the event's, and the keys claimed.
CREATE FUNCTION exchange_lock_market(p_market bigint, p_keys jsonb DEFAULT '[]')
RETURNS TABLE (market jsonb, claimed jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  e record;
  must_wait boolean;
BEGIN
  SELECT id, type, status, version, next_seq, min_stake, max_stake, bet_delay, commission_bps,
         settled_at, settle_round, result, event_id
    INTO m FROM markets WHERE id = p_market FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT name AS event_name, sport_key, in_play, status AS event_status INTO e FROM events WHERE id = m.event_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'market % has no event', p_market;
  END IF;
  market := to_jsonb(m) || to_jsonb(e);
  must_wait := e.in_play AND m.bet_delay > 0;
  WITH won AS (
    INSERT INTO idempotency_keys (user_id, key, request_hash)
    SELECT k.user_id, k.key, k.hash FROM jsonb_to_recordset(p_keys) AS k(user_id bigint, key text, hash text, waited boolean)
    WHERE k.waited OR NOT must_wait
    ON CONFLICT DO NOTHING RETURNING user_id, key)
  SELECT coalesce(jsonb_agg(jsonb_build_array(won.user_id, won.key)), '[]') INTO claimed FROM won;
  RETURN NEXT;
END $$;
