ALTER TABLE "client_requests" ADD COLUMN "requested_ip" text;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "answered_ip" text;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "bb_entry_id" integer;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "kind" text DEFAULT 'feedback' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "author_entity_id" integer;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "settled_with" integer;--> statement-breakpoint
ALTER TABLE "software_reviews" ADD COLUMN "pending_rating" smallint;--> statement-breakpoint
ALTER TABLE "software_reviews" ADD COLUMN "pending_pros" text;--> statement-breakpoint
ALTER TABLE "software_reviews" ADD COLUMN "pending_cons" text;--> statement-breakpoint
ALTER TABLE "software_reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_bb_entry_id_bb_entries_id_fk" FOREIGN KEY ("bb_entry_id") REFERENCES "public"."bb_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_reports_bb_entry_idx" ON "feedback_reports" USING btree ("bb_entry_id");