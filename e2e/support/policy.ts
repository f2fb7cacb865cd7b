import type { Page } from "@playwright/test";

/**
 * Makes every other site unreachable (the tests need no network and must not depend on third
 * parties) and records each Content-Security-Policy violation the page reports.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI || "an inline script"}`);
    });
  });
  page.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  return violations;
}
