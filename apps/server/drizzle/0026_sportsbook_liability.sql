CREATE TABLE "sportsbook_liability" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outcome_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sportsbook_liability_outcome_idx" ON "sportsbook_liability" USING btree ("outcome_id","amount_minor");--> statement-breakpoint
-- The open bets placed before this table existed.
INSERT INTO "sportsbook_liability" ("outcome_id", "amount_minor")
SELECT l."outcome_id", sum(b."potential_payout_minor")
FROM "sportsbook_bet_legs" l JOIN "sportsbook_bets" b ON b."id" = l."bet_id"
WHERE b."status" = 'open'
GROUP BY l."outcome_id";
