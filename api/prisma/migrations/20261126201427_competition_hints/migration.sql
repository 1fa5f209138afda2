-- AlterTable
ALTER TABLE "CompetitionSession" ADD COLUMN     "hintsTaken" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "penaltySeconds" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "HintLog" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "targetId" TEXT,
    "hintIndex" INTEGER,
    "text" TEXT NOT NULL,
    "image" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "penaltySeconds" INTEGER NOT NULL DEFAULT 0,
    "pushedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HintLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HintLog_competitionId_createdAt_idx" ON "HintLog"("competitionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "HintLog_sessionId_targetId_hintIndex_key" ON "HintLog"("sessionId", "targetId", "hintIndex");

-- AddForeignKey
ALTER TABLE "HintLog" ADD CONSTRAINT "HintLog_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HintLog" ADD CONSTRAINT "HintLog_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CompetitionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
