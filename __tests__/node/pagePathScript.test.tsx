import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PAGE_PATH_ID, PAGE_PATH_SCRIPT, sharePagePathScript } from "../../src/node/pagePathScript";

/** Gatsby's per-page script as static-entry.js writes it. */
const gatsbyScript = (address: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(address)};/*]]>*/`,
    }}
  />
);

const markup = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

describe("sharePagePathScript", () => {
  it("turns the page's address into data read by a script the same on every page", () => {
    const html = markup(sharePagePathScript([gatsbyScript("/sections/local-news/page/2/")]));
    expect(html).toBe(
      `<script id="${PAGE_PATH_ID}" type="application/json">"/sections/local-news/page/2/"</script>` +
        `<script>${PAGE_PATH_SCRIPT}</script>`,
    );
  });

  it("leaves every page with the same inline scripts, whatever its address", () => {
    const inline = (address: string) =>
      markup(sharePagePathScript([gatsbyScript(address)])).replace(/>"[^<]*"</, "><");
    expect(inline("/faq/")).toBe(inline("/topics/midtown/"));
  });

  it("gives an edition's 404 page the site's 404 address, so a reader's unknown address stays", () => {
    const data = (address: string) =>
      /type="application\/json">([^<]*)</.exec(
        markup(sharePagePathScript([gatsbyScript(address)])),
      )?.[1];
    expect(data("/es/404.html")).toBe('"/404.html"');
    expect(data("/es/404/")).toBe('"/es/404/"');
    expect(data("/topics/404.html/x/")).toBe('"/topics/404.html/x/"');
  });

  it("keeps an address that could close the element as data", () => {
    const html = markup(sharePagePathScript([gatsbyScript("/a</script><script>alert(1)//")]));
    expect(html).not.toContain("</script><script>alert");
    const data = /type="application\/json">([^<]*)</.exec(html)?.[1] ?? "";
    expect(JSON.parse(data)).toBe("/a</script><script>alert(1)//");
  });

  it("leaves other components, and a Gatsby script that sets more than the address, as they are", () => {
    const more = (
      <script
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{
          __html: '/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/',
        }}
      />
    );
    const other = <script key="chunk" id="gatsby-chunk-mapping" />;
    expect(sharePagePathScript([more, other, "text"])).toEqual([more, other, "text"]);
  });
});
