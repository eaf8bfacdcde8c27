CREATE TABLE "notification_settings" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"chat_messages" boolean DEFAULT true NOT NULL,
	"chat_sound" boolean DEFAULT true NOT NULL,
	"termhelp_questions" text DEFAULT 'daily' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;