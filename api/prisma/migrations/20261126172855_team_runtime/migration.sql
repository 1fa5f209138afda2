-- AlterTable
ALTER TABLE "CompetitionSession" ADD COLUMN     "solvedLocks" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "wakeAt" TIMESTAMPTZ(3),
ADD COLUMN     "wrongEntries" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "CompetitionSessionToken" ADD COLUMN     "inputSeq" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CompetitionInput" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "stateSeq" INTEGER NOT NULL,
    "input" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompetitionInput_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompetitionInput_sessionId_deviceId_seq_idx" ON "CompetitionInput"("sessionId", "deviceId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionInput_sessionId_stateSeq_key" ON "CompetitionInput"("sessionId", "stateSeq");

-- CreateIndex
CREATE INDEX "CompetitionSession_wakeAt_idx" ON "CompetitionSession"("wakeAt");

-- AddForeignKey
ALTER TABLE "CompetitionInput" ADD CONSTRAINT "CompetitionInput_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CompetitionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
