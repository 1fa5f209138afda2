-- CreateTable
CREATE TABLE "ImportSession" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "targetGameId" INTEGER,
    "gameId" INTEGER,
    "pending" JSONB,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportSessionAsset" (
    "importId" TEXT NOT NULL,
    "fileAssetId" TEXT NOT NULL,
    "assetId" TEXT NOT NULL,
    "created" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportSessionAsset_pkey" PRIMARY KEY ("importId","fileAssetId")
);

-- CreateIndex
CREATE INDEX "ImportSession_ownerId_idx" ON "ImportSession"("ownerId");

-- CreateIndex
CREATE INDEX "ImportSession_expiresAt_idx" ON "ImportSession"("expiresAt");

-- CreateIndex
CREATE INDEX "ImportSessionAsset_assetId_idx" ON "ImportSessionAsset"("assetId");

-- AddForeignKey
ALTER TABLE "ImportSession" ADD CONSTRAINT "ImportSession_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportSessionAsset" ADD CONSTRAINT "ImportSessionAsset_importId_fkey" FOREIGN KEY ("importId") REFERENCES "ImportSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportSessionAsset" ADD CONSTRAINT "ImportSessionAsset_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE CASCADE ON UPDATE CASCADE;
