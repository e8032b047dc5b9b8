CREATE TABLE "event_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" uuid NOT NULL,
	"template_key" text NOT NULL,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"detail" text,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_rule" jsonb NOT NULL,
	"due_override" date,
	"subject_kind" text,
	"subject_id" uuid,
	"letter_kind" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"assignee_user_id" uuid,
	"notes" text,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "executor_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"worked_on" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"expense_cents" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"task_id" uuid
);
--> statement-breakpoint
CREATE TABLE "trigger_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_by" uuid,
	"reporter_name" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_date" date NOT NULL,
	"evidence_document_id" uuid,
	"note" text,
	"wait_hours" integer NOT NULL,
	"unlocks_at" timestamp with time zone NOT NULL,
	"reported_notice_at" timestamp with time zone,
	"halfway_notice_at" timestamp with time zone,
	"day_before_notice_at" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"unlock_notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid
);
--> statement-breakpoint
CREATE TABLE "trusted_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_user_id" uuid NOT NULL,
	"priority" text DEFAULT 'primary' NOT NULL,
	"wait_hours" integer DEFAULT 168 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_tasks" ADD CONSTRAINT "event_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tasks" ADD CONSTRAINT "event_tasks_event_id_trigger_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."trigger_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tasks" ADD CONSTRAINT "event_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_log_entries" ADD CONSTRAINT "executor_log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_log_entries" ADD CONSTRAINT "executor_log_entries_event_id_trigger_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."trigger_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_log_entries" ADD CONSTRAINT "executor_log_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_log_entries" ADD CONSTRAINT "executor_log_entries_task_id_event_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."event_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_events" ADD CONSTRAINT "trigger_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_events" ADD CONSTRAINT "trigger_events_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_events" ADD CONSTRAINT "trigger_events_evidence_document_id_documents_id_fk" FOREIGN KEY ("evidence_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_events" ADD CONSTRAINT "trigger_events_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD CONSTRAINT "trusted_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD CONSTRAINT "trusted_contacts_contact_user_id_users_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tasks_event_idx" ON "event_tasks" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_tasks_user_idx" ON "event_tasks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "executor_log_event_idx" ON "executor_log_entries" USING btree ("event_id","worked_on");--> statement-breakpoint
CREATE INDEX "trigger_events_user_idx" ON "trigger_events" USING btree ("user_id","reported_at");--> statement-breakpoint
CREATE INDEX "trigger_events_due_idx" ON "trigger_events" USING btree ("status","unlocks_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_events_one_active_idx" ON "trigger_events" USING btree ("user_id") WHERE "trigger_events"."status" in ('pending', 'unlocked');--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_contacts_pair_idx" ON "trusted_contacts" USING btree ("user_id","contact_user_id");--> statement-breakpoint
CREATE INDEX "trusted_contacts_contact_idx" ON "trusted_contacts" USING btree ("contact_user_id");