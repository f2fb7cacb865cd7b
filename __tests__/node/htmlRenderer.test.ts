/** @jest-environment node */
import webpack from "webpack";
import { keepRendererEnv } from "../../src/node/htmlRenderer";

/** The definitions Gatsby gives the HTML renderer: every variable of the build's environment. */
function gatsbyDefinitions(env: NodeJS.ProcessEnv) {
  return new webpack.DefinePlugin({
    "process.env": "({})",
    ...Object.fromEntries(
      Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
    ),
    "process.env.PUBLIC_DIR": JSON.stringify("/site/public"),
    "process.env.BUILD_STAGE": JSON.stringify("build-html"),
  });
}

describe("keepRendererEnv", () => {
  it("leaves the renderer the same names whatever else the environment holds", () => {
    const names = (env: NodeJS.ProcessEnv) => {
      const define = gatsbyDefinitions(env);
      keepRendererEnv([define], env);
      return Object.keys(define.definitions).sort();
    };
    const shell = { NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", gatsby_log_level: "" };
    const contentPath = { ...shell, CONTENT_CHECKS: "changed", BUILT_SINCE: "1764200000000" };
    expect(names(contentPath)).toEqual(names(shell));
    expect(names(shell)).toEqual([
      "process.env",
      "process.env.BUILD_STAGE",
      "process.env.GATSBY_TELEMETRY_DISABLED",
      "process.env.NODE_ENV",
      "process.env.PUBLIC_DIR",
      "process.env.gatsby_log_level",
    ]);
  });

  it("keeps the values of what it keeps, and touches no other plugin", () => {
    const env = { NODE_ENV: "production", HOME: "/root" };
    const define = gatsbyDefinitions(env);
    const other = new webpack.ProvidePlugin({ React: "react" });
    keepRendererEnv([other, define], env);
    expect(define.definitions["process.env.NODE_ENV"]).toBe('"production"');
    expect(define.definitions).not.toHaveProperty("process.env.HOME");
    expect(other.definitions).toEqual({ React: "react" });
  });
});
