-- Every game session belongs to the sign-in that launched it and ends with it (logout, password
-- change, suspension, expiry, the cap on sign-ins). A sign-in that is purged leaves its played
-- game sessions behind with no sign-in (ended: they still settle, take no new stake) and takes
-- the unplayed ones with it. Game sessions opened before this migration have no sign-in.
-- No function changes here: the sign-in is checked where the game session is loaded.

ALTER TABLE casino_sessions ADD COLUMN sign_in_id bigint REFERENCES sessions(id) ON DELETE SET NULL;
CREATE INDEX casino_sessions_sign_in_idx ON casino_sessions (sign_in_id);

-- The periodic purge finds ended sign-ins (expired or revoked) by when they ended.
CREATE INDEX sessions_ended_idx ON sessions ((LEAST(expires_at, revoked_at)));

-- Deleting a game session checks every table that names it: indexed, that is a lookup each.
CREATE INDEX casino_wallet_tx_session_idx ON casino_wallet_transactions (session_id);
CREATE INDEX casino_rounds_session_idx ON casino_rounds (session_id);
CREATE INDEX casino_crash_bets_session_idx ON casino_crash_bets (session_id);
CREATE INDEX casino_color_bets_session_idx ON casino_color_bets (session_id);

-- An aggregator's win must follow a stake in its round: the stakes by round.
CREATE INDEX casino_wallet_tx_round_debit_idx ON casino_wallet_transactions (provider_id, round_id) WHERE kind = 'debit';
