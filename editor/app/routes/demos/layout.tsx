import { Container } from "@radix-ui/themes";
import { SiteHeader } from "@exitgame/player/kit";
import { Outlet } from "react-router";

/** The demos sit in the default layout of the public pages: the site header, then the page. */
export default function DemoLayout() {
  return (
    <>
      <SiteHeader />
      <Container size="2" px="4" py="6" asChild>
        <main>
          <Outlet />
        </main>
      </Container>
    </>
  );
}
