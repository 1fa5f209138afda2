-- CreateTable
CREATE TABLE "CompetitionSceneVisit" (
    "id" BIGSERIAL NOT NULL,
    "sessionId" TEXT NOT NULL,
    "sceneId" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CompetitionSceneVisit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompetitionSceneVisit_sessionId_at_idx" ON "CompetitionSceneVisit"("sessionId", "at");

-- AddForeignKey
ALTER TABLE "CompetitionSceneVisit" ADD CONSTRAINT "CompetitionSceneVisit_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CompetitionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A team's path through the scenes: a row whenever its current scene changes (any writer).
CREATE FUNCTION "competition_scene_visit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."currentSceneId" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."currentSceneId" IS DISTINCT FROM NEW."currentSceneId") THEN
    INSERT INTO "CompetitionSceneVisit" ("sessionId", "sceneId", "at")
    VALUES (NEW."id", NEW."currentSceneId", NEW."updatedAt");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "competition_scene_visit"
AFTER INSERT OR UPDATE OF "currentSceneId" ON "CompetitionSession"
FOR EACH ROW EXECUTE FUNCTION "competition_scene_visit"();

-- Teams that played before: their current scene, as of their last change.
INSERT INTO "CompetitionSceneVisit" ("sessionId", "sceneId", "at")
SELECT "id", "currentSceneId", "updatedAt" FROM "CompetitionSession" WHERE "currentSceneId" IS NOT NULL;
