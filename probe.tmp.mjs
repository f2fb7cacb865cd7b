import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync"] });
const path = process.argv[2] || "/";
let hits = 0;
for (let i = 0; i < 40; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: "reduce" });
  const page = await ctx.newPage();
  await page.route(/^(?!http:\/\/localhost)/, (r) => r.abort());
  await page.addInitScript(() => {
    const log = (window.__log = []);
    const t = () => Math.round(performance.now());
    document.addEventListener("DOMContentLoaded", () => log.push(`${t()} DCL`));
    const frame = () => {
      const m = document.querySelector("main");
      if (m) log.push(`${t()} frame main y=${Math.round(m.getBoundingClientRect().y)} h=${Math.round(m.getBoundingClientRect().height)} kids=${m.querySelectorAll("*").length} rs=${document.readyState} sy=${scrollY}`);
      if (log.length < 200) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) log.push(`${Math.round(e.startTime)} SHIFT ${e.value.toFixed(4)} ` + e.sources.map(s => `${s.node?.nodeName} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`).join("; "));
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("http://localhost:9300" + path);
  await page.waitForTimeout(1500);
  const log = await page.evaluate(() => window.__log);
  const shiftIdx = log.findIndex((l) => l.includes("SHIFT"));
  if (shiftIdx >= 0) { hits++; console.log(`--- run ${i}`); console.log(log.slice(0, 40).join("\n")); }
  await ctx.close();
}
console.log("hits", hits);
await browser.close();
