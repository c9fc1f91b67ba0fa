-- Refuses deleting a market, runner, user or bet that the exchange's bets, matches, positions or
-- holds name: the half of their foreign keys that migration 0048 did not move into their writer
-- (exchange_write_markets). Lotus deletes none of these rows and never changes their keys; the
-- triggers stop a hand-written DELETE from leaving bets that name nothing. Deletes only: a
-- BEFORE UPDATE trigger on bets or markets would lock once more every row an order updates.
-- A branch a table: each condition is prepared only when reached, and names its own table's columns.
CREATE OR REPLACE FUNCTION exchange_keep_referred_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_referred boolean;
BEGIN
  IF TG_TABLE_NAME = 'markets' THEN
    v_referred := EXISTS (SELECT 1 FROM bets b WHERE b.market_id = OLD.id)
               OR EXISTS (SELECT 1 FROM market_positions p WHERE p.market_id = OLD.id)
               OR EXISTS (SELECT 1 FROM market_exposures e WHERE e.market_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'runners' THEN
    v_referred := EXISTS (SELECT 1 FROM bets b WHERE b.market_id = OLD.market_id AND b.runner_id = OLD.id)
               OR EXISTS (SELECT 1 FROM market_positions p WHERE p.market_id = OLD.market_id AND p.runner_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    v_referred := EXISTS (SELECT 1 FROM bets b WHERE b.user_id = OLD.id)
               OR EXISTS (SELECT 1 FROM market_exposures e WHERE e.user_id = OLD.id)
               OR EXISTS (SELECT 1 FROM market_positions p WHERE p.user_id = OLD.id);
  ELSE
    v_referred := EXISTS (SELECT 1 FROM bet_matches x
                           WHERE x.market_id = OLD.market_id AND (x.taker_seq = OLD.seq OR x.maker_seq = OLD.seq));
  END IF;
  IF v_referred THEN
    RAISE EXCEPTION 'the exchange''s bets refer to this % row', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;

CREATE OR REPLACE TRIGGER markets_keep_referred BEFORE DELETE ON markets FOR EACH ROW EXECUTE FUNCTION exchange_keep_referred_rows();
CREATE OR REPLACE TRIGGER runners_keep_referred BEFORE DELETE ON runners FOR EACH ROW EXECUTE FUNCTION exchange_keep_referred_rows();
CREATE OR REPLACE TRIGGER users_keep_referred BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION exchange_keep_referred_rows();
CREATE OR REPLACE TRIGGER bets_keep_referred BEFORE DELETE ON bets FOR EACH ROW EXECUTE FUNCTION exchange_keep_referred_rows();
