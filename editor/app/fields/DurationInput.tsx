import { Flex } from "@radix-ui/themes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect, NumberInput } from "./pickers";

/** A duration in ms or s (the author picks the unit); the document keeps milliseconds. */
export function DurationInput(props: {
  label: string;
  ms: number;
  max: number;
  onChange(ms: number): void;
  testId?: string;
}) {
  const { t } = useTranslation("logic");
  const [unit, setUnit] = useState<"ms" | "s">(
    props.ms >= 1000 && props.ms % 100 === 0 ? "s" : "ms",
  );
  const factor = unit === "s" ? 1000 : 1;
  return (
    <Flex gap="1" align="end">
      <NumberInput
        label={props.label}
        value={props.ms / factor}
        min={0}
        max={props.max / factor}
        step={unit === "s" ? 0.1 : 50}
        testId={props.testId ?? "duration"}
        onChange={(n) => props.onChange(Math.round(n * factor))}
      />
      <NativeSelect
        label={t("builder.unit")}
        value={unit}
        onChange={(u) => setUnit(u as "ms" | "s")}
        testId="duration-unit"
      >
        <option value="ms">ms</option>
        <option value="s">s</option>
      </NativeSelect>
    </Flex>
  );
}
