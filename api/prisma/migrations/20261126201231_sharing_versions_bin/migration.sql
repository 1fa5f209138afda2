-- CreateEnum
CREATE TYPE "GameShareRole" AS ENUM ('COAUTHOR', 'VIEWER');

-- CreateEnum
CREATE TYPE "GameVersionKind" AS ENUM ('AUTO', 'PUBLISH', 'NAMED', 'RESTORE');

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "GameShare" (
    "id" TEXT NOT NULL,
    "gameId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "role" "GameShareRole" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT,
    "acceptedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "GameShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameVersion" (
    "id" TEXT NOT NULL,
    "gameId" INTEGER NOT NULL,
    "kind" "GameVersionKind" NOT NULL,
    "name" TEXT,
    "document" JSONB NOT NULL,
    "documentVersion" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "authorId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GameShare_tokenHash_key" ON "GameShare"("tokenHash");

-- CreateIndex
CREATE INDEX "GameShare_userId_idx" ON "GameShare"("userId");

-- CreateIndex
CREATE INDEX "GameShare_email_idx" ON "GameShare"("email");

-- CreateIndex
CREATE UNIQUE INDEX "GameShare_gameId_email_key" ON "GameShare"("gameId", "email");

-- CreateIndex
CREATE INDEX "GameVersion_gameId_createdAt_idx" ON "GameVersion"("gameId", "createdAt");

-- CreateIndex
CREATE INDEX "Game_deletedAt_idx" ON "Game"("deletedAt");

-- AddForeignKey
ALTER TABLE "GameShare" ADD CONSTRAINT "GameShare_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameShare" ADD CONSTRAINT "GameShare_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameVersion" ADD CONSTRAINT "GameVersion_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameVersion" ADD CONSTRAINT "GameVersion_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
