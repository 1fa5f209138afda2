-- DropIndex
DROP INDEX "Asset_storageKey_key";

-- AlterTable
ALTER TABLE "Asset" ADD COLUMN     "durationSeconds" DOUBLE PRECISION,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "sourceSha256" TEXT,
ADD COLUMN     "width" INTEGER;

-- CreateTable
CREATE TABLE "GameAsset" (
    "gameId" INTEGER NOT NULL,
    "assetId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameAsset_pkey" PRIMARY KEY ("gameId","assetId")
);

-- CreateIndex
CREATE INDEX "GameAsset_assetId_idx" ON "GameAsset"("assetId");

-- CreateIndex
CREATE INDEX "Asset_storageKey_idx" ON "Asset"("storageKey");

-- CreateIndex
CREATE INDEX "Asset_sourceSha256_idx" ON "Asset"("sourceSha256");

-- AddForeignKey
ALTER TABLE "GameAsset" ADD CONSTRAINT "GameAsset_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameAsset" ADD CONSTRAINT "GameAsset_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE CASCADE ON UPDATE CASCADE;
