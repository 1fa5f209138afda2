/** The privacy notices for students (/privacy) and teachers (/privacy/teachers), issue 27. */
import { Box, Container, Heading, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SiteHeader } from "../components/SiteHeader";
import { NOTICES } from "../privacy/content";
import { PrivacyNav } from "../privacy/PrivacyNav";

export default function PrivacyNotice() {
  const { i18n } = useTranslation("player");
  const { pathname } = useLocation();
  const audience = pathname.startsWith("/privacy/teachers") ? "teachers" : "students";
  const notice = NOTICES[audience][i18n.language === "en" ? "en" : "de"];
  return (
    <>
      <title>{`${notice.title} – Exitgame Studio`}</title>
      <SiteHeader />
      <Container size="2" px="4" py="7" asChild>
        <main data-testid={`privacy-${audience}`}>
          <PrivacyNav current={audience === "teachers" ? "/privacy/teachers" : "/privacy"} />
          <Heading as="h1" size="7" mb="3">
            {notice.title}
          </Heading>
          <Text as="p" size="3" mb="5">
            {notice.intro}
          </Text>
          {notice.sections.map((section) => (
            <Box asChild key={section.heading} mb="5">
              <section>
                <Heading as="h2" size="5" mb="2">
                  {section.heading}
                </Heading>
                {section.paragraphs?.map((p) => (
                  <Text as="p" size="3" mb="2" key={p}>
                    {p}
                  </Text>
                ))}
                {section.list ? (
                  <ul className="eg-privacy-list">
                    {section.list.map((item) => (
                      <li key={item}>
                        <Text size="3">{item}</Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            </Box>
          ))}
        </main>
      </Container>
    </>
  );
}
