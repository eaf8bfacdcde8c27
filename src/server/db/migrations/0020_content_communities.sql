CREATE TABLE "language_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "language_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"score" smallint,
	"feedback" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessed_at" timestamp with time zone,
	"assessed_by" integer,
	"credential_id" integer
);
--> statement-breakpoint
CREATE TABLE "pro_bono_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_bono_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"organisation" text NOT NULL,
	"description" text NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"volunteers_needed" smallint NOT NULL,
	"deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_bono_volunteers" (
	"project_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_bono_volunteers_project_id_entity_id_pk" PRIMARY KEY("project_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"course_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_course_id_entity_id_pk" PRIMARY KEY("course_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"minutes" smallint NOT NULL,
	CONSTRAINT "course_lessons_position_uq" UNIQUE("course_id","position")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"level" text NOT NULL,
	"author_entity_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"lesson_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_lesson_id_entity_id_pk" PRIMARY KEY("lesson_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_entity_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "kind" text DEFAULT 'webinar' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "community" text;--> statement-breakpoint
ALTER TABLE "language_assessments" ADD CONSTRAINT "language_assessments_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_assessments" ADD CONSTRAINT "language_assessments_assessed_by_users_entity_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_assessments" ADD CONSTRAINT "language_assessments_credential_id_member_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."member_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_bono_volunteers" ADD CONSTRAINT "pro_bono_volunteers_project_id_pro_bono_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."pro_bono_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_bono_volunteers" ADD CONSTRAINT "pro_bono_volunteers_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_author_entity_id_users_entity_id_fk" FOREIGN KEY ("author_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_entity_id_users_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_entity_id_users_entity_id_fk" FOREIGN KEY ("author_entity_id") REFERENCES "public"."users"("entity_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "language_assessments_entity_idx" ON "language_assessments" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "language_assessments_status_idx" ON "language_assessments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "language_assessments_open_uq" ON "language_assessments" USING btree ("entity_id","source_lang","target_lang") WHERE "language_assessments"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "course_enrolments_entity_idx" ON "course_enrolments" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_entity_idx" ON "lesson_progress" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at");