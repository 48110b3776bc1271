// a contract template is a text file a lawyer reads (templates/); Vitest and build.mjs import its text
declare module '*.txt?raw' {
  const text: string;
  export default text;
}
