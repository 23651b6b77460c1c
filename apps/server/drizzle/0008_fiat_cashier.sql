CREATE TABLE "fiat_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"accept_option" text NOT NULL,
	"claimed_minor" bigint,
	"comment" text NOT NULL,
	"problem" text NOT NULL,
	"image_file_id" text NOT NULL,
	"previous_status" text NOT NULL,
	"status" text NOT NULL,
	"resolved_minor" bigint,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"method_id" text NOT NULL,
	"subbank_id" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"requisite_id" integer,
	"processor" text NOT NULL,
	"external_id" text,
	"external_url" text,
	"external_target" text,
	"callback_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_name" text,
	"receipt_file_id" text,
	"credited_minor" bigint,
	"hold_minor" bigint,
	"amount_change_minor" bigint,
	"decline_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_orders_amount_check" CHECK ("fiat_orders"."amount_minor" > 0 and "fiat_orders"."fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fiat_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"icon_big" text NOT NULL,
	"label" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"processor" text DEFAULT 'desk' NOT NULL,
	"buy_enabled" boolean DEFAULT true NOT NULL,
	"buy_min_minor" bigint NOT NULL,
	"buy_max_minor" bigint NOT NULL,
	"multiply_orders_allowed" boolean DEFAULT false NOT NULL,
	"buy_required_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buy_optional_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"value_presets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_ttl_seconds" integer DEFAULT 900 NOT NULL,
	"sell_enabled" boolean DEFAULT true NOT NULL,
	"sell_min_minor" bigint NOT NULL,
	"sell_max_minor" bigint NOT NULL,
	"sell_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sell_required_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sell_optional_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subbanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_payment_methods_limits_check" CHECK ("fiat_payment_methods"."buy_min_minor" > 0 and "fiat_payment_methods"."buy_max_minor" >= "fiat_payment_methods"."buy_min_minor" and "fiat_payment_methods"."sell_min_minor" > 0 and "fiat_payment_methods"."sell_max_minor" >= "fiat_payment_methods"."sell_min_minor")
);
--> statement-breakpoint
CREATE TABLE "fiat_processor_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_requisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_id" text NOT NULL,
	"card" text,
	"phone" text,
	"account_number" text,
	"bank_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"daily_limit_minor" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p2p_requisites_limits_check" CHECK ("p2p_requisites"."min_minor" > 0 and "p2p_requisites"."max_minor" >= "p2p_requisites"."min_minor" and "p2p_requisites"."daily_limit_minor" >= "p2p_requisites"."max_minor")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiat_disputes" ADD CONSTRAINT "fiat_disputes_order_id_fiat_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fiat_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_disputes" ADD CONSTRAINT "fiat_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_disputes" ADD CONSTRAINT "fiat_disputes_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_disputes" ADD CONSTRAINT "fiat_disputes_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_id_wallet_transactions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_method_id_fiat_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."fiat_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_requisite_id_p2p_requisites_id_fk" FOREIGN KEY ("requisite_id") REFERENCES "public"."p2p_requisites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_receipt_file_id_stored_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_payment_methods" ADD CONSTRAINT "fiat_payment_methods_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_requisites" ADD CONSTRAINT "p2p_requisites_method_id_fiat_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."fiat_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_disputes_one_open_key" ON "fiat_disputes" USING btree ("order_id") WHERE "fiat_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "fiat_disputes_status_idx" ON "fiat_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fiat_orders_user_method_idx" ON "fiat_orders" USING btree ("user_id","method_id","status");--> statement-breakpoint
CREATE INDEX "fiat_orders_status_idx" ON "fiat_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fiat_orders_expiry_idx" ON "fiat_orders" USING btree ("expires_at") WHERE "fiat_orders"."status" in ('waiting', 'pay_external_invoice');--> statement-breakpoint
CREATE INDEX "fiat_orders_requisite_idx" ON "fiat_orders" USING btree ("requisite_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_orders_external_key" ON "fiat_orders" USING btree ("processor","external_id");--> statement-breakpoint
CREATE INDEX "p2p_requisites_method_idx" ON "p2p_requisites" USING btree ("method_id","active");--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_name_key" ON "stored_files" USING btree ("storage_name");