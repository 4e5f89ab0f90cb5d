// Font files imported for their URL (gatsby-ssr.tsx preloads them).
declare module '*.woff2' {
  const url: string;
  export default url;
}
