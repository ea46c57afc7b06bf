CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_email_variant_key" UNIQUE("email","variant_id"),
	CONSTRAINT "back_in_stock_requests_token_key" UNIQUE("confirm_token_hash"),
	CONSTRAINT "back_in_stock_requests_status_check" CHECK ("back_in_stock_requests"."status" in ('pending', 'confirmed', 'notified'))
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_variant_status_idx" ON "back_in_stock_requests" USING btree ("variant_id","status");--> statement-breakpoint
-- A size coming back into stock (0 -> more), by any path (admin edit, refund, cancel, expiry, restore),
-- queues one 'back-in-stock' job per confirmed request, in the same transaction as the stock change.
-- The dedupe key keeps it to one unfinished job per request; the job itself marks the request notified.
CREATE OR REPLACE FUNCTION enqueue_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload, dedupe_key)
  SELECT 'back-in-stock', jsonb_build_object('requestId', r.id), 'back-in-stock:' || r.id
  FROM back_in_stock_requests r
  WHERE r.variant_id = NEW.id AND r.status = 'confirmed'
  ON CONFLICT (dedupe_key) WHERE status <> 'dead' DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_back_in_stock AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION enqueue_back_in_stock();
