CREATE TABLE "video_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"participant_id" integer,
	"actor_user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"meeting_no" varchar(64) NOT NULL,
	"case_id" integer,
	"title" varchar(100) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"host_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"sealed_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'SCHEDULED' NOT NULL,
	"record_mode" varchar(16) NOT NULL,
	"consular_post" varchar(100) DEFAULT '' NOT NULL,
	"notes" varchar(1000) DEFAULT '' NOT NULL,
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"chain_seq" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_meetings_status_ck" CHECK ("video_meetings"."status" in ('SCHEDULED', 'IN_PROGRESS', 'ENDED', 'SEALED', 'CANCELLED')),
	CONSTRAINT "video_meetings_record_mode_ck" CHECK ("video_meetings"."record_mode" in ('SERVER', 'NONE'))
);
--> statement-breakpoint
CREATE TABLE "video_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"user_id" integer,
	"case_party_id" integer,
	"display_name" varchar(64) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"id_no" varchar(32) DEFAULT '' NOT NULL,
	"join_token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"lobby_state" varchar(16) DEFAULT 'NONE' NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"ua" varchar(300) DEFAULT '' NOT NULL,
	"face_record_id" integer,
	"face_result" varchar(8),
	"face_score" integer,
	"identity_confirmed_at" timestamp with time zone,
	"identity_confirmed_by" integer,
	"consent_at" timestamp with time zone,
	"consent_spoken_at" timestamp with time zone,
	"id_shown_at" timestamp with time zone,
	"declared_location" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_participants_lobby_ck" CHECK ("video_participants"."lobby_state" in ('NONE', 'WAITING', 'ADMITTED', 'REMOVED'))
);
--> statement-breakpoint
CREATE TABLE "video_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"file_id" varchar(64) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"sm3" varchar(64) NOT NULL,
	"chain_seq" integer,
	"complete" boolean NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_meeting_id_video_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."video_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meetings" ADD CONSTRAINT "video_meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meetings" ADD CONSTRAINT "video_meetings_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_participants" ADD CONSTRAINT "video_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_participants" ADD CONSTRAINT "video_participants_meeting_id_video_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."video_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_meeting_id_video_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."video_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_participant_id_video_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."video_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_events_meeting_seq_uq" ON "video_events" USING btree ("meeting_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "video_meetings_no_uq" ON "video_meetings" USING btree ("tenant_id","meeting_no");--> statement-breakpoint
CREATE INDEX "video_meetings_tenant_status_idx" ON "video_meetings" USING btree ("tenant_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "video_meetings_case_idx" ON "video_meetings" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "video_participants_meeting_idx" ON "video_participants" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_participants_token_uq" ON "video_participants" USING btree ("join_token_hash");--> statement-breakpoint
CREATE INDEX "video_recordings_meeting_idx" ON "video_recordings" USING btree ("meeting_id");