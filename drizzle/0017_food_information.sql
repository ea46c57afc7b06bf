ALTER TABLE "products" ADD COLUMN "energy_kj" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "energy_kcal" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fat_dg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "saturates_dg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carbohydrate_dg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sugars_dg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "protein_dg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "salt_dg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_conditions" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "once_opened_advice" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "beef_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "place_of_manufacture" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meat_content" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_nutrition_check" CHECK (coalesce("products"."energy_kj", 0) BETWEEN 0 AND 4000 AND coalesce("products"."energy_kcal", 0) BETWEEN 0 AND 1000
        AND coalesce("products"."fat_dg", 0) BETWEEN 0 AND 1000 AND coalesce("products"."saturates_dg", 0) BETWEEN 0 AND 1000
        AND coalesce("products"."carbohydrate_dg", 0) BETWEEN 0 AND 1000 AND coalesce("products"."sugars_dg", 0) BETWEEN 0 AND 1000
        AND coalesce("products"."protein_dg", 0) BETWEEN 0 AND 1000 AND coalesce("products"."salt_dg", 0) BETWEEN 0 AND 1000
        AND coalesce("products"."saturates_dg", 0) <= coalesce("products"."fat_dg", 1000)
        AND coalesce("products"."sugars_dg", 0) <= coalesce("products"."carbohydrate_dg", 1000));