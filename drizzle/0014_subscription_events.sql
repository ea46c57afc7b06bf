CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"period" date,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "subscription_events_actor_check" CHECK (actor in ('customer', 'email-link', 'admin', 'system'))
);
--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE INDEX "subscription_events_kind_idx" ON "subscription_events" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_events_once_per_period_idx" ON "subscription_events" USING btree ("subscription_id","kind","period") WHERE "subscription_events"."period" is not null;--> statement-breakpoint
-- Subscriptions made before the timeline existed start it with their sign-up, so every history (and the
-- owner's count of new subscriptions per month) begins at the same kind of event.
INSERT INTO "subscription_events" ("subscription_id", "kind", "actor", "actor_user_id", "at")
SELECT "id", 'created', 'customer', "user_id", "created_at" FROM "subscriptions";
