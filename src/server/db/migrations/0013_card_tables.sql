-- Shared-round card tables (Dragon Tiger, 7 Up Down, Andar Bahar, …): each table plays rounds
-- from its own hash chain, generated backwards from a secret seed as crash's is; the chain's
-- terminating hash is public from the start and each round's hash, the seed of its shoe, is
-- revealed when the round is settled.
CREATE TABLE casino_table_chains (
  id                bigserial PRIMARY KEY,
  game              text NOT NULL,
  seed              text NOT NULL,
  length            integer NOT NULL CHECK (length > 0),
  terminating_hash  text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_table_chains_game_idx ON casino_table_chains (game, id);

CREATE TABLE casino_table_hashes (
  chain_id  bigint NOT NULL REFERENCES casino_table_chains(id),
  position  integer NOT NULL,
  hash      text NOT NULL,
  PRIMARY KEY (chain_id, position)
);

-- betting → dealing (cards shown one by one, card_ms apart, from closes_at) → settled; void when
-- the round failed and every stake was refunded. `outcome` is written when dealing starts and
-- shown only card by card as their times come.
CREATE TABLE casino_table_rounds (
  id            bigserial PRIMARY KEY,
  game          text NOT NULL,
  chain_id      bigint NOT NULL REFERENCES casino_table_chains(id),
  position      integer NOT NULL,
  hash          text NOT NULL,
  phase         text NOT NULL CHECK (phase IN ('betting', 'dealing', 'settled', 'void')),
  opens_at      timestamptz NOT NULL,
  closes_at     timestamptz NOT NULL,
  card_ms       integer NOT NULL DEFAULT 0 CHECK (card_ms >= 0),
  deal_ends_at  timestamptz,
  outcome       jsonb,
  settled_at    timestamptz,
  UNIQUE (chain_id, position)
);
CREATE INDEX casino_table_rounds_game_idx ON casino_table_rounds (game, id DESC);

CREATE TABLE casino_table_bets (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES casino_table_rounds(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  session_id  bigint NOT NULL REFERENCES casino_sessions(id),
  bet_type    text NOT NULL,
  stake       bigint NOT NULL CHECK (stake > 0),
  payout      bigint NOT NULL DEFAULT 0,
  status      text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz
);
CREATE INDEX casino_table_bets_round_idx ON casino_table_bets (round_id, status);
CREATE INDEX casino_table_bets_user_idx ON casino_table_bets (user_id, id DESC);
CREATE INDEX casino_table_bets_session_idx ON casino_table_bets (session_id);

-- The catalogue's titles that are these tables now launch them (a database seeded before them
-- still names the stand-in aggregator).
UPDATE casino_games g SET provider_id = p.id, provider_game_id = t.page
FROM casino_providers p,
     (VALUES ('dragon-tiger', 'dragon-tiger'), ('7-up-down', '7-up-down'), ('lucky-7', '7-up-down'),
             ('andar-bahar', 'andar-bahar'), ('andar-bahar-2', 'andar-bahar'),
             ('teenpatti', 'teenpatti'), ('teenpatti-20-20', 'teenpatti'), ('baccarat', 'baccarat'), ('goal', 'goal')) AS t(uid, page)
WHERE p.key = 'lotus' AND g.uid = t.uid;
