CREATE TABLE "delivery_bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_bands_max_weight_grams_unique" UNIQUE("max_weight_grams"),
	CONSTRAINT "delivery_bands_values_check" CHECK ("delivery_bands"."max_weight_grams" > 0 AND "delivery_bands"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"free_threshold_pence" integer DEFAULT 4000 NOT NULL,
	"collect_enabled" boolean DEFAULT false NOT NULL,
	"collect_price_pence" integer DEFAULT 0 NOT NULL,
	"subscription_price_pence" integer DEFAULT 395 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_values_check" CHECK ("delivery_settings"."free_threshold_pence" >= 0 AND "delivery_settings"."collect_price_pence" >= 0 AND "delivery_settings"."subscription_price_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_summary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_service" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_summary" jsonb DEFAULT '[]'::jsonb NOT NULL;