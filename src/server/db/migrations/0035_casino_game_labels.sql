-- Mines and Plinko are not crash games (nothing climbs until a crash: the board plays out at
-- once): their type and the tag of their cards read "Instant Game".
UPDATE casino_games SET type = 'Instant Game' WHERE uid IN ('mines', 'plinko') AND type = 'Crash Game';
UPDATE casino_collection_items SET tag = 'Instant Game' WHERE game_uid IN ('mines', 'plinko') AND tag = 'Crash Game';

-- A Plinko drop that paid back less than its stake (0.3×) lost money: it reads "lost", not "won".
UPDATE casino_rounds SET status = 'lost' WHERE game = 'plinko' AND status = 'won' AND payout < stake;
