-- Casino: providers, the game catalogue and its collections, game sessions, the seamless
-- wallet's transaction log, and the built-in provider's provably fair house games.
-- Money moves only through the ledger (transfers of kind casino_debit, casino_credit,
-- casino_rollback, written by functions/casino_wallet_apply.sql); the wallet's log says which
-- provider transaction caused which transfer, and keeps the first answer to replay repeats. The
-- house games' tables hold their state and what a player needs to verify every round.

CREATE TABLE casino_providers (
  id          bigserial PRIMARY KEY,
  key         text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  name        text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('house', 'aggregator')),
  is_enabled  boolean NOT NULL DEFAULT true,
  -- An aggregator is configured when both are set: where Lotus asks for a game URL, and the
  -- shared secret both sides sign with. The house provider needs neither.
  api_url     text,
  secret      text,
  image       text NOT NULL DEFAULT '',
  in_strip    boolean NOT NULL DEFAULT true,
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE casino_games (
  id                bigserial PRIMARY KEY,
  uid               text NOT NULL UNIQUE CHECK (uid ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  name              text NOT NULL,
  type              text NOT NULL,
  image             text NOT NULL,
  provider_id       bigint NOT NULL REFERENCES casino_providers(id),
  -- What the provider calls this title (the house provider: which house game runs it).
  provider_game_id  text NOT NULL,
  is_enabled        boolean NOT NULL DEFAULT true,
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_games_provider_idx ON casino_games (provider_id);
CREATE INDEX casino_games_type_idx ON casino_games (type, sort_order);

-- The screens' fixed lists: home tiles, Exchange Games, Popular Games, the casino lobby.
CREATE TABLE casino_collection_items (
  id          bigserial PRIMARY KEY,
  collection  text NOT NULL CHECK (collection IN ('home-tiles', 'exchange-games', 'popular', 'lobby')),
  position    integer NOT NULL,
  title       text NOT NULL,
  tag         text NOT NULL DEFAULT '',
  image       text NOT NULL,
  game_uid    text NOT NULL,
  UNIQUE (collection, position)
);

-- One launch of one title by one player: a game session. The provider gets the token (kept here
-- only as its SHA-256) and names it in every wallet call; it stops debits when it expires, never
-- wins. Every game session belongs to the sign-in that launched it and ends with it (logout,
-- password change, suspension, expiry, the cap on sign-ins); the sign-in is checked where the
-- game session is loaded. A sign-in that is purged leaves its played game sessions behind with
-- no sign-in (ended: they still settle, take no new stake) and takes the unplayed ones with it.
CREATE TABLE casino_sessions (
  id           bigserial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  user_id      bigint NOT NULL REFERENCES users(id),
  provider_id  bigint NOT NULL REFERENCES casino_providers(id),
  game_id      bigint NOT NULL REFERENCES casino_games(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  sign_in_id   bigint REFERENCES sessions(id) ON DELETE SET NULL
);
CREATE INDEX casino_sessions_user_idx ON casino_sessions (user_id, created_at DESC);
CREATE INDEX casino_sessions_sign_in_idx ON casino_sessions (sign_in_id);

-- Every wallet call that changed or tried to change money, unique per (provider, transaction id).
-- status: done (moved), refused (insufficient funds: nothing moved), rolled_back (a done debit
-- later reversed), void (a rollback arrived first: this id is dead, a later debit is refused),
-- not_found / already_rolled_back / not_reversible (answers of rollbacks that moved nothing).
CREATE TABLE casino_wallet_transactions (
  id              bigserial PRIMARY KEY,
  provider_id     bigint NOT NULL REFERENCES casino_providers(id),
  provider_tx_id  text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  user_id         bigint NOT NULL REFERENCES users(id),
  session_id      bigint REFERENCES casino_sessions(id),
  game_id         bigint REFERENCES casino_games(id),
  round_id        text NOT NULL DEFAULT '',
  amount          bigint NOT NULL CHECK (amount >= 0),
  target_tx_id    text,
  status          text NOT NULL CHECK (status IN (
                    'done', 'refused', 'rolled_back', 'void',
                    'not_found', 'already_rolled_back', 'not_reversible')),
  -- The first answer when it cannot be rebuilt; a done debit or credit's answer is rebuilt from
  -- its ledger transfer (reference 'casino_tx:<id>'), so the hot path writes this row once.
  answer          jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, provider_tx_id)
);
CREATE INDEX casino_wallet_tx_game_idx ON casino_wallet_transactions (game_id, kind);
CREATE INDEX casino_wallet_tx_user_idx ON casino_wallet_transactions (user_id, id DESC);
-- An aggregator's win must follow a stake in its round: the stakes by round.
CREATE INDEX casino_wallet_tx_round_debit_idx ON casino_wallet_transactions (provider_id, round_id) WHERE kind = 'debit';

-- A player's seed pair: the server seed stays secret (only its SHA-256 is shown) until the
-- player rotates; the nonce counts the bets made on it.
CREATE TABLE casino_seed_pairs (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users(id),
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  next_nonce        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  revealed_at       timestamptz
);
CREATE UNIQUE INDEX casino_seed_pairs_active_key ON casino_seed_pairs (user_id) WHERE revealed_at IS NULL;
CREATE INDEX casino_seed_pairs_user_idx ON casino_seed_pairs (user_id, id DESC);

-- One round of a per-player game (mines, dice, plinko, hilo). A round is open while the
-- player is still playing it (mines, hilo); its secret result is never sent until it ends.
CREATE TABLE casino_rounds (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  session_id    bigint NOT NULL REFERENCES casino_sessions(id),
  game          text NOT NULL CHECK (game IN ('mines', 'dice', 'plinko', 'hilo')),
  seed_pair_id  bigint NOT NULL REFERENCES casino_seed_pairs(id),
  nonce         integer NOT NULL,
  stake         bigint NOT NULL CHECK (stake > 0),
  payout        bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  multiplier    numeric(14, 4) NOT NULL DEFAULT 0,
  status        text NOT NULL CHECK (status IN ('open', 'won', 'lost')),
  params        jsonb NOT NULL,
  state         jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz,
  UNIQUE (seed_pair_id, nonce)
);
CREATE UNIQUE INDEX casino_rounds_one_open_key ON casino_rounds (user_id, game) WHERE status = 'open';
CREATE INDEX casino_rounds_user_idx ON casino_rounds (user_id, id DESC);
CREATE INDEX casino_rounds_game_idx ON casino_rounds (game, status);

-- Crash: a hash chain generated backwards from a secret seed; its terminating hash is
-- published before its first game, and each game's hash is revealed when it crashes.
CREATE TABLE casino_crash_chains (
  id                bigserial PRIMARY KEY,
  seed              text NOT NULL,
  length            integer NOT NULL CHECK (length > 0),
  terminating_hash  text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE casino_crash_hashes (
  chain_id  bigint NOT NULL REFERENCES casino_crash_chains(id),
  position  integer NOT NULL,
  hash      text NOT NULL,
  PRIMARY KEY (chain_id, position)
);

CREATE TABLE casino_crash_rounds (
  id               bigserial PRIMARY KEY,
  chain_id         bigint NOT NULL REFERENCES casino_crash_chains(id),
  position         integer NOT NULL,
  hash             text NOT NULL,
  crash_point      numeric(14, 2) NOT NULL,
  phase            text NOT NULL CHECK (phase IN ('betting', 'flying', 'crashed', 'void')),
  betting_ends_at  timestamptz NOT NULL,
  started_at       timestamptz,
  crashed_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chain_id, position)
);
CREATE INDEX casino_crash_rounds_phase_idx ON casino_crash_rounds (phase, id DESC);

CREATE TABLE casino_crash_bets (
  id                  bigserial PRIMARY KEY,
  round_id            bigint NOT NULL REFERENCES casino_crash_rounds(id),
  user_id             bigint NOT NULL REFERENCES users(id),
  session_id          bigint NOT NULL REFERENCES casino_sessions(id),
  stake               bigint NOT NULL CHECK (stake > 0),
  auto_cashout        numeric(14, 2),
  cashout_multiplier  numeric(14, 2),
  payout              bigint NOT NULL DEFAULT 0,
  status              text NOT NULL CHECK (status IN ('active', 'cashed_out', 'lost', 'void')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  settled_at          timestamptz,
  UNIQUE (round_id, user_id)
);
CREATE INDEX casino_crash_bets_active_idx ON casino_crash_bets (round_id) WHERE status = 'active';
CREATE INDEX casino_crash_bets_user_idx ON casino_crash_bets (user_id, id DESC);

-- Colour prediction: timed periods shared by every player; each has its own server seed, whose
-- hash is shown while bets are open and the seed itself once the number is drawn.
CREATE TABLE casino_color_rounds (
  id                bigserial PRIMARY KEY,
  period            text NOT NULL UNIQUE,
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  number            integer CHECK (number BETWEEN 0 AND 9),
  phase             text NOT NULL CHECK (phase IN ('betting', 'settled', 'void')),
  starts_at         timestamptz NOT NULL,
  closes_at         timestamptz NOT NULL,
  ends_at           timestamptz NOT NULL,
  settled_at        timestamptz
);
CREATE INDEX casino_color_rounds_phase_idx ON casino_color_rounds (phase, ends_at);

CREATE TABLE casino_color_bets (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES casino_color_rounds(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  session_id  bigint NOT NULL REFERENCES casino_sessions(id),
  selection   text NOT NULL,
  stake       bigint NOT NULL CHECK (stake > 0),
  payout      bigint NOT NULL DEFAULT 0,
  status      text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz
);
CREATE INDEX casino_color_bets_round_idx ON casino_color_bets (round_id, status);
CREATE INDEX casino_color_bets_user_idx ON casino_color_bets (user_id, id DESC);

-- Deleting a game session (its sign-in purged, unplayed) checks every table that names it:
-- indexed, that is a lookup each.
CREATE INDEX casino_wallet_tx_session_idx ON casino_wallet_transactions (session_id);
CREATE INDEX casino_rounds_session_idx ON casino_rounds (session_id);
CREATE INDEX casino_crash_bets_session_idx ON casino_crash_bets (session_id);
CREATE INDEX casino_color_bets_session_idx ON casino_color_bets (session_id);
