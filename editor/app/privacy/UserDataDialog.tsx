/** Admin area: one user's data (download, deletion), issue 27; the API audits both. */
import { Button, Dialog, Flex } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { AccountData } from "./AccountData";

export function UserDataDialog({ user }: { user: { id: string; email: string } }) {
  const { t } = useTranslation("editor");
  const revalidator = useRevalidator();
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="soft" size="1" data-testid="admin-user-data">
          {t("privacy.admin.data")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t("privacy.admin.title", { email: user.email })}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t("privacy.admin.text")}
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <AccountData
            userId={user.id}
            email={user.email}
            onDeleted={() => void revalidator.revalidate()}
          />
          <Flex justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t("privacy.admin.close")}
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
