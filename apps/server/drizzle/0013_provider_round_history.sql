ALTER TABLE "provider_rounds" ADD COLUMN "game_id" integer;--> statement-breakpoint
CREATE INDEX "provider_rounds_user_idx" ON "provider_rounds" USING btree ("user_id","created_at");