CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"holder" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text,
	"error" text,
	"summary" text,
	CONSTRAINT "job_runs_result_check" CHECK ("job_runs"."result" in ('ok','failed')),
	CONSTRAINT "job_runs_finished_check" CHECK (("job_runs"."result" is null) = ("job_runs"."finished_at" is null))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"every_ms" bigint NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"last_summary" text,
	"runs" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_every_check" CHECK ("jobs"."every_ms" > 0),
	CONSTRAINT "jobs_last_result_check" CHECK ("jobs"."last_result" in ('ok','failed'))
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_name_jobs_name_fk" FOREIGN KEY ("name") REFERENCES "public"."jobs"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_name_started_idx" ON "job_runs" USING btree ("name","started_at");