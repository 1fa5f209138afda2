-- DropIndex
DROP INDEX "PaymentReference_paymentReferenceId_key";

-- AlterTable
ALTER TABLE "PaymentReference" ADD COLUMN     "createdById" TEXT;

-- CreateIndex
CREATE INDEX "PaymentReference_paymentReferenceId_idx" ON "PaymentReference"("paymentReferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentReference_createdById_paymentReferenceId_key" ON "PaymentReference"("createdById", "paymentReferenceId");

-- AddForeignKey
ALTER TABLE "PaymentReference" ADD CONSTRAINT "PaymentReference_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
