CREATE TABLE "bonus_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"definition" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_programs_kind_check" CHECK ("bonus_programs"."kind" in ('reg_and_dep','welcome_pack','promo'))
);
--> statement-breakpoint
CREATE TABLE "deposit_bonus_decisions" (
	"invoice_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"program_id" text,
	"step" integer,
	"redemption_id" bigint,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_bonus_decisions_outcome_check" CHECK ("deposit_bonus_decisions"."outcome" in ('granted','bonus_active','below_minimum','none')),
	CONSTRAINT "deposit_bonus_decisions_granted_check" CHECK (("deposit_bonus_decisions"."outcome" = 'granted') = ("deposit_bonus_decisions"."bonus_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "free_spin_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_spin_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"total_count" integer NOT NULL,
	"spins_left" integer NOT NULL,
	"bet_value" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_spin_campaigns_status_check" CHECK ("free_spin_campaigns"."status" in ('active','used','expired','cancelled')),
	CONSTRAINT "free_spin_campaigns_count_check" CHECK ("free_spin_campaigns"."total_count" > 0 and "free_spin_campaigns"."spins_left" >= 0 and "free_spin_campaigns"."spins_left" <= "free_spin_campaigns"."total_count"),
	CONSTRAINT "free_spin_campaigns_used_check" CHECK (("free_spin_campaigns"."status" = 'used') = ("free_spin_campaigns"."spins_left" = 0)),
	CONSTRAINT "free_spin_campaigns_closed_check" CHECK (("free_spin_campaigns"."status" = 'active') = ("free_spin_campaigns"."closed_at" is null)),
	CONSTRAINT "free_spin_campaigns_bet_check" CHECK ("free_spin_campaigns"."bet_value" > 0),
	CONSTRAINT "free_spin_campaigns_currency_check" CHECK ("free_spin_campaigns"."currency" in ('RUB','USD','KZT','INR','EUR'))
);
--> statement-breakpoint
CREATE TABLE "free_spin_uses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_spin_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"program_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_required" bigint NOT NULL,
	"wager_progress" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source_key" text NOT NULL,
	"converted_amount" bigint,
	"forfeited_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_status_check" CHECK ("player_bonuses"."status" in ('active','converted','forfeited','cancelled')),
	CONSTRAINT "player_bonuses_currency_check" CHECK ("player_bonuses"."currency" in ('RUB','USD','KZT','INR','EUR')),
	CONSTRAINT "player_bonuses_amount_check" CHECK ("player_bonuses"."amount" > 0 and "player_bonuses"."wager_required" > 0 and "player_bonuses"."wager_progress" between 0 and "player_bonuses"."wager_required"),
	CONSTRAINT "player_bonuses_finish_check" CHECK (("player_bonuses"."status" = 'active') = ("player_bonuses"."finished_at" is null) and ("player_bonuses"."converted_amount" is null or "player_bonuses"."converted_amount" >= 0) and ("player_bonuses"."forfeited_amount" is null or "player_bonuses"."forfeited_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"program_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('registration','deposit')),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or ("promo_codes"."max_uses" > 0 and "promo_codes"."uses" <= "promo_codes"."max_uses")))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"program_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"bonus_id" bigint,
	"invoice_id" bigint,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_status_check" CHECK ("promo_redemptions"."status" in ('waiting','credited')),
	CONSTRAINT "promo_redemptions_credited_check" CHECK (("promo_redemptions"."status" = 'credited') = ("promo_redemptions"."credited_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "vip_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_requests_type_check" CHECK ("vip_requests"."request_type" in ('join','callback')),
	CONSTRAINT "vip_requests_status_check" CHECK ("vip_requests"."status" in ('open','approved','declined')),
	CONSTRAINT "vip_requests_decided_check" CHECK (("vip_requests"."status" = 'open') = ("vip_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"level" text NOT NULL,
	"rakeback_bps" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rewards_amount_check" CHECK ("vip_rewards"."amount" > 0 and "vip_rewards"."turnover" > 0 and "vip_rewards"."rakeback_bps" > 0),
	CONSTRAINT "vip_rewards_currency_check" CHECK ("vip_rewards"."currency" in ('RUB','USD','KZT','INR','EUR'))
);
--> statement-breakpoint
CREATE TABLE "wagers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wagers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wagers_amount_check" CHECK ("wagers"."amount" > 0),
	CONSTRAINT "wagers_source_check" CHECK ("wagers"."source" in ('game','operator'))
);
--> statement-breakpoint
ALTER TABLE "deposit_bonus_decisions" ADD CONSTRAINT "deposit_bonus_decisions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_decisions" ADD CONSTRAINT "deposit_bonus_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_decisions" ADD CONSTRAINT "deposit_bonus_decisions_program_id_bonus_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_decisions" ADD CONSTRAINT "deposit_bonus_decisions_redemption_id_promo_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."promo_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_decisions" ADD CONSTRAINT "deposit_bonus_decisions_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_campaigns" ADD CONSTRAINT "free_spin_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_uses" ADD CONSTRAINT "free_spin_uses_campaign_id_free_spin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."free_spin_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_program_id_bonus_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_program_id_bonus_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_requests" ADD CONSTRAINT "vip_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_bonus_decisions_user_idx" ON "deposit_bonus_decisions" USING btree ("user_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "free_spin_campaigns_source_key" ON "free_spin_campaigns" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "free_spin_campaigns_user_idx" ON "free_spin_campaigns" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "free_spin_campaigns_active_idx" ON "free_spin_campaigns" USING btree ("expires_at") WHERE "free_spin_campaigns"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "free_spin_uses_reference_key" ON "free_spin_uses" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "free_spin_uses_campaign_idx" ON "free_spin_uses" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source_key" ON "player_bonuses" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_key" ON "player_bonuses" USING btree ("user_id","currency") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_user_key" ON "promo_redemptions" USING btree ("code","user_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_waiting_idx" ON "promo_redemptions" USING btree ("user_id","id") WHERE "promo_redemptions"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_requests_open_key" ON "vip_requests" USING btree ("user_id","request_type") WHERE "vip_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "vip_requests_user_idx" ON "vip_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "vip_requests_open_idx" ON "vip_requests" USING btree ("id") WHERE "vip_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rewards_period_key" ON "vip_rewards" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "vip_rewards_period_idx" ON "vip_rewards" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "wagers_reference_key" ON "wagers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wagers_user_idx" ON "wagers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wagers_created_idx" ON "wagers" USING btree ("created_at");