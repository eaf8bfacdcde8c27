CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"role" text NOT NULL,
	"organisation" text NOT NULL,
	"start_year" smallint NOT NULL,
	"end_year" smallint,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"year" smallint,
	"source_lang" text,
	"target_lang" text,
	"discipline_id" integer,
	"url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	CONSTRAINT "client_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "feedback_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feedback_id" integer,
	"entity_id" integer NOT NULL,
	"reporter_entity_id" integer NOT NULL,
	"reason" text NOT NULL,
	"feedback" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "member_feedback" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD COLUMN "willing_again" boolean;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD COLUMN "author_company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_projects" ADD COLUMN "client_type" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_projects" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "member_projects" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_careers" ADD CONSTRAINT "member_careers_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_works" ADD CONSTRAINT "portfolio_works_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_feedback_id_member_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."member_feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_reporter_entity_id_users_entity_id_fk" FOREIGN KEY ("reporter_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_categories_entity_idx" ON "faq_categories" USING btree ("entity_id","position");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "member_careers_entity_idx" ON "member_careers" USING btree ("entity_id","position");--> statement-breakpoint
CREATE INDEX "portfolio_works_entity_idx" ON "portfolio_works" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "client_requests_entity_idx" ON "client_requests" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_reports_open_idx" ON "feedback_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_reports_entity_idx" ON "feedback_reports" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_reports_feedback_idx" ON "feedback_reports" USING btree ("feedback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_feedback_request_unique" ON "member_feedback" USING btree ("request_id");