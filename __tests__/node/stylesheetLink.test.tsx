import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { linkGlobalStylesheet } from "../../src/node/stylesheetLink";

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
});
