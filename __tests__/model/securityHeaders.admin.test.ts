import { buildAdminPolicy } from "../../src/model/securityHeaders";

/** The content editor's own policy (docs/deployment.md explains each source). */
describe("buildAdminPolicy", () => {
  it("admits what Decap CMS needs on this site, GitHub and the local backend, and nothing else", () => {
    expect(buildAdminPolicy({}).split("; ")).toEqual([
      "default-src 'none'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
      "font-src 'self' data:",
      "connect-src 'self' blob: https://api.github.com http://localhost:8081",
      "worker-src 'self' blob:",
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it("admits the login service site.json names, by its origin only", () => {
    const policy = buildAdminPolicy({
      authUrl: "https://decap-oauth.example.workers.dev/auth?x=1",
    });
    expect(policy).toContain(
      "connect-src 'self' blob: https://api.github.com http://localhost:8081 https://decap-oauth.example.workers.dev;",
    );
    expect(buildAdminPolicy({ authUrl: null })).toBe(buildAdminPolicy({}));
  });
});
