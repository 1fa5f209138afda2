-- CreateTable
CREATE TABLE "GameOperationBatch" (
    "id" TEXT NOT NULL,
    "gameId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "authorId" TEXT,
    "clientBatchId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "operations" JSONB NOT NULL,
    "inverse" JSONB NOT NULL,
    "writes" JSONB NOT NULL,

    CONSTRAINT "GameOperationBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GameOperationBatch_gameId_version_key" ON "GameOperationBatch"("gameId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "GameOperationBatch_gameId_clientBatchId_key" ON "GameOperationBatch"("gameId", "clientBatchId");

-- AddForeignKey
ALTER TABLE "GameOperationBatch" ADD CONSTRAINT "GameOperationBatch_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameOperationBatch" ADD CONSTRAINT "GameOperationBatch_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
