CREATE TABLE "job_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"search" text,
	"source" text,
	"target" text,
	"service_id" integer,
	"field" text,
	"digest" boolean DEFAULT false NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_pairs" (
	"job_id" integer NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"service_id" integer,
	"field_category" text,
	"discipline_id" integer,
	"published_at" timestamp with time zone,
	"deadline" date,
	"budget_total" bigint,
	CONSTRAINT "job_pairs_job_id_source_target_pk" PRIMARY KEY("job_id","source","target")
);
--> statement-breakpoint
CREATE TABLE "job_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"rate_milli" integer NOT NULL,
	"unit" text NOT NULL,
	"currency" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"shortlisted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"poster_entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"service_id" integer NOT NULL,
	"discipline_id" integer,
	"field_category" text,
	"volume" integer NOT NULL,
	"unit" text NOT NULL,
	"deadline" date NOT NULL,
	"currency" text NOT NULL,
	"budget_min_milli" integer,
	"budget_max_milli" integer,
	"cat_tool_id" integer,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"min_rating" numeric(2, 1),
	"quotes_visible" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sample_key" text,
	"sample_name" text,
	"sample_type" text,
	"sample_size" integer,
	"awarded_quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bb_entries" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "bb_entries" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_pairs" ADD CONSTRAINT "job_pairs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_poster_entity_id_users_entity_id_fk" FOREIGN KEY ("poster_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_member_idx" ON "job_alerts" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "job_pairs_open_idx" ON "job_pairs" USING btree ("source","target","published_at" DESC NULLS LAST,"job_id") WHERE "job_pairs"."open";--> statement-breakpoint
CREATE INDEX "job_pairs_open_field_idx" ON "job_pairs" USING btree ("source","target","field_category","published_at" DESC NULLS LAST,"job_id") WHERE "job_pairs"."open";--> statement-breakpoint
CREATE INDEX "job_pairs_open_discipline_idx" ON "job_pairs" USING btree ("source","target","discipline_id","published_at" DESC NULLS LAST,"job_id") WHERE "job_pairs"."open";--> statement-breakpoint
CREATE INDEX "job_pairs_open_target_idx" ON "job_pairs" USING btree ("target","published_at" DESC NULLS LAST,"job_id") WHERE "job_pairs"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "job_quotes_job_member_idx" ON "job_quotes" USING btree ("job_id","entity_id");--> statement-breakpoint
CREATE INDEX "job_quotes_member_idx" ON "job_quotes" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_poster_idx" ON "jobs" USING btree ("poster_entity_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_field_idx" ON "jobs" USING btree ("field_category","published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_discipline_idx" ON "jobs" USING btree ("discipline_id","published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "bb_entries_job_unique" ON "bb_entries" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_feedback_job_unique" ON "member_feedback" USING btree ("job_id");