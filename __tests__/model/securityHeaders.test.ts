import { createHash } from "crypto";
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
  thirdPartyOrigins,
  withPolicyMeta,
  type ThirdPartyUse,
} from "../../src/model/securityHeaders";
import { readContent } from "../support/content";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The addresses the real content uses, grouped as the build groups them. */
function realThirdParties(): ThirdPartyUse {
  const site = readContent<{ ads: { scriptUrl: string } }>("site.json");
  const home = readContent<{
    hero: { storySlug: string };
    video: { embedUrl: string };
    imageFeed: { embedUrl: string };
    newsroom: { formUrl: string; formScriptUrl: string };
    weather: { live: { apiUrl: string; forecastUrl: string } };
  }>("home.json");
  const partners = readContent<{ documents: { embedUrl: string }[] }>("partners.json");
  const headlines = readContent<{ imageUrlTemplate: string }>("headlines.json");
  // The hero shows a written story, whose picture is on the web.
  const heroStory = readContent<{ image: { src: string } }>(
    `stories/2026/11/${home.hero.storySlug}.json`,
  );
  return {
    scripts: [site.ads.scriptUrl, home.newsroom.formScriptUrl],
    frames: [
      home.video.embedUrl,
      home.imageFeed.embedUrl,
      home.newsroom.formUrl,
      ...partners.documents.map((document) => document.embedUrl),
    ],
    images: [heroStory.image.src, headlines.imageUrlTemplate.replace("{id}", "local-news-1")],
    connections: [home.weather.live.apiUrl, home.weather.live.forecastUrl],
  };
}

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("inlineScriptHashes", () => {
  it("hashes each inline script as the browser does, once, in a stable order", () => {
    const html = [
      '<script>document.documentElement.classList.add("js")</script>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/faq/";/*]]>*/</script>',
      '<script>document.documentElement.classList.add("js")</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual(
      [
        hashOf('document.documentElement.classList.add("js")'),
        hashOf('/*<![CDATA[*/window.pagePath="/faq/";/*]]>*/'),
      ].sort(),
    );
  });

  it("leaves out scripts loaded from a file and JSON data blocks, which are never run inline", () => {
    const html = [
      '<script src="/app-1234.js" async=""></script>',
      '<script async src="/framework.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("keeps a script whose data attribute merely ends in src", () => {
    expect(inlineScriptHashes('<script data-src="x">run()</script>')).toEqual([hashOf("run()")]);
  });

  it("hashes multi-line scripts with line endings as the HTML parser leaves them", () => {
    expect(inlineScriptHashes("<script>\r\n  a();\r\n</script>")).toEqual([hashOf("\n  a();\n")]);
  });
});

describe("buildContentSecurityPolicy", () => {
  const scriptHashes = [hashOf("a()"), hashOf("b()")];
  const policy = buildContentSecurityPolicy({
    scriptHashes,
    thirdParties: realThirdParties(),
    delivery: "header",
  });

  it("runs only our own scripts, the page's own inline scripts and the services content uses", () => {
    const scriptSrc = directive(policy, "script-src");
    expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", ...scriptHashes]));
    expect(scriptSrc).toEqual(
      expect.arrayContaining(["https://pagead2.googlesyndication.com", "https://link.msgsndr.com"]),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => !source.startsWith("'"))).not.toContain("https:");
  });

  it("frames exactly the embeds in content, plus the frames AdSense draws ads in", () => {
    const frameSrc = directive(policy, "frame-src");
    expect(frameSrc).toEqual(
      expect.arrayContaining([
        "https://www.youtube-nocookie.com",
        "https://snapwidget.com",
        "https://api.leadconnectorhq.com",
        "https://drive.google.com",
        "https://*.doubleclick.net",
        "https://*.googlesyndication.com",
      ]),
    );
    expect(frameSrc).not.toContain("'self'");
  });

  it("shows pictures from the placeholder service and the CDN it redirects to", () => {
    expect(directive(policy, "img-src")).toEqual(
      expect.arrayContaining(["'self'", "https://picsum.photos", "https://fastly.picsum.photos"]),
    );
  });

  it("lets scripts fetch from the weather API in content, and from nowhere else but the ads' hosts", () => {
    const connectSrc = directive(policy, "connect-src");
    expect(connectSrc).toEqual(expect.arrayContaining(["'self'", "https://api.weather.gov"]));
    const withoutAds = buildContentSecurityPolicy({
      scriptHashes,
      thirdParties: { ...realThirdParties(), scripts: [] },
      delivery: "header",
    });
    expect(directive(withoutAds, "connect-src")).toEqual(["'self'", "https://api.weather.gov"]);
  });

  it("locks down everything else", () => {
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    // Style attributes only: a <style> element or another site's stylesheet is refused.
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "style-src-elem")).toEqual(["'self'"]);
  });

  it("admits the ad network's extra hosts only while content uses the ad network", () => {
    const withoutAds = buildContentSecurityPolicy({
      scriptHashes,
      thirdParties: {
        scripts: [],
        frames: ["https://www.youtube-nocookie.com/embed/x"],
        images: [],
        connections: [],
      },
      delivery: "header",
    });
    expect(withoutAds).not.toContain("google");
    expect(directive(withoutAds, "connect-src")).toEqual(["'self'"]);
    expect(directive(withoutAds, "frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("frames nothing when content embeds nothing, and skips addresses that are not URLs", () => {
    const bare = buildContentSecurityPolicy({
      scriptHashes: [],
      thirdParties: {
        scripts: ["not a url"],
        frames: [],
        images: ["data:image/png;base64,AA"],
        connections: [],
      },
      delivery: "header",
    });
    expect(directive(bare, "frame-src")).toEqual(["'none'"]);
    expect(directive(bare, "script-src")).toEqual(["'self'"]);
    expect(directive(bare, "img-src")).toEqual(["'self'"]);
  });

  it("leaves frame-ancestors out of a policy delivered in a <meta>, where browsers ignore it", () => {
    const meta = buildContentSecurityPolicy({
      scriptHashes,
      thirdParties: realThirdParties(),
      delivery: "meta",
    });
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ""));
  });
});

describe("thirdPartyOrigins", () => {
  it("reduces every list to its distinct origins, leaving the policy as it was", () => {
    const pictures = Array.from(
      { length: 500 },
      (_, n) => `https://picsum.photos/seed/story-${n}/800/450`,
    );
    const use = { ...realThirdParties(), images: [...realThirdParties().images, ...pictures] };
    const reduced = thirdPartyOrigins(use);
    expect(reduced.images.length).toBeLessThanOrEqual(realThirdParties().images.length);
    expect(reduced.images).toContain("https://picsum.photos");
    for (const delivery of ["header", "meta"] as const) {
      expect(
        buildContentSecurityPolicy({ scriptHashes: [], thirdParties: reduced, delivery }),
      ).toBe(buildContentSecurityPolicy({ scriptHashes: [], thirdParties: use, delivery }));
    }
  });
});

describe("withPolicyMeta", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>';

  it("puts the policy first in <head>, after the charset, escaped for an attribute", () => {
    const html = withPolicyMeta(page, `script-src 'self' "x"`);
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;x&quot;"/><title>',
    );
  });

  it("replaces the policy an earlier build put there", () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "script-src 'none'"), "script-src 'self'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("content=\"script-src 'self'\"");
  });
});
