-- AlterTable
ALTER TABLE "LtiLaunch" ADD COLUMN     "browserTokenHash" TEXT,
ADD COLUMN     "competitionId" TEXT,
ADD COLUMN     "competitionSessionId" TEXT,
ADD COLUMN     "scoredAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE UNIQUE INDEX "LtiLaunch_browserTokenHash_key" ON "LtiLaunch"("browserTokenHash");

-- CreateIndex
CREATE INDEX "LtiLaunch_competitionSessionId_idx" ON "LtiLaunch"("competitionSessionId");
