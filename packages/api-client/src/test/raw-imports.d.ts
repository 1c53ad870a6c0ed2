// Vite's `?raw` imports (a file's text), as the contract validator uses for openapi/api.yaml.
declare module '*?raw' {
  const text: string;
  export default text;
}
