-- Casino slice, part 2: the built-in provider's provably fair house games (DESIGN §7).
-- Money moves only through the seamless wallet (casino_wallet_transactions → transfers); these
-- tables hold the games' state and what a player needs to verify every round.

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
