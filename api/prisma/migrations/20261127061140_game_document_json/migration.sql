-- Game.document as json (the text the server wrote), not jsonb: a save no longer makes
-- PostgreSQL convert the whole document (~300 KB for 500 elements) into jsonb, nor a read back
-- into text (issue 26). Nothing queries inside the document in SQL.
-- AlterTable
ALTER TABLE "Game" ALTER COLUMN "document" SET DATA TYPE JSON;

-- Compressed with lz4 where the server has it (faster than the default pglz at about the same
-- size); a server built without lz4 keeps its default.
DO $$
BEGIN
  EXECUTE 'ALTER TABLE "Game" ALTER COLUMN "document" SET COMPRESSION lz4';
EXCEPTION WHEN feature_not_supported OR syntax_error THEN
  NULL;
END
$$;
