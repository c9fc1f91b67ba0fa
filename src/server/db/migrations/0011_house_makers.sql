-- The house market maker in shards (DESIGN §6): each market is quoted by one of a few house
-- participants (market id modulo the shard count), so orders on different markets never wait
-- for each other on the house's account rows. Shard 0 is the participant of 0010.
CREATE TABLE house_makers (
  shard    integer PRIMARY KEY CHECK (shard >= 0),
  user_id  bigint NOT NULL UNIQUE REFERENCES users(id)
);
INSERT INTO house_makers (shard, user_id) SELECT 0, id FROM users WHERE username = 'lotus.house';
