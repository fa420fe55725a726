// `import script from './x?inline-script'`: the module's default export compiled into the
// text of a classic inline script (scripts/vite/inline-script.ts).
declare module '*?inline-script' {
  const script: string;
  export default script;
}
