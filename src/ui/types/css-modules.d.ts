/** CSS modules (rspack `css/auto`): class names in camelCase, local to the importing component. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
