-- Trigram indexes for search need pg_trgm: a contrib module of PostgreSQL (trusted, so the database owner may
-- create it) and loaded into PGlite by pglite-open.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_listing_default" ON "products" USING btree (("card_selling_price" = 0),"id");--> statement-breakpoint
CREATE INDEX "products_listing_price_asc" ON "products" USING btree (("card_selling_price" = 0),"card_selling_price","id");--> statement-breakpoint
CREATE INDEX "products_listing_price_desc" ON "products" USING btree (("card_selling_price" = 0),"card_selling_price" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_listing_newest" ON "products" USING btree (("card_selling_price" = 0),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_listing_default" ON "products" USING btree ("category_id",("card_selling_price" = 0),"id");--> statement-breakpoint
CREATE INDEX "products_category_listing_price_asc" ON "products" USING btree ("category_id",("card_selling_price" = 0),"card_selling_price","id");--> statement-breakpoint
CREATE INDEX "products_category_listing_price_desc" ON "products" USING btree ("category_id",("card_selling_price" = 0),"card_selling_price" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_listing_newest" ON "products" USING btree ("category_id",("card_selling_price" = 0),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm" ON "products" USING gin ("description" gin_trgm_ops);
