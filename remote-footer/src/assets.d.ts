/** webpack asset modules: importing an image gives its URL in the build. */
declare module '*.svg' {
  const url: string;
  export default url;
}
