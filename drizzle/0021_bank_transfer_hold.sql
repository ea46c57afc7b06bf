ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_payment_reminder_idx" ON "orders" USING btree ("payment_reminder_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
-- Unpaid bank-transfer orders placed before the hold existed were never told of one: each gets a hold ending at UK
-- midnight six days from now (at least three working days), with the reminder the day before.
UPDATE "orders" SET
  "payment_due_at" = (date_trunc('day', now() AT TIME ZONE 'Europe/London') + interval '6 days') AT TIME ZONE 'Europe/London',
  "payment_reminder_at" = (date_trunc('day', now() AT TIME ZONE 'Europe/London') + interval '5 days') AT TIME ZONE 'Europe/London'
WHERE "status" = 'awaiting_payment' AND "payment_method" = 'bank_transfer' AND "source" IN ('shop', 'subscription')
  AND "hold_reason" IS NULL;
