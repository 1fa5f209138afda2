// pixi.js ships this side-effect module without types: it installs eval-free shader code.
declare module "pixi.js/unsafe-eval";
