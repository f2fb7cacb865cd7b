import { createHash } from "crypto";
import {
  buildNginxPolicyMap,
  COMMON_HEADERS,
  headersFileProblems,
} from "../../src/model/hostHeaders";
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
  withPolicyMeta,
} from "../../src/model/securityHeaders";

// The whole policy for the services the site uses, directive by directive: each host a service
// needs is here once, so a host that drops out (and breaks ads or pictures) or creeps in shows.
describe("buildContentSecurityPolicy, whole", () => {
  const policy = buildContentSecurityPolicy({
    scriptHashes: ["'sha256-a'"],
    thirdParties: {
      scripts: [
        "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=x",
        "https://link.msgsndr.com/js/form_embed.js",
      ],
      frames: [
        "https://www.youtube-nocookie.com/embed/x",
        "https://drive.google.com/file/d/1/preview",
      ],
      images: ["https://picsum.photos/seed/{id}/800/450", "https://picsum.photos/x"],
      connections: [],
    },
    delivery: "header",
  });

  it("admits exactly our own code, the page's inline scripts and the services' hosts", () => {
    expect(policy.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-a' https://adservice.google.com https://ep2.adtrafficquality.google https://fundingchoicesmessages.google.com https://googleads.g.doubleclick.net https://link.msgsndr.com https://pagead2.googlesyndication.com https://tpc.googlesyndication.com",
      "style-src 'self' 'unsafe-inline'",
      "style-src-elem 'self'",
      "img-src 'self' https://*.adtrafficquality.google https://*.doubleclick.net https://*.googlesyndication.com https://fastly.picsum.photos https://picsum.photos https://www.google.com",
      "frame-src https://*.adtrafficquality.google https://*.doubleclick.net https://*.googlesyndication.com https://drive.google.com https://fundingchoicesmessages.google.com https://www.google.com https://www.youtube-nocookie.com",
      "connect-src 'self' https://*.adtrafficquality.google https://*.doubleclick.net https://fundingchoicesmessages.google.com https://pagead2.googlesyndication.com",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it("admits the picture CDN only with the picture service", () => {
    const noPictures = buildContentSecurityPolicy({
      scriptHashes: [],
      thirdParties: {
        scripts: [],
        frames: [],
        images: ["https://img.example/a.jpg"],
        connections: [],
      },
      delivery: "meta",
    });
    expect(noPictures).toContain("img-src 'self' https://img.example;");
  });
});

describe("COMMON_HEADERS", () => {
  it("are the headers every response gets", () => {
    expect(COMMON_HEADERS).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy":
        "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
      "X-Frame-Options": "DENY",
    });
  });
});

describe("inlineScriptHashes: which scripts count as inline", () => {
  const count = (html: string) => inlineScriptHashes(html).length;

  it("counts scripts with other attributes, in any case, closed with spaces", () => {
    expect(count('<SCRIPT id="a">a()</SCRIPT >')).toBe(1);
    expect(count('<script type="module">b()</script>')).toBe(1);
    expect(count("<script nosrc>c()</script>")).toBe(1);
    expect(count('<script type="text/json-ish">d()</script>')).toBe(1);
  });

  it("leaves out scripts with a src however it is written, and JSON blocks", () => {
    expect(count('<script\tsrc="/a.js"></script>')).toBe(0);
    expect(count("<script SRC = '/a.js'></script>")).toBe(0);
    expect(count("<script type=application/json>{}</script>")).toBe(0);
    expect(count("<script type = 'application/ld+json'>{}</script>")).toBe(0);
  });

  it("does not take a tag whose name only begins with script", () => {
    expect(count("<scripts>e()</script>")).toBe(0);
  });

  it("hashes a lone CR as the LF the HTML parser makes of it", () => {
    expect(inlineScriptHashes("<script>a\rb</script>")).toEqual(
      inlineScriptHashes("<script>a\nb</script>"),
    );
  });

  it("hashes a script's text as UTF-8, as browsers do", () => {
    const text = 'document.title = "Café — Détroit"';
    const utf8 = createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([`'sha256-${utf8}'`]);
  });

  it("hashes an empty inline script too", () => {
    expect(count("<script></script>")).toBe(1);
  });
});

describe("headersFileProblems at the limits", () => {
  const rules = (count: number, lineLength = 10) =>
    Array.from({ length: count }, (_, index) => `/p${index}\n  X: ${"x".repeat(lineLength)}`).join(
      "\n\n",
    );

  it("accepts exactly 100 rules and lines of exactly 2000 characters", () => {
    expect(headersFileProblems(rules(100))).toEqual([]);
    expect(headersFileProblems(`/a\n${"y".repeat(2000)}`)).toEqual([]);
  });

  it("names 101 rules and a line of 2001 characters", () => {
    expect(headersFileProblems(rules(101))).toEqual([
      "101 rules; Cloudflare Pages applies at most 100",
    ]);
    expect(headersFileProblems(`/a\n${"y".repeat(2001)}`)).toEqual([
      "a line of 2001 characters; Cloudflare Pages allows 2000",
    ]);
  });

  it("reads a file of any length (a spread of 300,000 lines would overflow the stack)", () => {
    const huge = Array.from({ length: 300_000 }, () => "  X: y").join("\n");
    expect(headersFileProblems(`/a\n${huge}`)).toEqual([]);
  });
});

describe("withPolicyMeta: where the policy goes", () => {
  it("goes right after <head> when the page has no charset first", () => {
    expect(withPolicyMeta('<html><head lang="en"><title>x</title></head></html>', "a")).toBe(
      '<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="a"/><title>x</title></head></html>',
    );
  });

  it("goes after a charset written in any case and spacing", () => {
    expect(withPolicyMeta('<HEAD>\n  <meta  charset="utf-8">\n<title>', "a")).toBe(
      '<HEAD>\n  <meta  charset="utf-8"><meta http-equiv="Content-Security-Policy" content="a"/>\n<title>',
    );
  });

  it("escapes &, quotes and < in the policy", () => {
    expect(withPolicyMeta("<head>", `a&b "c" <d>`)).toBe(
      '<head><meta http-equiv="Content-Security-Policy" content="a&amp;b &quot;c&quot; &lt;d>"/>',
    );
  });

  it("removes every policy an earlier build left, in any case", () => {
    const html =
      '<head><META http-equiv="Content-Security-Policy" content="x"><meta http-equiv="Content-Security-Policy" content="y"/></head>';
    expect(withPolicyMeta(html, "z")).toBe(
      '<head><meta http-equiv="Content-Security-Policy" content="z"/></head>',
    );
  });

  it("does not take <header> for <head>", () => {
    expect(withPolicyMeta("<header></header><head></head>", "a")).toBe(
      '<header></header><head><meta http-equiv="Content-Security-Policy" content="a"/></head>',
    );
  });
});

describe("buildNginxPolicyMap", () => {
  it("is a commented map whose strings escape quotes and backslashes", () => {
    const map = buildNginxPolicyMap([{ paths: ["/a.html"], policy: 'x "y" \\z' }]);
    expect(map.split("\n")[0]).toMatch(/^# Written by the build\b/);
    expect(map).toContain('    "/a.html" "x \\"y\\" \\\\z";\n');
  });
});
