import React from "react";
import { Seo } from "../../src/components/Seo/Seo";
import { buildMetadata, frontPageMetadata } from "../../src/model/buildMetadata";
import { Head } from "../../src/pages";
import { renderHead, siteData } from "../support/renderWithSite";

describe("the front page's head", () => {
  it("built with the page, holds what Seo builds for it in the browser, tag for tag", () => {
    const { settings, siteUrl } = siteData();
    const frontPageHead = buildMetadata({ ...settings, siteUrl }, frontPageMetadata(settings));
    const ready = renderHead(
      <Head
        location={{ pathname: "/" } as never}
        params={{}}
        data={{ siteSettings: { frontPageHead } } as never}
        pageContext={{}}
        serverData={{}}
      />,
    ).container.innerHTML;
    const built = renderHead(<Seo page={frontPageMetadata(settings)} />).container.innerHTML;
    expect(ready).toBe(built);
    expect(ready).toContain(`<title>${settings.name}</title>`);
    expect(ready).toContain(`<link rel="canonical" href="${siteUrl}/">`);
  });
});
