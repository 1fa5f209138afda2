-- DropIndex
DROP INDEX "CompetitionInput_sessionId_deviceId_seq_idx";
