-- The foreign keys of the exchange's four hot tables (bets, bet_matches, market_positions,
-- market_exposures) checked every row an order writes, one at a time: a query and a row lock a
-- key, about nine an order, a fifth of PostgreSQL's time on the order path (decision 010,
-- "Foreign keys checked once a batch"). Their one writer, exchange_write_markets
-- (db/functions/exchange_write_markets.sql), now checks the same for the whole batch in one
-- query before it writes: each row names a market of the write, a runner of that market, a user
-- that exists, and each match two bets that exist.
-- The other half of a foreign key, that nothing referred to is deleted, is kept by the triggers
-- of db/functions/exchange_keep_referred_rows.sql.
ALTER TABLE bets
  DROP CONSTRAINT bets_market_id_fkey,
  DROP CONSTRAINT bets_runner_id_fkey,
  DROP CONSTRAINT bets_user_id_fkey;
ALTER TABLE bet_matches
  DROP CONSTRAINT bet_matches_market_id_taker_seq_fkey,
  DROP CONSTRAINT bet_matches_market_id_maker_seq_fkey;
ALTER TABLE market_positions
  DROP CONSTRAINT market_positions_market_id_fkey,
  DROP CONSTRAINT market_positions_user_id_fkey,
  DROP CONSTRAINT market_positions_runner_id_fkey;
ALTER TABLE market_exposures
  DROP CONSTRAINT market_exposures_market_id_fkey,
  DROP CONSTRAINT market_exposures_user_id_fkey;
