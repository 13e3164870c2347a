CREATE TABLE "gift_card_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer,
	"idempotency_key" text,
	"amount" numeric(12, 2) NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"payment" text DEFAULT 'awaiting' NOT NULL,
	"provider_order_id" text,
	"payment_id" text,
	"gift_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "gift_card_orders_payment" CHECK ("gift_card_orders"."payment" in ('awaiting', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment" text DEFAULT 'cod' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_orders" ADD CONSTRAINT "gift_card_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_orders" ADD CONSTRAINT "gift_card_orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_orders_number" ON "gift_card_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_orders_idempotency_key" ON "gift_card_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_orders_provider_order_id" ON "gift_card_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_orders_payment_id" ON "gift_card_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_id" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_id" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_payment_expiry" ON "orders" USING btree ("payment","expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment" CHECK ("orders"."payment" in ('cod', 'awaiting', 'paid', 'cancelled', 'refund'));