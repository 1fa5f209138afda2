import { Box, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="between" align="end" gap="4" wrap="wrap" mb="6">
      <Box>
        <Heading as="h1" size="7" mb="1">
          {title}
        </Heading>
        {description && (
          <Text as="p" color="gray" size="3">
            {description}
          </Text>
        )}
      </Box>
      {actions}
    </Flex>
  );
}
