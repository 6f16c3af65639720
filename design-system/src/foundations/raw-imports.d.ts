// Vite's `?raw` import: a file's text at build time (the Foundations pages read tokens.css with it).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
