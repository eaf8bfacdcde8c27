CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_wall_profiles" (
	"wall_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"headline" text NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"looking_for" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networking_wall_profiles_wall_id_entity_id_pk" PRIMARY KEY("wall_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "networking_walls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "networking_walls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"event_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"embed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networking_walls_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "networking_wall_profiles" ADD CONSTRAINT "networking_wall_profiles_wall_id_networking_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."networking_walls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_wall_profiles" ADD CONSTRAINT "networking_wall_profiles_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_walls" ADD CONSTRAINT "networking_walls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "networking_wall_profiles_entity_idx" ON "networking_wall_profiles" USING btree ("entity_id");