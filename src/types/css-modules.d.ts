// Gatsby compiles `*.module.scss` to CSS modules whose class names are named exports.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
