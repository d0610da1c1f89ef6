CREATE TABLE "ad_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"utm_source" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"promo_type" text,
	"promo_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_promo_check" CHECK (("ad_campaigns"."promo_type" is null) = ("ad_campaigns"."promo_value" is null))
);
--> statement-breakpoint
CREATE TABLE "ad_clicks" (
	"adv_id" text PRIMARY KEY NOT NULL,
	"campaign_id" bigint,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"utm_term" text NOT NULL,
	"extra" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mirror_probes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirror_probes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"reported_from" text NOT NULL,
	"host" text NOT NULL,
	"load_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirror_probes_load_check" CHECK ("mirror_probes"."load_ms" is null or "mirror_probes"."load_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mirrors" (
	"host" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"new_link" text,
	"verification_meta" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirrors_status_check" CHECK ("mirrors"."status" in ('active','retired')),
	CONSTRAINT "mirrors_retired_check" CHECK ("mirrors"."status" = 'active' or "mirrors"."new_link" is not null)
);
--> statement-breakpoint
CREATE TABLE "navigation_rules" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "navigation_rules_kind_check" CHECK ("navigation_rules"."kind" in ('internal','external'))
);
--> statement-breakpoint
CREATE TABLE "page_opens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_opens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sub_h" text NOT NULL,
	"uuid" text NOT NULL,
	"click_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" bigint NOT NULL,
	"family_id" text,
	"sso_session_id" text,
	"mirror_host" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_codes_purpose_check" CHECK ("sso_codes"."purpose" in ('establish','authorize')),
	CONSTRAINT "sso_codes_link_check" CHECK (("sso_codes"."purpose" = 'establish' and "sso_codes"."family_id" is not null) or ("sso_codes"."purpose" = 'authorize' and "sso_codes"."sso_session_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sso_session_families" (
	"family_id" text PRIMARY KEY NOT NULL,
	"sso_session_id" text NOT NULL,
	"mirror_host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"session_id" text NOT NULL,
	"mirror" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_sources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "traffic_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"stag" text,
	"promo" text,
	"partner_id" text,
	"adv_id" text,
	"advertise_uid" text,
	"advertise_source" text,
	"cpa_one_uid" text,
	"pr_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_probes" ADD CONSTRAINT "mirror_probes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_sso_session_id_sso_sessions_id_fk" FOREIGN KEY ("sso_session_id") REFERENCES "public"."sso_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_session_families" ADD CONSTRAINT "sso_session_families_sso_session_id_sso_sessions_id_fk" FOREIGN KEY ("sso_session_id") REFERENCES "public"."sso_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_sources" ADD CONSTRAINT "traffic_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_campaigns_key" ON "ad_campaigns" USING btree ("utm_source","utm_campaign");--> statement-breakpoint
CREATE INDEX "ad_clicks_campaign_idx" ON "ad_clicks" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "mirror_probes_host_idx" ON "mirror_probes" USING btree ("host","created_at");--> statement-breakpoint
CREATE INDEX "mirror_probes_user_idx" ON "mirror_probes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sso_session_families_session_idx" ON "sso_session_families" USING btree ("sso_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sessions_token_key" ON "sso_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sso_sessions_user_idx" ON "sso_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_events_session_idx" ON "tracking_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "traffic_sources_user_idx" ON "traffic_sources" USING btree ("user_id","id");