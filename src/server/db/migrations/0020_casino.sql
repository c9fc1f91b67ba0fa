-- Casino slice, part 1: providers, the game catalogue and its collections, game sessions, and
-- the seamless wallet's transaction log (DESIGN §7). Money moves only through the ledger
-- (transfers of kind casino_debit, casino_credit, casino_rollback); this log says which
-- provider transaction caused which transfer, and keeps the first answer to replay repeats.

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

-- One launch of one title by one player. The provider gets the token (kept here only as its
-- SHA-256) and names it in every wallet call; it stops debits when it expires, never wins.
CREATE TABLE casino_sessions (
  id           bigserial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  user_id      bigint NOT NULL REFERENCES users(id),
  provider_id  bigint NOT NULL REFERENCES casino_providers(id),
  game_id      bigint NOT NULL REFERENCES casino_games(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX casino_sessions_user_idx ON casino_sessions (user_id, created_at DESC);

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
