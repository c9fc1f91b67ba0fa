-- A casino title's type and the type tag of a screen's tile are one of a fixed list the player
-- site words in each language (gameTypes in shared/casino-games.ts; decision 062). Values written
-- before are mapped to the list by their letters, in any case and spacing, "Game" optional
-- ('crash game', 'Slot', 'Casino Live'); a type the list lacks becomes 'Casino' (the catalogue's
-- catch-all), a tag the list lacks none ('').
WITH listed (type) AS (
  VALUES ('Slot Game'), ('Fish Game'), ('Table Game'), ('Crash Game'), ('Instant Game'), ('India Poker Game'), ('Card Game'),
         ('CasinoLive'), ('Bingo'), ('Casino')
),
written (value) AS (SELECT type FROM casino_games UNION SELECT tag FROM casino_collection_items WHERE tag <> ''),
mapped AS (
  SELECT w.value, l.type
    FROM written w LEFT JOIN listed l
      ON regexp_replace(lower(regexp_replace(w.value, '[^A-Za-z]', '', 'g')), 'games?$', '')
       = regexp_replace(lower(regexp_replace(l.type, '[^A-Za-z]', '', 'g')), 'games?$', '')
),
games AS (
  UPDATE casino_games g SET type = coalesce(m.type, 'Casino')
    FROM mapped m WHERE m.value = g.type AND g.type IS DISTINCT FROM m.type
)
UPDATE casino_collection_items i SET tag = coalesce(m.type, '')
  FROM mapped m WHERE m.value = i.tag AND i.tag IS DISTINCT FROM m.type;

ALTER TABLE casino_games ADD CONSTRAINT casino_games_type_listed CHECK (type IN (
  'Slot Game', 'Fish Game', 'Table Game', 'Crash Game', 'Instant Game', 'India Poker Game', 'Card Game', 'CasinoLive', 'Bingo', 'Casino'));
ALTER TABLE casino_collection_items ADD CONSTRAINT casino_collection_items_tag_listed CHECK (tag IN (
  '', 'Slot Game', 'Fish Game', 'Table Game', 'Crash Game', 'Instant Game', 'India Poker Game', 'Card Game', 'CasinoLive', 'Bingo', 'Casino'));
