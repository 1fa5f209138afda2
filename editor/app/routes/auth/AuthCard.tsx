import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Flex direction="column" gap="4">
      <Card size="4" variant="surface" style={{ boxShadow: "var(--shadow-3)" }}>
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="2">
            <Heading as="h1" size="7">
              {title}
            </Heading>
            {subtitle && (
              <Text as="p" color="gray" size="2">
                {subtitle}
              </Text>
            )}
          </Flex>
          {children}
        </Flex>
      </Card>
      {footer && (
        <Text as="p" align="center" size="2" color="gray">
          {footer}
        </Text>
      )}
    </Flex>
  );
}
