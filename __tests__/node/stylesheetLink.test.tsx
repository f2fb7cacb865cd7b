import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { globalStylesheet, linkGlobalStylesheet } from "../../src/node/stylesheetLink";

/** Gatsby's inlined stylesheet as static-entry.js writes it. */
const inlined = (
  <style
    key="css"
    data-href="/styles.0123abcd.css"
    data-identity="gatsby-global-css"
    dangerouslySetInnerHTML={{ __html: "body{margin:0}" }}
  />
);
const flag = <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.x=1" }} />;
const title = <title key="title">The Detroit Herald</title>;

const markup = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

describe("linkGlobalStylesheet", () => {
  it("links the stylesheet Gatsby inlined, after the head's other elements", () => {
    expect(markup(linkGlobalStylesheet([inlined, flag, title]))).toBe(
      "<script>document.x=1</script><title>The Detroit Herald</title>" +
        '<link rel="stylesheet" href="/styles.0123abcd.css"/>',
    );
  });

  it("leaves no CSS in the page itself", () => {
    expect(markup(linkGlobalStylesheet([inlined, flag]))).not.toContain("margin:0");
  });

  it("leaves other styles and elements as they are", () => {
    const other = <style key="other" dangerouslySetInnerHTML={{ __html: "p{color:red}" }} />;
    const prefetch = <link key="prefetch" rel="prefetch" as="style" href="/other.css" />;
    expect(linkGlobalStylesheet([other, prefetch, flag, "text"])).toEqual([
      other,
      prefetch,
      flag,
      "text",
    ]);
  });

  it("fails on a page rendered for another stylesheet than the build's", () => {
    expect(markup(linkGlobalStylesheet([inlined], "/styles.0123abcd.css"))).toContain(
      'href="/styles.0123abcd.css"',
    );
    expect(() => linkGlobalStylesheet([inlined, flag], "/styles.4567ef.css")).toThrow(
      "A page was rendered with the stylesheet /styles.0123abcd.css; this build's is /styles.4567ef.css",
    );
  });
});

describe("globalStylesheet", () => {
  it("is the app chunk's CSS, as the browser bundle's stats name it", () => {
    const stats = {
      assetsByChunkName: {
        app: ["webpack-runtime-1.js", "styles.0123abcd.css", "framework-2.js", "app-3.js"],
        "component---src-pages-faq-tsx": ["styles.0123abcd.css", "component-4.js"],
      },
    };
    expect(globalStylesheet(stats)).toBe("/styles.0123abcd.css");
  });

  it("fails when the app chunk has no stylesheet, or more than one", () => {
    expect(() => globalStylesheet({ assetsByChunkName: { app: ["app-3.js"] } })).toThrow("found 0");
    expect(() => globalStylesheet({ assetsByChunkName: { app: ["a.css", "b.css"] } })).toThrow(
      "found 2",
    );
  });
});
