CREATE TABLE "messenger_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"invoice_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"pay_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messenger_withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"telegram_user_id" text NOT NULL,
	"method_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"hold_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_ref" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messenger_invoices" ADD CONSTRAINT "messenger_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_withdrawals" ADD CONSTRAINT "messenger_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_invoices_provider_invoice_key" ON "messenger_invoices" USING btree ("provider","invoice_id");--> statement-breakpoint
CREATE INDEX "messenger_invoices_status_created_idx" ON "messenger_invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "messenger_invoices_user_idx" ON "messenger_invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messenger_withdrawals_status_idx" ON "messenger_withdrawals" USING btree ("status","created_at");