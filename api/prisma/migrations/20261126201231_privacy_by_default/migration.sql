-- CreateEnum
CREATE TYPE "ParticipantNaming" AS ENUM ('NICKNAME', 'FIRST_NAME_INITIAL', 'FULL_NAME');

-- AlterTable
ALTER TABLE "Competition" ADD COLUMN     "dataDeletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deletedFinishedCount" INTEGER,
ADD COLUMN     "deletedPlayerCount" INTEGER,
ADD COLUMN     "deletedTeamCount" INTEGER,
ADD COLUMN     "participantNaming" "ParticipantNaming" NOT NULL DEFAULT 'FIRST_NAME_INITIAL',
ADD COLUMN     "retentionDays" INTEGER NOT NULL DEFAULT 30;

-- Competitions made before the naming modes stored first and last names: they are FULL_NAME.
UPDATE "Competition" SET "participantNaming" = 'FULL_NAME';

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEvent_subjectId_idx" ON "AuditEvent"("subjectId");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE INDEX "Competition_dataDeletedAt_endDate_idx" ON "Competition"("dataDeletedAt", "endDate");

-- The manager's choice is checked by the API; the range holds at the database too.
ALTER TABLE "Competition" ADD CONSTRAINT "Competition_retentionDays_range" CHECK ("retentionDays" BETWEEN 0 AND 365);
