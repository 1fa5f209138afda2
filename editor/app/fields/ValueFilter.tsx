/**
 * A trigger's optional filter ("only when the value is …", "only the N-th"): off, or a value of
 * the type the trigger carries.
 */
import { Flex, Switch, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { ScalarInput } from "./pickers";

/** "only when the value is …": the trigger's optional `to`. */
export function ValueFilter(props: {
  type: "number" | "string" | "boolean" | undefined;
  value: string | number | boolean | undefined;
  onChange(value: string | number | boolean | undefined): void;
}) {
  const { t } = useTranslation("logic");
  if (!props.type) return null;
  const on = props.value !== undefined;
  return (
    <Flex gap="2" align="end">
      <Flex gap="1" align="center" asChild>
        <label>
          <Switch
            size="1"
            checked={on}
            data-testid="trigger-filter"
            onCheckedChange={(checked) =>
              props.onChange(
                checked
                  ? props.type === "number"
                    ? 0
                    : props.type === "boolean"
                      ? true
                      : ""
                  : undefined,
              )
            }
          />
          <Text size="1">{t("builder.onlyWhenValue")}</Text>
        </label>
      </Flex>
      {on ? (
        <ScalarInput
          label={t("builder.value")}
          type={props.type}
          value={props.value as string | number | boolean}
          onChange={props.onChange}
          testId="trigger-value"
        />
      ) : null}
    </Flex>
  );
}
