CREATE TABLE "pay_disputes" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"claimed" bigint NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"cause" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_payments" ADD COLUMN "refunded_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_disputes" ADD CONSTRAINT "pay_disputes_payment_id_pay_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."pay_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_refunds" ADD CONSTRAINT "pay_refunds_payment_id_pay_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."pay_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_disputes_open_idx" ON "pay_disputes" USING btree ("opened_at") WHERE "pay_disputes"."status" in ('open', 'answered');--> statement-breakpoint
CREATE INDEX "pay_refunds_payment_idx" ON "pay_refunds" USING btree ("payment_id");--> statement-breakpoint
-- A payment cancelled after funding gave everything back, its card fee with it: recorded as its one refund.
UPDATE "pay_payments" SET "refunded_amount" = "amount", "refunded_fee" = "method_fee"
 WHERE "status" = 'cancelled' AND "funded_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "pay_refunds" ("payment_id", "amount", "fee", "currency", "cause", "reason", "created_by", "created_at")
SELECT "id", "amount", "method_fee", "currency", 'cancel', coalesce("cancel_reason", ''), "payee_entity_id", "cancelled_at"
  FROM "pay_payments" WHERE "status" = 'cancelled' AND "funded_at" IS NOT NULL;
