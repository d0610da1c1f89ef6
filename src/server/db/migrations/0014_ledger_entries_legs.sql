-- Issue 15: entries are numbered within their transaction, to be keyed by (transaction, leg) in 0015.
ALTER TABLE "ledger_entries" ADD COLUMN "leg" smallint;--> statement-breakpoint
UPDATE "ledger_entries" e SET "leg" = n.leg
  FROM (SELECT "id", row_number() OVER (PARTITION BY "transaction_id" ORDER BY "id")::smallint AS leg FROM "ledger_entries") n
  WHERE n."id" = e."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "leg" SET NOT NULL;
