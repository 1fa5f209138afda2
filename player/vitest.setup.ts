// Setup for the "web" test project (player, editor and element plugins in jsdom).
import { configure } from "@testing-library/react";

// Menus, dialogs, the toast list and string catalogues load as their own chunks on first use;
// on two busy cores (CI) such a first import can take over a second, the library's default wait.
configure({ asyncUtilTimeout: 5000 });
