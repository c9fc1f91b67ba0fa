-- One player account per phone number. phone_key is the number an account holds alone, in the
-- stored ten-digit form (registration has always stored numbers so); a unique index keeps it to
-- one account. Demo players and the operator hold none (NULL), so unlimited demo sign-ups never
-- meet the index, and a demo account's number never blocks a player.
ALTER TABLE users ADD COLUMN phone_key text;

-- An existing database may hold one number on several accounts: the oldest player account keeps
-- it, the later ones keep their phone_number (for the operator to see) but no key.
UPDATE users u
SET phone_key = u.phone_number
WHERE u.role = 'player' AND NOT u.is_demo AND u.phone_number ~ '^[6-9][0-9]{9}$'
  AND u.id = (SELECT min(o.id) FROM users o WHERE o.phone_number = u.phone_number AND o.role = 'player' AND NOT o.is_demo);

CREATE UNIQUE INDEX users_phone_key ON users (phone_key);
