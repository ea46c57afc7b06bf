CREATE TABLE "subscription_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"weight" "weight" NOT NULL,
	"moisture" "moisture" NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_extras_line_uq" UNIQUE("subscription_id","product_id","weight","moisture")
);
--> statement-breakpoint
ALTER TABLE "subscription_extras" ADD CONSTRAINT "subscription_extras_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_extras" ADD CONSTRAINT "subscription_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;