-- AlterTable
ALTER TABLE "AccessCode" ADD COLUMN     "revokedAt" TIMESTAMPTZ(3),
ADD COLUMN     "sessionId" TEXT;

-- AlterTable
ALTER TABLE "CompetitionSession" ADD COLUMN     "currentSceneId" TEXT,
ADD COLUMN     "finishedAt" TIMESTAMPTZ(3),
ADD COLUMN     "scenesReached" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "snapshotSeq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "wrongAttempts" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CompetitionSessionToken" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompetitionSessionToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompetitionSessionToken_sessionId_idx" ON "CompetitionSessionToken"("sessionId");

-- CreateIndex
CREATE INDEX "AccessCode_sessionId_idx" ON "AccessCode"("sessionId");

-- CreateIndex
CREATE INDEX "AccessCode_createdAt_idx" ON "AccessCode"("createdAt");

-- AddForeignKey
ALTER TABLE "AccessCode" ADD CONSTRAINT "AccessCode_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CompetitionSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionSessionToken" ADD CONSTRAINT "CompetitionSessionToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CompetitionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
