-- CreateTable
CREATE TABLE "LtiAccountLink" (
    "platformId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiAccountLink_pkey" PRIMARY KEY ("platformId","subject")
);

-- CreateTable
CREATE TABLE "LtiPendingLink" (
    "id" TEXT NOT NULL,
    "platformId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT,
    "target" TEXT NOT NULL,
    "browserTokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "LtiPendingLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LtiAccountLink_userId_idx" ON "LtiAccountLink"("userId");

-- CreateIndex
CREATE INDEX "LtiPendingLink_expiresAt_idx" ON "LtiPendingLink"("expiresAt");

-- AddForeignKey
ALTER TABLE "LtiAccountLink" ADD CONSTRAINT "LtiAccountLink_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiAccountLink" ADD CONSTRAINT "LtiAccountLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiPendingLink" ADD CONSTRAINT "LtiPendingLink_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;
