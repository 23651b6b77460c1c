CREATE TABLE "fiat_player_flags" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"buy_banned" boolean DEFAULT false NOT NULL,
	"fiat_banned" boolean DEFAULT false NOT NULL,
	"reason" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiat_player_flags" ADD CONSTRAINT "fiat_player_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_player_flags" ADD CONSTRAINT "fiat_player_flags_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;