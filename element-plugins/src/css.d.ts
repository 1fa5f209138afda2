// Stylesheets are bundled by the apps' Vite builds.
declare module "*.css";
