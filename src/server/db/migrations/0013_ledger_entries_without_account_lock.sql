-- Issue 15: an entry's foreign key to its account locked the account row (FOR KEY SHARE) on every insert, and every
-- bet's house leg hit the house account of its currency: one row shared by all bets. Only the ledger writes entries.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_fk";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_id_currency_key";
