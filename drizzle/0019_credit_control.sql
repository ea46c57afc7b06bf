CREATE TABLE "credit_hold_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "overdue_reminders" (
	"invoice_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overdue_reminders_invoice_id_stage_pk" PRIMARY KEY("invoice_id","stage")
);
--> statement-breakpoint
CREATE TABLE "statement_sends" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"closing_pence" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_sends_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "profiles" drop column "terms";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms" text GENERATED ALWAYS AS (CASE WHEN terms_days IS NULL THEN NULL ELSE 'Net ' || terms_days END) STORED;--> statement-breakpoint
ALTER TABLE "account_ledger_entries" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "credit_limit_pence" integer;--> statement-breakpoint
ALTER TABLE "credit_hold_releases" ADD CONSTRAINT "credit_hold_releases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_reminders" ADD CONSTRAINT "overdue_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_hold_releases_waiting_idx" ON "credit_hold_releases" USING btree ("user_id") WHERE used_at IS NULL AND withdrawn_at IS NULL;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE status = 'unpaid' AND due_date IS NOT NULL;--> statement-breakpoint
ALTER TABLE "account_ledger_entries" ADD CONSTRAINT "ledger_kind_check" CHECK ("account_ledger_entries"."kind" IN ('invoice', 'payment', 'credit_note', 'cancellation', 'adjustment'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_terms_days_check" CHECK ("profiles"."terms_days" IS NULL OR "profiles"."terms_days" IN (7, 14, 30, 60));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_credit_limit_check" CHECK ("profiles"."credit_limit_pence" IS NULL OR "profiles"."credit_limit_pence" >= 0);--> statement-breakpoint
-- Entries written before kinds existed get the kind their writer gives them now, read from the reason it wrote.
UPDATE "account_ledger_entries" SET "kind" = CASE
  WHEN "order_id" IS NOT NULL AND "amount_pence" > 0 AND "reason" LIKE 'Order #%' THEN 'invoice'
  WHEN "order_id" IS NOT NULL AND "reason" LIKE 'Payment received for %' THEN 'payment'
  WHEN "order_id" IS NOT NULL AND "reason" LIKE 'Order #% cancelled' THEN 'cancellation'
  ELSE 'adjustment'
END;
