CREATE TABLE "subscription_link_uses" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"action" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_link_uses" ADD CONSTRAINT "subscription_link_uses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_link_uses_expires_idx" ON "subscription_link_uses" USING btree ("expires_at");