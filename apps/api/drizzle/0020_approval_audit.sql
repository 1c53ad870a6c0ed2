ALTER TABLE "approval_tokens" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_tokens" ADD CONSTRAINT "approval_tokens_id_unique" UNIQUE("id");