-- CreateTable
CREATE TABLE "LtiDeepLink" (
    "id" TEXT NOT NULL,
    "platformId" TEXT NOT NULL,
    "deploymentId" TEXT NOT NULL,
    "subject" TEXT,
    "returnUrl" TEXT NOT NULL,
    "data" TEXT,
    "agsOffered" BOOLEAN NOT NULL DEFAULT false,
    "browserTokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "LtiDeepLink_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "LtiDeepLink" ADD CONSTRAINT "LtiDeepLink_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;
