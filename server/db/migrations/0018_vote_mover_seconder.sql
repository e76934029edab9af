ALTER TABLE "votes" ADD COLUMN "mover_person_id" uuid;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "seconder_person_id" uuid;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_mover_person_id_people_id_fk" FOREIGN KEY ("mover_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_seconder_person_id_people_id_fk" FOREIGN KEY ("seconder_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;