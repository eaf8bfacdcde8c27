CREATE TABLE "software_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"software_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"pros" text DEFAULT '' NOT NULL,
	"cons" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "software_reviews" ADD CONSTRAINT "software_reviews_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_reviews" ADD CONSTRAINT "software_reviews_moderated_by_users_entity_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "software_reviews_member_idx" ON "software_reviews" USING btree ("entity_id","software_id");--> statement-breakpoint
CREATE INDEX "software_reviews_software_idx" ON "software_reviews" USING btree ("software_id","status");