-- The embedded coach is called the offline coach everywhere (decision 0053); rows written before the rename said "local".
UPDATE "ai_usage" SET "engine" = 'offline' WHERE "engine" = 'local';
