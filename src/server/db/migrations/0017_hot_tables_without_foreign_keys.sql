-- Issue 15: the tables every bet writes keep no foreign keys. Each check was a query per row after the statement,
-- and the one to users locked the player's row (FOR KEY SHARE: a WAL record and a dirtied page per bet). Only the
-- ledger writes these rows, for a user (and a seed) read just before, by the same statement for a bet; the ledger
-- invariants test finds any row whose user, seed or transaction is missing.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wagers" DROP CONSTRAINT "wagers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_seed_id_fair_seeds_id_fk";
