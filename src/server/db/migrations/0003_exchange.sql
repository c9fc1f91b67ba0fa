-- Exchange: catalogue, bets (orders) with their matches, per-market positions and exposure
-- holds, settlement records, the house market maker; and matka markets with their results.
-- Money in paise (bigint); prices in hundredths of the decimal price (2.02 → 202).
-- Every change to a market goes through functions/exchange_lock_markets.sql and
-- exchange_write_markets.sql.

CREATE TABLE sports (
  key         text PRIMARY KEY CHECK (key ~ '^[a-z0-9-]{2,40}$'),
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);

-- The sports of the category bar and sidebar (spec §2); the operator adds events under them.
INSERT INTO sports (key, name, sort_order) VALUES
  ('cricket', 'Cricket', 0), ('football', 'Football', 1), ('tennis', 'Tennis', 2), ('volleyball', 'Volleyball', 3),
  ('sportsbook', 'Sportsbook', 4), ('esports', 'Esports', 5), ('kabaddi', 'Kabaddi', 6), ('winner-cup', 'Winner Cup', 7),
  ('mma', 'MMA', 8), ('gaelic', 'Gaelic Games', 9), ('fifa-cup-winner', 'FIFA Cup Winner', 10), ('election', 'Election', 11),
  ('handball', 'Handball', 12), ('australian-rules', 'Australian Rules', 13), ('ice-hockey', 'Ice Hockey', 14),
  ('basketball', 'Basketball', 15), ('baseball', 'Baseball', 16), ('american-football', 'American Football', 17),
  ('snooker', 'Snooker', 18), ('table-tennis', 'Table Tennis', 19);

CREATE TABLE events (
  id           bigserial PRIMARY KEY,
  sport_key    text NOT NULL REFERENCES sports(key),
  name         text NOT NULL,
  competition  text NOT NULL DEFAULT '',
  -- Outrights (a cup winner) have no teams.
  team1        text,
  team2        text,
  start_time   timestamptz NOT NULL,
  in_play      boolean NOT NULL DEFAULT false,
  has_gamepad  boolean NOT NULL DEFAULT false,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_sport_start_idx ON events (sport_key, start_time);

-- Each change to a market's book takes a new version from this sequence (never reused, even by
-- a rolled-back transaction), so a process's cached book is valid exactly when versions agree.
CREATE SEQUENCE market_version_seq;

CREATE TABLE markets (
  id              bigserial PRIMARY KEY,
  event_id        bigint NOT NULL REFERENCES events(id),
  name            text NOT NULL,
  type            text NOT NULL CHECK (type IN ('match_odds', 'bookmaker', 'fancy')),
  status          text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SUSPENDED', 'CLOSED')),
  -- Seconds an in-play order waits before it is matched.
  bet_delay       integer NOT NULL DEFAULT 0 CHECK (bet_delay BETWEEN 0 AND 30),
  min_stake       bigint NOT NULL DEFAULT 10000 CHECK (min_stake >= 10000),
  max_stake       bigint NOT NULL CHECK (max_stake >= min_stake),
  -- Commission on a player's net market winnings, in basis points (500 = 5%).
  commission_bps  integer NOT NULL DEFAULT 0 CHECK (commission_bps BETWEEN 0 AND 10000),
  sort_order      integer NOT NULL DEFAULT 0,
  version         bigint NOT NULL DEFAULT nextval('market_version_seq'),
  -- Time priority inside the market: every bet takes the next seq under the market's row lock.
  next_seq        bigint NOT NULL DEFAULT 1,
  -- How many times it was settled (a resettlement reverses round n and settles round n + 1).
  settle_round    integer NOT NULL DEFAULT 0,
  settled_at      timestamptz,
  -- {"winner_runner_id": 7} | {"void": true} | {"result": 84}
  result          jsonb,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX markets_event_idx ON markets (event_id, sort_order, id);

CREATE TABLE runners (
  id          bigserial PRIMARY KEY,
  market_id   bigint NOT NULL REFERENCES markets(id),
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  -- The operator's fair price the house quotes around; NULL: the house does not quote ('-').
  fair_price  integer CHECK (fair_price BETWEEN 101 AND 100000),
  -- Fancy quotes: YES wins when the result is at or above yes_line, NO when below no_line.
  yes_line    integer CHECK (yes_line >= 0),
  yes_rate    integer CHECK (yes_rate BETWEEN 1 AND 1000),
  no_line     integer CHECK (no_line >= 0),
  no_rate     integer CHECK (no_rate BETWEEN 1 AND 1000),
  CONSTRAINT runners_fancy_lines_never_both CHECK (yes_line IS NULL OR no_line IS NULL OR no_line <= yes_line)
);
CREATE INDEX runners_market_idx ON runners (market_id, sort_order, id);

-- A resting bet is updated at every partial fill. Pages keep room (fillfactor) so that such an
-- update can stay on its page with no new index entry (a heap-only update), which needs the
-- update to change no indexed column and no column of an index's predicate.
CREATE TABLE bets (
  id               bigserial PRIMARY KEY,
  market_id        bigint NOT NULL REFERENCES markets(id),
  seq              bigint NOT NULL,
  runner_id        bigint NOT NULL REFERENCES runners(id),
  user_id          bigint NOT NULL REFERENCES users(id),
  side             text NOT NULL CHECK (side IN ('back', 'lay')),
  price            integer NOT NULL CHECK (price BETWEEN 101 AND 100000),
  -- Fancy: the line the bet was struck at (back = YES, lay = NO).
  line             integer,
  persistence      text NOT NULL DEFAULT 'lapse' CHECK (persistence IN ('lapse', 'persist')),
  stake            bigint NOT NULL CHECK (stake > 0),
  matched_stake    bigint NOT NULL DEFAULT 0 CHECK (matched_stake >= 0),
  -- Σ matched stake × price (hundredths): the average matched price without floats.
  matched_value    bigint NOT NULL DEFAULT 0,
  remaining_stake  bigint NOT NULL CHECK (remaining_stake >= 0),
  cancelled_stake  bigint NOT NULL DEFAULT 0 CHECK (cancelled_stake >= 0),
  lapsed_stake     bigint NOT NULL DEFAULT 0 CHECK (lapsed_stake >= 0),
  -- What the matched part pays when the runner wins (fancy: the result reaches the line) and
  -- when it loses, summed fill by fill exactly as settlement pays them.
  win_pnl          bigint NOT NULL DEFAULT 0,
  lose_pnl         bigint NOT NULL DEFAULT 0,
  status           text NOT NULL CHECK (status IN ('open', 'matched', 'cancelled', 'lapsed', 'won', 'lost', 'void')),
  profit           bigint,
  placed_at        timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  CONSTRAINT bets_market_seq_key UNIQUE (market_id, seq),
  CONSTRAINT bets_stake_parts CHECK (stake = matched_stake + remaining_stake + cancelled_stake + lapsed_stake),
  -- A bet is open exactly while some of it rests: the book index below can then be partial on
  -- status, which a fill that leaves the bet open does not change (remaining_stake it does).
  CONSTRAINT bets_open_while_resting CHECK ((status = 'open') = (remaining_stake > 0))
) WITH (fillfactor = 85);
-- The book: resting bets by market, runner, side and price. Queries of the book say
-- status = 'open' (the planner matches an index predicate as written).
CREATE INDEX bets_book_idx ON bets (market_id, runner_id, side, price) WHERE status = 'open';
CREATE INDEX bets_user_placed_idx ON bets (user_id, placed_at DESC, id DESC);
-- A player's bets on a market. User first: the write finds a bet it fills by (market_id, seq),
-- and a plan cached while bets was small could take an index led by market_id for that, with seq
-- as a filter, reading every bet of the market; only the unique key can serve that lookup.
CREATE INDEX bets_user_market_idx ON bets (user_id, market_id);

-- One row per match between an incoming (taker) bet and a resting (maker) bet, at the maker's price.
CREATE TABLE bet_matches (
  id          bigserial PRIMARY KEY,
  market_id   bigint NOT NULL,
  taker_seq   bigint NOT NULL,
  maker_seq   bigint NOT NULL,
  runner_id   bigint NOT NULL,
  taker_side  text NOT NULL CHECK (taker_side IN ('back', 'lay')),
  price       integer NOT NULL,
  stake       bigint NOT NULL CHECK (stake > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (market_id, taker_seq) REFERENCES bets (market_id, seq),
  FOREIGN KEY (market_id, maker_seq) REFERENCES bets (market_id, seq)
);
CREATE INDEX bet_matches_market_idx ON bet_matches (market_id, id);

-- A player's matched book in a market, per runner (fancy: per line): the sums of win_pnl and
-- lose_pnl of their matched bets on it. Match odds: profit if r wins = win(r) + Σ lose(others);
-- fancy: profit at result x = Σ win(lines ≤ x) + Σ lose(lines > x).
CREATE TABLE market_positions (
  market_id  bigint NOT NULL REFERENCES markets(id),
  user_id    bigint NOT NULL REFERENCES users(id),
  runner_id  bigint NOT NULL REFERENCES runners(id),
  line       integer NOT NULL DEFAULT 0,
  win_sum    bigint NOT NULL DEFAULT 0,
  lose_sum   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (market_id, user_id, runner_id, line)
);

-- What is held in the player's exposure account for this market (their worst case). Every order
-- rewrites its players' rows: amount is in no index, and pages keep room, so such an update can
-- stay on its page with no new index entry.
CREATE TABLE market_exposures (
  market_id  bigint NOT NULL REFERENCES markets(id),
  user_id    bigint NOT NULL REFERENCES users(id),
  amount     bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (market_id, user_id)
) WITH (fillfactor = 80);
-- A player's holds. Whole, not partial on amount > 0 (a column in an index's predicate rules out
-- those heap-only updates); queries that want amount > 0 still say so. With market_id after
-- user_id it is, like the primary key, a single-row lookup for the write, which a plan cached
-- while the table was small could pick it for.
CREATE INDEX market_exposures_user_idx ON market_exposures (user_id, market_id);

-- Each player's result of each settlement round (reversed_at set when a resettlement undid it).
CREATE TABLE market_settlements (
  market_id    bigint NOT NULL REFERENCES markets(id),
  round        integer NOT NULL,
  user_id      bigint NOT NULL REFERENCES users(id),
  net_profit   bigint NOT NULL,
  commission   bigint NOT NULL DEFAULT 0 CHECK (commission >= 0),
  settled_at   timestamptz NOT NULL DEFAULT now(),
  reversed_at  timestamptz,
  PRIMARY KEY (market_id, round, user_id)
);
CREATE INDEX market_settlements_user_idx ON market_settlements (user_id, settled_at);

-- The house market maker: an ordinary participant with player accounts, funded by the house.
INSERT INTO users (username, display_name, password_hash, role, status)
VALUES ('lotus.house', 'Lotus House', '!no-login', 'player', 'active')
ON CONFLICT DO NOTHING;

-- The house market maker in shards: each market is quoted by one of a few house participants
-- (market id modulo the shard count), so orders on different markets never wait for each other
-- on the house's account rows. One set per world: demo players trade against play-money makers
-- (demo users themselves), real players against real ones. Shard 0 of real money is the
-- participant above.
CREATE TABLE house_makers (
  shard       integer NOT NULL CHECK (shard >= 0),
  user_id     bigint NOT NULL UNIQUE REFERENCES users(id),
  play_money  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (play_money, shard)
);
INSERT INTO house_makers (shard, user_id) SELECT 0, id FROM users WHERE username = 'lotus.house';

CREATE TABLE matka_markets (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  category    text NOT NULL CHECK (category IN ('matka', 'delhi')),
  -- Daily times in India (Asia/Kolkata), 'HH:MM'.
  open_time   text NOT NULL CHECK (open_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  close_time  text NOT NULL CHECK (close_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  is_active   boolean NOT NULL DEFAULT true,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE matka_results (
  market_id     bigint NOT NULL REFERENCES matka_markets(id),
  result_date   date NOT NULL,
  open_result   text,
  close_result  text,
  jodi          text,
  declared_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market_id, result_date)
);
