CREATE TABLE "directory_entries" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"photo_url" text,
	"headline" text NOT NULL,
	"facets" text[] NOT NULL,
	"document" "tsvector" NOT NULL,
	"pairs" jsonb NOT NULL,
	"main_fields" integer[] NOT NULL,
	"rating_avg" real,
	"rating_count" integer NOT NULL,
	"public_country" text,
	"member_until" timestamp with time zone,
	"member_since" timestamp with time zone,
	"first_time_paid" boolean NOT NULL,
	"is_mentor" boolean NOT NULL,
	"mentor_topics" text[] NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_search_idx" ON "directory_entries" USING gin (("document" || array_to_tsvector("facets")));--> statement-breakpoint
CREATE INDEX "directory_entries_rank_idx" ON "directory_entries" USING btree ("rating_avg" desc nulls last,"rating_count" DESC NULLS LAST,"entity_id");--> statement-breakpoint
CREATE INDEX "directory_entries_joined_idx" ON "directory_entries" USING btree ("joined_at" DESC NULLS LAST,"entity_id");--> statement-breakpoint
CREATE INDEX "directory_entries_name_idx" ON "directory_entries" USING btree ("sort_name","entity_id");--> statement-breakpoint
CREATE INDEX "directory_entries_member_since_idx" ON "directory_entries" USING btree ("member_since");--> statement-breakpoint
CREATE INDEX "directory_entries_country_idx" ON "directory_entries" USING btree ("public_country");--> statement-breakpoint
CREATE INDEX "directory_entries_mentor_idx" ON "directory_entries" USING btree ("entity_id") WHERE "directory_entries"."is_mentor";--> statement-breakpoint
CREATE INDEX "directory_terms_trgm_idx" ON "directory_terms" USING gin ("word" gin_trgm_ops);