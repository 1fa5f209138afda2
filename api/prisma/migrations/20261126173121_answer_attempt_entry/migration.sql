-- AlterTable
ALTER TABLE "AnswerAttempt" ADD COLUMN     "entry" TEXT;
