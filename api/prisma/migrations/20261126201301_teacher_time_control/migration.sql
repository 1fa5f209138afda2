-- AlterTable
ALTER TABLE "Competition" ADD COLUMN     "announcedAt" TIMESTAMPTZ(3),
ADD COLUMN     "announcement" TEXT,
ADD COLUMN     "pausedAt" TIMESTAMPTZ(3),
ADD COLUMN     "projectorShowNames" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "stuckMinutes" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "stuckWrongInRow" INTEGER NOT NULL DEFAULT 5;

-- AlterTable
ALTER TABLE "CompetitionSession" ADD COLUMN     "endedAt" TIMESTAMPTZ(3),
ADD COLUMN     "extraMinutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pausedAt" TIMESTAMPTZ(3),
ADD COLUMN     "pausedMs" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "progressAt" TIMESTAMPTZ(3),
ADD COLUMN     "wrongStreakCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "wrongStreakElement" TEXT,
ADD COLUMN     "wrongStreakSince" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "CompetitionAudit" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "userId" TEXT,
    "action" TEXT NOT NULL,
    "sessionId" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompetitionAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompetitionAudit_competitionId_createdAt_idx" ON "CompetitionAudit"("competitionId", "createdAt");

-- CreateIndex
CREATE INDEX "CompetitionAudit_userId_idx" ON "CompetitionAudit"("userId");

-- AddForeignKey
ALTER TABLE "CompetitionAudit" ADD CONSTRAINT "CompetitionAudit_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionAudit" ADD CONSTRAINT "CompetitionAudit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
