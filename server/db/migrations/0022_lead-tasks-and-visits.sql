-- The sales team's follow-up work on a lead: tasks with a due date ('Llamar', 'Enviar cotización', 'Seguimiento' or
-- the team's own words) and visits to the sales room with their outcome. A lead closed as 'Descartado' says why.
CREATE TABLE "lead_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"assigned_to" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_tasks_kind_check" CHECK ("lead_tasks"."kind" IN ('call', 'quote', 'follow_up', 'other'))
);
--> statement-breakpoint
CREATE TABLE "lead_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"project_id" integer,
	"salesperson_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_visits_status_check" CHECK ("lead_visits"."status" IN ('scheduled', 'reminded', 'attended', 'missed', 'rescheduled'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD CONSTRAINT "lead_visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD CONSTRAINT "lead_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD CONSTRAINT "lead_visits_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD CONSTRAINT "lead_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- 'Mis tareas' and the dashboard read open tasks by due date; the agenda reads visits by time; the reminder sweep
-- reads scheduled visits that start soon.
CREATE INDEX "lead_tasks_lead_id_idx" ON "lead_tasks" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_tasks_open_due_at_idx" ON "lead_tasks" USING btree ("due_at") WHERE "lead_tasks"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lead_visits_lead_id_idx" ON "lead_visits" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_visits_starts_at_idx" ON "lead_visits" USING btree ("starts_at");
