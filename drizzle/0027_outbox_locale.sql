-- Every message written before this migration was rendered in English, the default locale.
ALTER TABLE "outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
