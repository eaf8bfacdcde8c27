ALTER TABLE "client_requests" ADD COLUMN "requested_ip" text;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "answered_ip" text;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "answered_by" integer;