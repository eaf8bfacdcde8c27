-- hand-written:
-- Issue 57: the country pickers offered withdrawn codes ICU still names (DD "Germany", SU "Russia", YU and
-- CS "Serbia"…); a member who picked one is moved to the country's current code (contract/countries.ts,
-- LEGACY_COUNTRY_CODES), in the profile, the pay settings and the directory entry the Germany filter reads.
CREATE TEMPORARY TABLE legacy_country_codes (old text PRIMARY KEY, current text NOT NULL);--> statement-breakpoint
INSERT INTO legacy_country_codes VALUES
  ('AN', 'CW'), ('BU', 'MM'), ('CS', 'RS'), ('DD', 'DE'), ('DY', 'BJ'), ('FX', 'FR'), ('HV', 'BF'), ('NH', 'VU'),
  ('RH', 'ZW'), ('SU', 'RU'), ('TP', 'TL'), ('UK', 'GB'), ('VD', 'VN'), ('YD', 'YE'), ('YU', 'RS'), ('ZR', 'CD');--> statement-breakpoint
UPDATE member_profiles p SET country_code = m.current FROM legacy_country_codes m WHERE p.country_code = m.old;--> statement-breakpoint
UPDATE pay_settings s SET country = m.current FROM legacy_country_codes m WHERE s.country = m.old;--> statement-breakpoint
UPDATE directory_entries d
  SET public_country = m.current, facets = array_replace(d.facets, 'country:' || m.old, 'country:' || m.current)
  FROM legacy_country_codes m WHERE d.public_country = m.old;--> statement-breakpoint
DROP TABLE legacy_country_codes;
