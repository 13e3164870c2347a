CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('verify', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "phone_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_customer" ON "account_tokens" USING btree ("customer_id");--> statement-breakpoint
-- A store seeded before registration existed gains India's dialling code, the form's default (catalogue §9).
UPDATE "countries" SET "phone_code" = '91' WHERE "name" = 'India' AND "phone_code" = '';
