CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"client_bet_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"multiplier" text,
	"params" jsonb NOT NULL,
	"outcome" jsonb,
	"state" jsonb,
	"status" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_status_check" CHECK ("bets"."status" in ('open','settled')),
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_settled_check" CHECK (("bets"."status" = 'settled') = ("bets"."settled_at" is not null and "bets"."payout" is not null))
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fair_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seeds_status_check" CHECK ("fair_seeds"."status" in ('active','revealed')),
	CONSTRAINT "fair_seeds_revealed_check" CHECK (("fair_seeds"."status" = 'revealed') = ("fair_seeds"."revealed_at" is not null)),
	CONSTRAINT "fair_seeds_nonce_check" CHECK ("fair_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_cashbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_cashbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"level" text NOT NULL,
	"cashback_bps" integer NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_cashbacks_amount_check" CHECK ("vip_cashbacks"."amount" > 0 and "vip_cashbacks"."net_loss" > 0 and "vip_cashbacks"."cashback_bps" > 0),
	CONSTRAINT "vip_cashbacks_currency_check" CHECK ("vip_cashbacks"."currency" in ('RUB','USD','KZT','INR','EUR'))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_cashbacks" ADD CONSTRAINT "vip_cashbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_cashbacks" ADD CONSTRAINT "vip_cashbacks_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_client_key" ON "bets" USING btree ("user_id","client_bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_seed_nonce_key" ON "bets" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bets_settled_idx" ON "bets" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "bets_game_settled_idx" ON "bets" USING btree ("game","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_open_key" ON "bets" USING btree ("user_id","game") WHERE "bets"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_key" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_cashbacks_period_key" ON "vip_cashbacks" USING btree ("user_id","period");