ALTER TABLE "job_invitations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD COLUMN "decline_reason" text;