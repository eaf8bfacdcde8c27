CREATE TABLE "pay_document_counters" (
	"issuer_entity_id" integer NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "pay_document_counters_issuer_entity_id_series_year_pk" PRIMARY KEY("issuer_entity_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "pay_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"issuer_entity_id" integer NOT NULL,
	"customer_entity_id" integer NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"source" text NOT NULL,
	"payment_id" integer,
	"purchase_id" integer,
	"corrects_id" integer,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_documents_seq_positive" CHECK ("pay_documents"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_documents_number_idx" ON "pay_documents" USING btree ("issuer_entity_id","series","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_documents_source_idx" ON "pay_documents" USING btree ("source");--> statement-breakpoint
CREATE INDEX "pay_documents_payment_idx" ON "pay_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pay_documents_purchase_idx" ON "pay_documents" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "pay_documents_issuer_idx" ON "pay_documents" USING btree ("issuer_entity_id","issued_at");--> statement-breakpoint
CREATE INDEX "pay_documents_customer_idx" ON "pay_documents" USING btree ("customer_entity_id","issued_at");--> statement-breakpoint
-- hand-written:
-- An issued document never changes: a correction is a credit note (docs/decisions/110).
CREATE FUNCTION "pay_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pay_documents are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pay_documents_no_change" BEFORE UPDATE OR DELETE ON "pay_documents"
  FOR EACH ROW EXECUTE FUNCTION "pay_documents_immutable"();
