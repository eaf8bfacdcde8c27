-- Entity ids below 100 belong to staff and system accounts (spec §6: entity 1 is always staff; the site
-- team and the demo accounts are seeded with fixed ids). Sign-ups take their ids from this sequence, so
-- it never hands out a reserved one, on a seeded database or an empty one.
ALTER SEQUENCE "users_entity_id_seq" START WITH 100;--> statement-breakpoint
SELECT setval('"users_entity_id_seq"', greatest(coalesce((SELECT max("entity_id") FROM "users"), 0), 99));
