// CSS Modules as bundlers (Vite, rspack) provide them: a map of local class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
