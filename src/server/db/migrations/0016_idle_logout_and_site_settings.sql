-- Auto logout enforced by the server, and the operator's site settings (contact links, the
-- exchange rates behind the approximate USD and EUR amounts).
--
-- A player's chosen idle time lives on users (null: auto logout off) so the sign-in lookup,
-- which already joins users, reads it. A sign-in's expires_at slides: each use sets it to the
-- idle time from now, never past absolute_expires_at, the end its token was issued with. Every
-- check of a live sign-in (the guards, the bet transaction, the device list) reads expires_at,
-- so an idle sign-in has ended for all of them at once.

ALTER TABLE users ADD COLUMN idle_logout_minutes integer DEFAULT 30 CHECK (idle_logout_minutes BETWEEN 5 AND 1440);

UPDATE users u
   SET idle_logout_minutes = CASE
         WHEN (s.settings -> 'security' ->> 'autoLogout') = 'false' THEN NULL
         WHEN (s.settings -> 'security' ->> 'sessionTimeout') ~ '^[0-9]{1,4}$'
           THEN least(greatest((s.settings -> 'security' ->> 'sessionTimeout')::int, 5), 1440)
         ELSE 30 END
  FROM user_settings s
 WHERE s.user_id = u.id;

ALTER TABLE sessions ADD COLUMN absolute_expires_at timestamptz;
UPDATE sessions SET absolute_expires_at = expires_at;
ALTER TABLE sessions ALTER COLUMN absolute_expires_at SET NOT NULL;

CREATE TABLE site_settings (
  id              boolean PRIMARY KEY DEFAULT true CHECK (id),
  whatsapp_url    text CHECK (whatsapp_url ~ '^https://wa\.me/[0-9]{6,15}$'),
  telegram_url    text CHECK (telegram_url ~ '^https://t\.me/[A-Za-z0-9_]{5,32}$'),
  -- Paise for one unit of the currency (8350: ₹83.50 a dollar); null: that currency is not offered.
  usd_rate_paise  integer CHECK (usd_rate_paise > 0),
  eur_rate_paise  integer CHECK (eur_rate_paise > 0),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings (id) VALUES (true);
