-- Sensible UK defaults so every database (production included) charges for delivery from its first
-- order: Royal Mail Tracked 48 style bands by parcel weight, free delivery from £40 (goods after the
-- discount, VAT-inclusive), collection off, and the subscription rate renewals paid before (£3.95).
INSERT INTO "delivery_bands" ("service", "max_weight_grams", "price_pence") VALUES
  ('Tracked 48', 1000, 395),
  ('Tracked 48', 2000, 495),
  ('Tracked 48', 10000, 795),
  ('Tracked 48', 20000, 1295)
ON CONFLICT ("max_weight_grams") DO NOTHING;
--> statement-breakpoint
INSERT INTO "delivery_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Orders placed before this change keep their figures as issued; their VAT summary is read from
-- their lines (delivery was not taxed separately then).
UPDATE "orders" o SET "vat_summary" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('vatRateBps', s.bps, 'netPence', s.net, 'vatPence', s.vat, 'grossPence', s.net + s.vat)
                   ORDER BY s.bps DESC NULLS LAST)
  FROM (SELECT i."vat_rate_bps" AS bps, sum(i."line_net_pence")::int AS net, sum(i."line_vat_pence")::int AS vat
        FROM "order_items" i WHERE i."order_id" = o."id" GROUP BY i."vat_rate_bps") s
), '[]'::jsonb);
--> statement-breakpoint
UPDATE "invoices" v SET "vat_summary" = o."vat_summary" FROM "orders" o WHERE o."id" = v."order_id";
