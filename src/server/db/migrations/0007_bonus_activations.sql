CREATE TABLE "bonus_activations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_activations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"program_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"invoice_id" bigint,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_activations_status_check" CHECK ("bonus_activations"."status" in ('waiting','used','withdrawn')),
	CONSTRAINT "bonus_activations_used_check" CHECK (("bonus_activations"."status" = 'used') = ("bonus_activations"."bonus_id" is not null and "bonus_activations"."invoice_id" is not null)),
	CONSTRAINT "bonus_activations_ended_check" CHECK (("bonus_activations"."status" = 'waiting') = ("bonus_activations"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "bonus_activations" ADD CONSTRAINT "bonus_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_activations" ADD CONSTRAINT "bonus_activations_program_id_bonus_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_activations" ADD CONSTRAINT "bonus_activations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_activations" ADD CONSTRAINT "bonus_activations_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_activations_waiting_key" ON "bonus_activations" USING btree ("user_id") WHERE "bonus_activations"."status" = 'waiting';