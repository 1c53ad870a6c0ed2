ALTER TABLE "vaults" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "vaults" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaults" ADD COLUMN "methods" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaults" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vaults" ADD CONSTRAINT "vaults_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vaults_branch_title_unique" ON "vaults" USING btree ("branch_id","title");--> statement-breakpoint
-- hand-written: vaults written before branches had vaults go to their business's first branch and keep their title in Arabic too; each takes the methods it was listed under (its type and sub-type, as the chooser matched them); payments and shifts name vaults by id, so a vault is archived, never deleted (the function comes from 0009).
UPDATE vaults SET branch_id = (SELECT min(b.id) FROM branches b WHERE b.business_id = vaults.business_id), vaultable_type = 'branch' WHERE branch_id IS NULL;--> statement-breakpoint
UPDATE vaults SET vaultable_id = branch_id WHERE branch_id IS NOT NULL;--> statement-breakpoint
UPDATE vaults SET title_ar = title WHERE title_ar = '';--> statement-breakpoint
UPDATE vaults SET methods = CASE WHEN sub_type IS NULL OR sub_type = type THEN ARRAY[type] ELSE ARRAY[type, sub_type] END WHERE cardinality(methods) = 0;--> statement-breakpoint
ALTER TABLE vaults ADD CONSTRAINT vaults_takes_a_method CHECK (cardinality(methods) > 0);--> statement-breakpoint
CREATE TRIGGER vaults_archive_only BEFORE DELETE ON vaults
  FOR EACH ROW EXECUTE FUNCTION lamaa_catalogue_archive_only();
