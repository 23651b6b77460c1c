CREATE TABLE "rg_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "rg_limits_value_check" CHECK ("rg_limits"."value" is null or "rg_limits"."value" > 0),
	CONSTRAINT "rg_limits_pending_check" CHECK ("rg_limits"."pending_value" is null or "rg_limits"."pending_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_play_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_stake_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_blocks" ADD CONSTRAINT "rg_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_play_sessions" ADD CONSTRAINT "rg_play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_blocks_user_idx" ON "rg_blocks" USING btree ("user_id","started_at");