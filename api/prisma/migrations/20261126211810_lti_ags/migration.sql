-- CreateEnum
CREATE TYPE "LtiScorePostStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "LtiLaunch" ADD COLUMN     "agsLineItem" TEXT,
ADD COLUMN     "playTokenHash" TEXT;

-- CreateTable
CREATE TABLE "LtiScorePost" (
    "id" TEXT NOT NULL,
    "launchId" TEXT NOT NULL,
    "gameId" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "scoreMaximum" DOUBLE PRECISION NOT NULL,
    "status" "LtiScorePostStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMPTZ(3),
    "httpStatus" INTEGER,
    "response" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiScorePost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LtiScorePost_status_nextAttemptAt_idx" ON "LtiScorePost"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "LtiScorePost_gameId_createdAt_idx" ON "LtiScorePost"("gameId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LtiLaunch_playTokenHash_key" ON "LtiLaunch"("playTokenHash");

-- CreateIndex
CREATE INDEX "LtiLaunch_gameId_idx" ON "LtiLaunch"("gameId");

-- AddForeignKey
ALTER TABLE "LtiScorePost" ADD CONSTRAINT "LtiScorePost_launchId_fkey" FOREIGN KEY ("launchId") REFERENCES "LtiLaunch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
