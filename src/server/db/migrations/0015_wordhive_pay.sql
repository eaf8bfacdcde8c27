CREATE TABLE "pay_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"currency" text NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_accounts_member_not_negative" CHECK ("pay_accounts"."kind" <> 'member' or "pay_accounts"."debits_posted" + "pay_accounts"."debits_pending" <= "pay_accounts"."credits_posted" + "pay_accounts"."debited")
);
--> statement-breakpoint
CREATE TABLE "pay_debits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"payee_entity_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_idempotency" (
	"entity_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_idempotency_entity_id_key_pk" PRIMARY KEY("entity_id","key")
);
--> statement-breakpoint
CREATE TABLE "pay_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payer_entity_id" integer NOT NULL,
	"payee_entity_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"job_id" integer,
	"status" text NOT NULL,
	"method" text,
	"method_fee" bigint DEFAULT 0 NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"due_date" date,
	"provider_charge_id" text,
	"hold_transfer_id" text,
	"cancel_reason" text,
	"non_payment_reported_at" timestamp with time zone,
	"non_payment_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"funded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_payout_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_payout_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"default_currency" text DEFAULT 'EUR' NOT NULL,
	"invoice_name" text DEFAULT '' NOT NULL,
	"invoice_address" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_id" text,
	"resolution" text,
	"payment_id" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_transfers_positive" CHECK ("pay_transfers"."amount" > 0),
	CONSTRAINT "pay_transfers_two_accounts" CHECK ("pay_transfers"."debit_account_id" <> "pay_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "pay_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payout_method_id" integer NOT NULL,
	"method_label" text NOT NULL,
	"status" text NOT NULL,
	"provider_payout_id" text,
	"transfer_id" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_debits" ADD CONSTRAINT "pay_debits_payment_id_pay_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."pay_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_transfers" ADD CONSTRAINT "pay_transfers_debit_account_id_pay_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_transfers" ADD CONSTRAINT "pay_transfers_credit_account_id_pay_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_accounts_owner_idx" ON "pay_accounts" USING btree ("kind","entity_id","currency");--> statement-breakpoint
CREATE INDEX "pay_debits_payee_idx" ON "pay_debits" USING btree ("payee_entity_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_payments_payee_idx" ON "pay_payments" USING btree ("payee_entity_id","status","released_at");--> statement-breakpoint
CREATE INDEX "pay_payments_payer_idx" ON "pay_payments" USING btree ("payer_entity_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_payments_job_idx" ON "pay_payments" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "pay_payments_reported_idx" ON "pay_payments" USING btree ("non_payment_reported_at") WHERE "pay_payments"."non_payment_reported_at" is not null;--> statement-breakpoint
CREATE INDEX "pay_payout_methods_member_idx" ON "pay_payout_methods" USING btree ("entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_transfers_pending_idx" ON "pay_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "pay_transfers_debit_idx" ON "pay_transfers" USING btree ("debit_account_id");--> statement-breakpoint
CREATE INDEX "pay_transfers_credit_idx" ON "pay_transfers" USING btree ("credit_account_id");--> statement-breakpoint
CREATE INDEX "pay_transfers_payment_idx" ON "pay_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pay_withdrawals_member_idx" ON "pay_withdrawals" USING btree ("entity_id","created_at");--> statement-breakpoint
-- Transfers are immutable: a correction is a new transfer (docs/decisions/033).
CREATE FUNCTION "pay_transfers_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pay_transfers are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pay_transfers_no_change" BEFORE UPDATE OR DELETE ON "pay_transfers"
  FOR EACH ROW EXECUTE FUNCTION "pay_transfers_immutable"();--> statement-breakpoint
-- The platform's accounts in every currency, so no payment has to create one.
INSERT INTO "pay_accounts" ("kind", "entity_id", "currency")
  SELECT k, 0, c FROM unnest(ARRAY['provider', 'fees', 'payouts']) AS k,
    unnest(ARRAY['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'BRL', 'ILS']) AS c;
