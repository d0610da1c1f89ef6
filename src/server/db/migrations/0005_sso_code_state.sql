-- codes issued before this migration carry no state and live 60 s: none can be spent any more
DELETE FROM "sso_codes";--> statement-breakpoint
ALTER TABLE "sso_codes" ADD COLUMN "state_hash" text NOT NULL;
