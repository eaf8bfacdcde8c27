CREATE TABLE "bb_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"outsourcer_entity_id" integer NOT NULL,
	"rater_entity_id" integer NOT NULL,
	"lwa" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_participation" (
	"entity_id" integer NOT NULL,
	"community" text NOT NULL,
	"role" text NOT NULL,
	"contributions" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_participation_entity_id_community_pk" PRIMARY KEY("entity_id","community")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"owner_entity_id" integer NOT NULL,
	"favorite_entity_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_owner_entity_id_favorite_entity_id_pk" PRIMARY KEY("owner_entity_id","favorite_entity_id")
);
--> statement-breakpoint
CREATE TABLE "forum_activity" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"topics" integer DEFAULT 0 NOT NULL,
	"last_post_at" timestamp with time zone,
	"recent_topics" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"discipline_id" integer,
	"term_count" integer NOT NULL,
	"sample_terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpreter_pools" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"travel_radius_km" integer DEFAULT 0 NOT NULL,
	"availability" text[] NOT NULL,
	"modes" text[] NOT NULL,
	"short_notice" boolean DEFAULT false NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"iso3" text PRIMARY KEY NOT NULL,
	"iso1" text,
	"iso2b" text,
	"scope" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"common" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"source_lang" text,
	"target_lang" text,
	"year" smallint,
	"verified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"location" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"author_entity_id" integer,
	"author_name" text NOT NULL,
	"author_kind" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"source_lang" text,
	"target_lang" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_fields" (
	"entity_id" integer NOT NULL,
	"discipline_id" integer NOT NULL,
	"specialty" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_fields_entity_id_discipline_id_pk" PRIMARY KEY("entity_id","discipline_id")
);
--> statement-breakpoint
CREATE TABLE "member_languages" (
	"entity_id" integer NOT NULL,
	"language" text NOT NULL,
	"proficiency" text NOT NULL,
	CONSTRAINT "member_languages_entity_id_language_pk" PRIMARY KEY("entity_id","language")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"country_code" text,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"agency_name" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"gender_custom" text DEFAULT '' NOT NULL,
	"pronouns" text DEFAULT '' NOT NULL,
	"years_experience" smallint,
	"timezone" text DEFAULT '' NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"membership_plan" text DEFAULT 'none' NOT NULL,
	"membership_since" timestamp with time zone,
	"membership_until" timestamp with time zone,
	"first_time_paid" boolean DEFAULT false NOT NULL,
	"is_mentor" boolean DEFAULT false NOT NULL,
	"mentor_topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_avg" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"service_id" integer NOT NULL,
	"source_lang" text,
	"target_lang" text,
	"discipline_id" integer,
	"volume" integer NOT NULL,
	"volume_unit" text NOT NULL,
	"completed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"source_lang" text,
	"target_lang" text,
	"unit" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(10, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"source_lang" text,
	"target_lang" text
);
--> statement-breakpoint
CREATE TABLE "member_software" (
	"entity_id" integer NOT NULL,
	"software_id" integer NOT NULL,
	CONSTRAINT "member_software_entity_id_software_id_pk" PRIMARY KEY("entity_id","software_id")
);
--> statement-breakpoint
CREATE TABLE "member_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"discipline_id" integer,
	"source_text" text NOT NULL,
	"target_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"contact_country_visible" text DEFAULT 'y' NOT NULL,
	"contact_address_visible" text DEFAULT 'n' NOT NULL,
	"contact_city_visible" text DEFAULT 'y' NOT NULL,
	"contact_region_visible" text DEFAULT 'y' NOT NULL,
	"contact_postal_visible" text DEFAULT 'n' NOT NULL,
	"contact_phone_visible" text DEFAULT 'outsourcer' NOT NULL,
	"contact_skype_visible" text DEFAULT 'outsourcer' NOT NULL,
	"contact_fax_visible" text DEFAULT 'outsourcer' NOT NULL,
	"contact_email_visible" text DEFAULT 'n' NOT NULL,
	"contact_url_visible" text DEFAULT 'y' NOT NULL,
	"agency_name_visible" text DEFAULT 'y' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termhelp_activity" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"questions_asked" integer DEFAULT 0 NOT NULL,
	"answers_given" integer DEFAULT 0 NOT NULL,
	"answers_selected" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"pair_points" jsonb NOT NULL,
	"last_active_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bb_entries" ADD CONSTRAINT "bb_entries_outsourcer_entity_id_users_entity_id_fk" FOREIGN KEY ("outsourcer_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bb_entries" ADD CONSTRAINT "bb_entries_rater_entity_id_users_entity_id_fk" FOREIGN KEY ("rater_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_participation" ADD CONSTRAINT "community_participation_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_owner_entity_id_users_entity_id_fk" FOREIGN KEY ("owner_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_favorite_entity_id_users_entity_id_fk" FOREIGN KEY ("favorite_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_activity" ADD CONSTRAINT "forum_activity_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossaries" ADD CONSTRAINT "glossaries_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_pools" ADD CONSTRAINT "interpreter_pools_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_pairs" ADD CONSTRAINT "language_pairs_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_articles" ADD CONSTRAINT "member_articles_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_author_entity_id_users_entity_id_fk" FOREIGN KEY ("author_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fields" ADD CONSTRAINT "member_fields_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_languages" ADD CONSTRAINT "member_languages_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_projects" ADD CONSTRAINT "member_projects_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rates" ADD CONSTRAINT "member_rates_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_services" ADD CONSTRAINT "member_services_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_software" ADD CONSTRAINT "member_software_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_websites" ADD CONSTRAINT "member_websites_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_samples" ADD CONSTRAINT "portfolio_samples_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termhelp_activity" ADD CONSTRAINT "termhelp_activity_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bb_entries_outsourcer_idx" ON "bb_entries" USING btree ("outsourcer_entity_id","created_at");--> statement-breakpoint
CREATE INDEX "bb_entries_rater_idx" ON "bb_entries" USING btree ("rater_entity_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_events_entity_idx" ON "calendar_events" USING btree ("entity_id","starts_on");--> statement-breakpoint
CREATE INDEX "glossaries_entity_idx" ON "glossaries" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "interpreter_pools_region_idx" ON "interpreter_pools" USING btree ("region");--> statement-breakpoint
CREATE UNIQUE INDEX "language_pairs_member_pair_unique" ON "language_pairs" USING btree ("entity_id","source_lang","target_lang");--> statement-breakpoint
CREATE INDEX "language_pairs_pair_idx" ON "language_pairs" USING btree ("source_lang","target_lang");--> statement-breakpoint
CREATE INDEX "language_pairs_target_idx" ON "language_pairs" USING btree ("target_lang");--> statement-breakpoint
CREATE INDEX "languages_name_idx" ON "languages" USING btree ("name");--> statement-breakpoint
CREATE INDEX "member_articles_entity_idx" ON "member_articles" USING btree ("entity_id","published_at");--> statement-breakpoint
CREATE INDEX "member_credentials_entity_idx" ON "member_credentials" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "member_events_entity_idx" ON "member_events" USING btree ("entity_id","starts_at");--> statement-breakpoint
CREATE INDEX "member_feedback_entity_idx" ON "member_feedback" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "member_fields_discipline_idx" ON "member_fields" USING btree ("discipline_id");--> statement-breakpoint
CREATE INDEX "member_languages_language_idx" ON "member_languages" USING btree ("language");--> statement-breakpoint
CREATE INDEX "member_profiles_country_idx" ON "member_profiles" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "member_profiles_mentor_idx" ON "member_profiles" USING btree ("entity_id") WHERE "member_profiles"."is_mentor";--> statement-breakpoint
CREATE INDEX "member_profiles_membership_since_idx" ON "member_profiles" USING btree ("membership_since");--> statement-breakpoint
CREATE INDEX "member_profiles_rating_idx" ON "member_profiles" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "member_projects_entity_idx" ON "member_projects" USING btree ("entity_id","completed_on");--> statement-breakpoint
CREATE INDEX "member_rates_entity_idx" ON "member_rates" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "member_services_entity_idx" ON "member_services" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "member_services_service_idx" ON "member_services" USING btree ("service_id","source_lang","target_lang");--> statement-breakpoint
CREATE INDEX "member_software_software_idx" ON "member_software" USING btree ("software_id");--> statement-breakpoint
CREATE INDEX "member_websites_entity_idx" ON "member_websites" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "portfolio_samples_entity_idx" ON "portfolio_samples" USING btree ("entity_id");