-- AlterTable
ALTER TABLE "ImportSession" ADD COLUMN     "legacyHost" TEXT,
ADD COLUMN     "legacyPid" INTEGER;
