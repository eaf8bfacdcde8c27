ALTER TABLE "directory_entries" ADD COLUMN "is_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members who already hold the role carry the badge and the filter token at once, without a rebuild of the index.
UPDATE "directory_entries" SET "is_certified" = true, "facets" = array_append("facets", 'badge:certified')
WHERE "entity_id" IN (SELECT "entity_id" FROM "member_roles" WHERE "role" = 'verified_credentials');
