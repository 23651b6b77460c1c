CREATE TABLE "ton_chain_cursors" (
	"stream" text PRIMARY KEY NOT NULL,
	"last_lt" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ton_deposit_comments" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"comment" text NOT NULL,
	CONSTRAINT "ton_deposit_comments_comment_unique" UNIQUE("comment")
);
--> statement-breakpoint
CREATE TABLE "ton_deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"from_address" text NOT NULL,
	"request" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"message_hash" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ton_proof_payloads" (
	"payload" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ton_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"public_key" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ton_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "ton_deposit_comments" ADD CONSTRAINT "ton_deposit_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_deposits" ADD CONSTRAINT "ton_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_proof_payloads" ADD CONSTRAINT "ton_proof_payloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_wallets" ADD CONSTRAINT "ton_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ton_deposits_user_open_idx" ON "ton_deposits" USING btree ("user_id","method_code","status");--> statement-breakpoint
CREATE INDEX "ton_proof_payloads_user_idx" ON "ton_proof_payloads" USING btree ("user_id");