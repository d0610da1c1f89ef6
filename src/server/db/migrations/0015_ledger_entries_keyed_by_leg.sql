-- Issue 15: (transaction, leg) is the key; the row id (a sequence value per leg) and the transaction index go.
ALTER TABLE "ledger_entries" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "ledger_entries_transaction_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("transaction_id","leg");
