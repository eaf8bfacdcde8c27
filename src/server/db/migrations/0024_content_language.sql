ALTER TABLE "courses" ADD COLUMN "language" text DEFAULT 'eng' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "language" text DEFAULT 'eng' NOT NULL;