-- A percentage code takes its share off the delivery charge too; that share is now recorded, so every
-- view can print the delivery at its list price and the whole discount on the 'Discount' line. Orders,
-- invoices and credit notes written before keep 0: their documents showed the delivery after the
-- discount and must read exactly as issued.
ALTER TABLE "credit_notes" ADD COLUMN "shipping_discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipping_discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The delivery's list price ex VAT (the invoice's unit price for the delivery line). Earlier orders
-- printed the net of the delivery charged there, so that is what they hold.
ALTER TABLE "orders" ADD COLUMN "shipping_charge_net_pence" integer;--> statement-breakpoint
UPDATE "orders" SET "shipping_charge_net_pence" = "shipping_pence" - "shipping_vat_pence";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_charge_net_pence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_discount_check" CHECK ("orders"."shipping_discount_pence" >= 0);
