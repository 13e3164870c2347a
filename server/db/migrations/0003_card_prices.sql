ALTER TABLE "products" ADD COLUMN "card_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_selling_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_card_selling_price" ON "products" USING btree ("card_selling_price");--> statement-breakpoint
-- The card prices follow the product and its variations whoever writes them (schema.ts products.cardPrice).
-- A product row computes its own before it is stored; a variation's change touches its product's row.
CREATE FUNCTION "products_card_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cheapest record;
BEGIN
  IF NEW.product_type = 1 THEN
    SELECT pv.price, pv.selling_price INTO cheapest FROM product_variations pv
      WHERE pv.product_id = NEW.id ORDER BY pv.selling_price, pv.id LIMIT 1;
    IF FOUND THEN
      NEW.card_price := cheapest.price;
      NEW.card_selling_price := cheapest.selling_price;
      RETURN NEW;
    END IF;
  END IF;
  NEW.card_price := NEW.price;
  NEW.card_selling_price := NEW.selling_price;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_card_prices" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_card_prices"();--> statement-breakpoint
CREATE FUNCTION "product_variations_card_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    UPDATE products SET card_price = card_price WHERE id = OLD.product_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.product_id IS DISTINCT FROM OLD.product_id
      OR NEW.price IS DISTINCT FROM OLD.price OR NEW.selling_price IS DISTINCT FROM OLD.selling_price)) THEN
    UPDATE products SET card_price = card_price WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variations_card_prices" AFTER INSERT OR UPDATE OR DELETE ON "product_variations"
  FOR EACH ROW EXECUTE FUNCTION "product_variations_card_prices"();--> statement-breakpoint
UPDATE "products" SET "card_price" = "card_price";
