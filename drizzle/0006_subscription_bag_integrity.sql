ALTER TABLE "order_items" ADD COLUMN "fat" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unavailable_warned_for" date;