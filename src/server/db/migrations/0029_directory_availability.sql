ALTER TABLE "directory_entries" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
-- Decision 056: entries already written carry their member's availability, and the filter token of those
-- taking new work, at once, without a rebuild of the index.
UPDATE "directory_entries" d SET "availability" = p."availability",
  "facets" = CASE WHEN p."availability" = 'unavailable' THEN d."facets" ELSE array_append(d."facets", 'work:open') END
FROM "member_profiles" p WHERE p."entity_id" = d."entity_id";--> statement-breakpoint
UPDATE "directory_entries" SET "facets" = array_append("facets", 'work:open')
WHERE NOT ('work:open' = ANY ("facets")) AND "entity_id" NOT IN (SELECT "entity_id" FROM "member_profiles");
