// CSS as rspack's native CSS support provides it: CSS Modules as a map of local class names
// (`namedExports: false`, see rspack.config.ts), plain CSS as a side-effect import.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
