// Gatsby's fork of Reach Router ships no types of its own; its API is Reach Router's, whose types
// Gatsby's own types use.
declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router";
}
