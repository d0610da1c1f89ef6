CREATE TABLE "schema_routines" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The money functions now live with the ledger (src/server/ledger/sql, installed by src/server/db/routines.ts) under
-- ledger_ names; the module-named copies of 0003 and 0009 go.
DROP FUNCTION IF EXISTS billing_credit_invoice;--> statement-breakpoint
DROP FUNCTION IF EXISTS billing_request_payout;--> statement-breakpoint
DROP FUNCTION IF EXISTS games_record_bet;
