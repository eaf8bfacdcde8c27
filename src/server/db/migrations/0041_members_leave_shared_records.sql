ALTER TABLE "bb_entries" DROP CONSTRAINT "bb_entries_rater_entity_id_users_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "member_feedback" DROP CONSTRAINT "member_feedback_author_entity_id_users_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "job_quotes" DROP CONSTRAINT "job_quotes_entity_id_users_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_poster_entity_id_users_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_channels" DROP CONSTRAINT "chat_channels_low_id_users_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_channels" DROP CONSTRAINT "chat_channels_high_id_users_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_sender_id_users_entity_id_fk";
