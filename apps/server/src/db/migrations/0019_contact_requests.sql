ALTER TABLE "support_requests" ADD COLUMN "contact_email" text;
