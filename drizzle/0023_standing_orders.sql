CREATE TABLE "standing_order_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standing_order_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"message" text,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_runs_once" UNIQUE("standing_order_id","run_date"),
	CONSTRAINT "standing_order_runs_outcome_check" CHECK ("standing_order_runs"."outcome" IN ('placed', 'held', 'skipped', 'not_placed'))
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"next_run_date" date NOT NULL,
	"end_date" date,
	"po_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_frequency_check" CHECK ("standing_orders"."frequency" IN ('weekly', 'fortnightly', 'four_weekly')),
	CONSTRAINT "standing_orders_status_check" CHECK ("standing_orders"."status" IN ('active', 'paused', 'cancelled', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_orders_user_idx" ON "standing_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "standing_orders_due_idx" ON "standing_orders" USING btree ("status","next_run_date");