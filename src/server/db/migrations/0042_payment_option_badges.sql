-- A payment option's badge is one of a fixed list the player site words in each language, or none
-- (''): docs/decisions/062-operator-texts-in-four-languages.md. A badge written before is mapped
-- to the list by its words (any case and spacing: 'instant', '24/7', 'IMPS/NEFT'); one the list
-- lacks is removed, and the audit log keeps what it said.
WITH spellings (spelling, badge) AS (
  VALUES ('instant', 'Instant'), ('fast', 'Fast'), ('recommended', 'Recommended'), ('popular', 'Popular'), ('new', 'New'),
         ('nofee', 'No Fee'), ('nofees', 'No Fee'), ('24x7', '24x7'), ('24/7', '24x7'), ('24×7', '24x7'), ('imps/neft', 'IMPS / NEFT')
),
mapped AS (
  SELECT o.id, o.badge AS written, s.badge AS listed
    FROM payment_options o LEFT JOIN spellings s ON s.spelling = lower(regexp_replace(o.badge, '\s', '', 'g'))
   WHERE o.badge <> ''
),
removed AS (
  INSERT INTO audit_log (action, target_type, target_id, details)
  SELECT 'payment_option.update', 'payment_option', id::text,
         jsonb_build_object('before', jsonb_build_object('badge', written), 'after', jsonb_build_object('badge', ''),
                            'reason', 'Badges are a fixed list the site words in each language (migration 0042)')
    FROM mapped WHERE listed IS NULL
)
UPDATE payment_options o SET badge = coalesce(m.listed, '') FROM mapped m WHERE m.id = o.id;

ALTER TABLE payment_options ADD CONSTRAINT payment_options_badge_listed
  CHECK (badge IN ('', 'Instant', 'Fast', 'Recommended', 'Popular', 'New', 'No Fee', '24x7', 'IMPS / NEFT'));
