CREATE TABLE "nav_strings" (
	"sid" text NOT NULL,
	"locale" text NOT NULL,
	"string" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nav_strings_sid_locale_pk" PRIMARY KEY("sid","locale")
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"entity_id" integer,
	"page_path" text NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"build_time_ms" integer,
	"load_time_ms" integer,
	"time_spent_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removed_members" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "website_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer,
	"suggestion" text NOT NULL,
	"url" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acting_entity_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_visits" ADD CONSTRAINT "page_visits_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_feedback" ADD CONSTRAINT "website_feedback_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_visits_session_idx" ON "page_visits" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "page_visits_created_idx" ON "page_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "website_feedback_created_idx" ON "website_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "website_feedback_rating_idx" ON "website_feedback" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");