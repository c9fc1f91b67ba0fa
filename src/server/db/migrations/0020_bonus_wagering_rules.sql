-- Bonus wagering that cannot be met without risk (docs/decisions/050-bonus-wagering.md).
--
-- Exchange: a market counts once settled, by the player's net position in it (the worst outcome
-- of their matched bets, kept per settlement round as net_risk), and only as far as their bets
-- priced at or above the bonus's minimum price reach it. A reversed round (resettlement) and a
-- void count nothing. Casino and Matka count settled rounds, weighted per game by the operator.

-- The worst matched outcome of the player's position when the round settled (0 when void).
ALTER TABLE market_settlements ADD COLUMN net_risk bigint NOT NULL DEFAULT 0 CHECK (net_risk >= 0);

-- The minimum price (hundredths: 150 = 1.50) a bet needs to count towards wagering; a lay's
-- liability counts when the price it risks at, price / (price - 1), is at or above it.
ALTER TABLE promotions ADD COLUMN min_price integer NOT NULL DEFAULT 150 CHECK (min_price BETWEEN 101 AND 1000);
ALTER TABLE bonus_grants ADD COLUMN min_price integer NOT NULL DEFAULT 150 CHECK (min_price BETWEEN 101 AND 1000);
ALTER TABLE referral_settings ADD COLUMN min_price integer NOT NULL DEFAULT 150 CHECK (min_price BETWEEN 101 AND 1000);

-- Percent of a settled stake that counts, per casino title and per Matka market.
ALTER TABLE casino_games ADD COLUMN wagering_weight integer NOT NULL DEFAULT 100 CHECK (wagering_weight BETWEEN 0 AND 100);
ALTER TABLE matka_markets ADD COLUMN wagering_weight integer NOT NULL DEFAULT 100 CHECK (wagering_weight BETWEEN 0 AND 100);

-- The lowest-edge tables count less (casino/catalogue/wagering-weights.ts gives new titles the same).
UPDATE casino_games SET wagering_weight = 10 WHERE uid LIKE '%baccarat%' OR uid LIKE '%blackjack%';
UPDATE casino_games SET wagering_weight = 20 WHERE uid LIKE '%roulette%';

-- A bonus waits (not converted) while a time-out or self-exclusion runs; a deposit bonus whose
-- deposit is approved during one is forfeited (docs/decisions/051-bonuses-and-play-blocks.md).
ALTER TABLE promotion_redemptions DROP CONSTRAINT promotion_redemptions_status_check;
ALTER TABLE promotion_redemptions ADD CONSTRAINT promotion_redemptions_status_check CHECK (status IN ('awaiting_deposit', 'granted', 'forfeited'));

-- A casino stake counts once its round has a win (a credit) or, for a house game, a result: the
-- credits by round.
CREATE INDEX casino_wallet_tx_round_credit_idx ON casino_wallet_transactions (provider_id, round_id) WHERE kind = 'credit';
