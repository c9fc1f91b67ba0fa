-- Support contact and ticker audience.
--
-- The operator's support contact gains a phone number beside the WhatsApp and Telegram links, and
-- a flag saying the contact is still the demo's placeholder: the back office asks the operator to
-- set a real one, and saving any contact field clears the flag.
--
-- A ticker message is for everyone, for visitors only (an invitation to register) or for signed-in
-- players only. The demo's welcome message invites visitors to register: it is for visitors.

ALTER TABLE site_settings
  ADD COLUMN support_phone text CHECK (support_phone ~ '^\+[0-9]{10,15}$'),
  ADD COLUMN support_is_placeholder boolean NOT NULL DEFAULT false;

ALTER TABLE notifications
  ADD COLUMN audience text NOT NULL DEFAULT 'everyone' CHECK (audience IN ('everyone', 'visitors', 'players'));

UPDATE notifications SET audience = 'visitors'
 WHERE message = 'Welcome to Lotus! Register with your referral code and start playing in a minute.';
