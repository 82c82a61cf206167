ALTER TABLE "jobs" DROP CONSTRAINT "jobs_state_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
