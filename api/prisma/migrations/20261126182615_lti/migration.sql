-- CreateTable
CREATE TABLE "LtiPlatform" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "deploymentIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "authLoginUrl" TEXT NOT NULL,
    "tokenUrl" TEXT NOT NULL,
    "jwksUrl" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LtiPlatform_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LtiToolKey" (
    "kid" TEXT NOT NULL,
    "publicJwk" JSONB NOT NULL,
    "privateJwkSealed" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retiredAt" TIMESTAMPTZ(3),

    CONSTRAINT "LtiToolKey_pkey" PRIMARY KEY ("kid")
);

-- CreateTable
CREATE TABLE "LtiNonce" (
    "nonce" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "platformId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "LtiNonce_pkey" PRIMARY KEY ("nonce")
);

-- CreateTable
CREATE TABLE "LtiLaunch" (
    "id" TEXT NOT NULL,
    "platformId" TEXT NOT NULL,
    "deploymentId" TEXT NOT NULL,
    "subject" TEXT,
    "resourceLinkId" TEXT NOT NULL,
    "contextId" TEXT,
    "gameId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiLaunch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LtiPlatform_issuer_clientId_key" ON "LtiPlatform"("issuer", "clientId");

-- CreateIndex
CREATE UNIQUE INDEX "LtiNonce_stateHash_key" ON "LtiNonce"("stateHash");

-- CreateIndex
CREATE INDEX "LtiNonce_expiresAt_idx" ON "LtiNonce"("expiresAt");

-- CreateIndex
CREATE INDEX "LtiLaunch_platformId_subject_idx" ON "LtiLaunch"("platformId", "subject");

-- AddForeignKey
ALTER TABLE "LtiNonce" ADD CONSTRAINT "LtiNonce_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiLaunch" ADD CONSTRAINT "LtiLaunch_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;
