import {
  Badge,
  Box,
  Button,
  Callout,
  Checkbox,
  Dialog,
  Flex,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useFetcher, useRouteLoaderData } from "react-router";
import { AdminUsersQuery, SetUserRolesMutation } from "../../auth/admin";
import { runMutation } from "../../auth/api.server";
import type { Role, SessionUser } from "../../auth/session";
import { failureMessage } from "../../forms/failure.server";
import { useMessage } from "../../forms/Field";
import { RoleBadges } from "../../components/RoleBadges";
import type { Message } from "../../forms/validation";
import { UserDataDialog } from "../../privacy/UserDataDialog";
import type { Route } from "./+types/users";

const ROLES: Role[] = ["MODERATOR", "COMPETITION_MANAGER", "ADMIN"];

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams.get("q") ?? "";
  const { adminUsers } = await requestGraphQL(request, AdminUsersQuery, { search: search || null });
  return { search, ...adminUsers };
}

type Result = { ok: true; email: string } | { ok: false; message: Message };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const roles = form.getAll("roles").filter((r): r is Role => ROLES.includes(r as Role));
  const result = await runMutation(request, SetUserRolesMutation, {
    userId: String(form.get("userId")),
    roles,
  });
  if (!result.ok)
    return data<Result>({ ok: false, message: failureMessage(result.failure) }, { status: 400 });
  return data<Result>({ ok: true, email: result.data.setUserRoles.email });
}

type User = Route.ComponentProps["loaderData"]["users"][number];

function RolesDialog({ user, self }: { user: User; self: boolean }) {
  const { t } = useTranslation("editor");
  const message = useMessage();
  const fetcher = useFetcher<typeof action>();
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const result = fetcher.data as Result | undefined;
  const saving = fetcher.state !== "idle";
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setRoles(user.roles);
  };
  if (open && result?.ok && fetcher.state === "idle") setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" style={{ whiteSpace: "nowrap" }}>
          {t("admin.users.edit")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t("admin.users.editTitle", { email: user.email })}</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          {t("admin.users.editText")}
        </Dialog.Description>
        <fetcher.Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <Flex direction="column" gap="3">
            {ROLES.map((role) => (
              <Text as="label" size="2" key={role}>
                <Flex gap="2" align="center">
                  <Checkbox
                    name="roles"
                    value={role}
                    checked={roles.includes(role)}
                    disabled={self && role === "ADMIN"}
                    onCheckedChange={(checked) =>
                      setRoles((current) =>
                        checked ? [...current, role] : current.filter((r) => r !== role),
                      )
                    }
                  />
                  {t(`roles.${role}`)}
                </Flex>
              </Text>
            ))}
            {/* A disabled checkbox is not submitted: an admin keeps their own admin role. */}
            {self && <input type="hidden" name="roles" value="ADMIN" />}
            {result && !result.ok && (
              <Callout.Root color="red" size="1" role="alert">
                <Callout.Text>{message(result.message)}</Callout.Text>
              </Callout.Root>
            )}
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray" type="button">
                {t("admin.users.cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving}>
              {t("admin.users.save")}
            </Button>
          </Flex>
        </fetcher.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { viewer } = useRouteLoaderData("routes/admin/layout") as { viewer: SessionUser };
  const format = useDateFormat();
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Form method="get" role="search">
          <Flex gap="2">
            <TextField.Root
              name="q"
              defaultValue={loaderData.search}
              placeholder={t("admin.users.search")}
              aria-label={t("admin.users.search")}
              style={{ minWidth: 280 }}
            />
            <Button type="submit" variant="soft">
              {t("admin.users.searchButton")}
            </Button>
          </Flex>
        </Form>
        <Text size="2" color="gray">
          {t("admin.users.count", { count: loaderData.total })}
        </Text>
      </Flex>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t("admin.users.email")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t("admin.users.name")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t("admin.users.roles")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t("admin.users.games")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t("admin.users.created")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>{t("admin.users.actions")}</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loaderData.users.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6}>
                <Text color="gray">{t("admin.users.none")}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {loaderData.users.map((user) => (
            <Table.Row key={user.id} data-testid="admin-user-row" align="center">
              <Table.RowHeaderCell>
                <Flex direction="column" gap="1">
                  <Text size="2" weight="medium">
                    {user.email}{" "}
                    {user.id === viewer.id && <Text color="gray">({t("admin.users.you")})</Text>}
                  </Text>
                  <Box>
                    <Badge size="1" color={user.emailVerified ? "green" : "amber"} variant="soft">
                      {user.emailVerified
                        ? t("admin.users.verified")
                        : t("admin.users.notVerified")}
                    </Badge>
                  </Box>
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>{user.displayName ?? "–"}</Table.Cell>
              <Table.Cell>
                <Flex gap="1" wrap="wrap">
                  <RoleBadges roles={user.roles} />
                </Flex>
              </Table.Cell>
              <Table.Cell>{user.gameCount}</Table.Cell>
              <Table.Cell>{format.date(user.createdAt)}</Table.Cell>
              <Table.Cell justify="end">
                <Flex gap="2" justify="end">
                  <RolesDialog user={user} self={user.id === viewer.id} />
                  {user.id === viewer.id ? null : <UserDataDialog user={user} />}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
