CREATE TABLE "wheel_available_notices" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_available_notices_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "wheel_available_notices" ADD CONSTRAINT "wheel_available_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_spins_day_user_idx" ON "wheel_spins" USING btree ("spin_day","user_id");