-- A resting bet's partial fill rewrote the row with new entries in all five of bets' indexes:
-- the book index was partial on remaining_stake > 0, and a column in an index's predicate rules
-- out heap-only updates, while a fill changes remaining_stake every time (0 of 7,819 updates of
-- bets were heap-only in a bench run: a sixth of the database's index inserts per order).
-- A bet is open exactly while some of it rests, which is now a constraint, and the book index is
-- partial on status instead: a fill that leaves the bet open changes no indexed column and no
-- predicate, so it can stay on its page with no index entry (77% of updates did in a bench run).
-- Pages keep room for those versions.
-- Queries of the book say status = 'open' (the planner matches an index predicate as written).
ALTER TABLE bets ADD CONSTRAINT bets_open_while_resting CHECK ((status = 'open') = (remaining_stake > 0));
DROP INDEX bets_book_idx;
CREATE INDEX bets_book_idx ON bets (market_id, runner_id, side, price) WHERE status = 'open';
ALTER TABLE bets SET (fillfactor = 85);

-- The write finds a resting bet it fills by (market_id, seq), its unique key. A plan cached while
-- bets was young (exchange_write_sessions keeps one per connection) could take (market_id, user_id)
-- for that, with seq as a filter: every bet of the market read for each fill, the database's time
-- per order up threefold in some bench runs. By (user_id, market_id) that index still finds a
-- player's bets on a market, and only the unique key can serve a lookup by market and seq.
DROP INDEX bets_market_user_idx;
CREATE INDEX bets_user_market_idx ON bets (user_id, market_id);
