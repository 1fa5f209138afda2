-- CreateTable
CREATE TABLE "AnswerAttempt" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "elementId" TEXT NOT NULL,
    "correct" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnswerAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AnswerAttempt_sessionId_elementId_idx" ON "AnswerAttempt"("sessionId", "elementId");

-- AddForeignKey
ALTER TABLE "AnswerAttempt" ADD CONSTRAINT "AnswerAttempt_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CompetitionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
