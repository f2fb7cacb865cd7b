/** A webpack plugin as Gatsby's configuration holds it; DefinePlugin keeps its definitions. */
interface WebpackPlugin {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

/**
 * The names of the environment the HTML renderer keeps defined: Gatsby's runtime and its feature
 * flags read `GATSBY_` and `gatsby_` variables, and React and Gatsby read NODE_ENV.
 */
const READ_BY_THE_RENDERER = /^(GATSBY_|gatsby_)|^NODE_ENV$/;

/**
 * Gatsby defines every variable of the build's environment in the HTML renderer (its target is
 * node), and webpack makes each module of a bundle depend on the set of names defined: a build
 * started with one variable more or less (the content path's CONTENT_CHECKS, a shell's own) would
 * compile every module again, give the renderer new hashes and so render every page again. Only
 * the names the renderer reads are kept, so its hashes change with the code alone. The site's own rendering code reads no variable; build-time values reach pages through
 * GraphQL.
 */
export function keepRendererEnv(
  plugins: readonly WebpackPlugin[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  for (const plugin of plugins) {
    const definitions = plugin.constructor.name === "DefinePlugin" ? plugin.definitions : undefined;
    if (!definitions) continue;
    for (const key of Object.keys(definitions)) {
      const name = /^process\.env\.(.+)$/.exec(key)?.[1];
      if (name && name in env && !READ_BY_THE_RENDERER.test(name)) delete definitions[key];
    }
  }
}
