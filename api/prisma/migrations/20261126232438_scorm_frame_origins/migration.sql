-- CreateTable
CREATE TABLE "FrameOrigin" (
    "origin" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FrameOrigin_pkey" PRIMARY KEY ("origin")
);

-- CreateTable
CREATE TABLE "ScormLaunch" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "gameId" INTEGER NOT NULL,
    "competitionId" TEXT,
    "origin" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "score" DOUBLE PRECISION,
    "reportedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ScormLaunch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScormLaunch_tokenHash_key" ON "ScormLaunch"("tokenHash");

-- CreateIndex
CREATE INDEX "ScormLaunch_gameId_idx" ON "ScormLaunch"("gameId");

-- CreateIndex
CREATE INDEX "ScormLaunch_expiresAt_idx" ON "ScormLaunch"("expiresAt");
