import {
  checkHostLimits,
  describeSite,
  formatBytes,
  HOST_IDS,
  HOSTS,
  isHostId,
  type SiteFigures,
} from "../../tools/hostLimits";

/** The site at 30,000 stories, as measured on main fd9ea57 (issue 31). */
const atThirtyThousand: SiteFigures = {
  files: 100_821,
  folders: 70_500,
  bytes: 1_977_000_000,
  largestFile: { path: "admin/cms.js", bytes: 5_400_000 },
  fullestFolder: { path: "pagefind/fragment", files: 12_000 },
};

const small: SiteFigures = {
  files: 1_000,
  folders: 300,
  bytes: 20_000_000,
  largestFile: { path: "admin/cms.js", bytes: 5_400_000 },
  fullestFolder: { path: ".", files: 40 },
};

const check = (host: keyof typeof HOSTS, figures: SiteFigures) =>
  checkHostLimits(HOSTS[host], figures);

describe("checkHostLimits", () => {
  it("stops a site over GitHub Pages' 1 GB, naming the figure, the limit and what to do", () => {
    expect(check("github-pages", atThirtyThousand)).toEqual({
      within: false,
      lines: [
        "The site is 1.98 GB (1,977,000,000 bytes); GitHub Pages publishes at most 1 GB (1,073,741,824 bytes). " +
          "Make the pages lighter (docs/performance.md), or publish to Netlify or Cloudflare Pages, which set no limit on a site's bytes (the repository variable DEPLOY_HOST). " +
          "See docs/deployment.md.",
      ],
    });
  });

  it("gives the headroom of a site within the limits, and what the check cannot measure", () => {
    expect(check("github-pages", small)).toEqual({
      within: true,
      lines: [
        "Size: 20.00 MB of at most 1 GB (1,073,741,824 bytes), 1 %: 1.05 GB to spare.",
        "A GitHub Pages deployment also fails if it takes longer than 10 minutes.",
      ],
    });
  });

  it("takes a site of exactly the limit, and not a byte more", () => {
    const within = (bytes: number) => check("github-pages", { ...small, bytes }).within;
    expect(within(1_073_741_824)).toBe(true);
    expect(within(1_073_741_825)).toBe(false);
  });

  it("counts Cloudflare's files by plan: 20,000 free, 100,000 paid", () => {
    const files = (host: "cloudflare-pages" | "cloudflare-pages-paid", count: number) =>
      check(host, { ...small, files: count });
    expect(files("cloudflare-pages", 20_000)).toEqual({
      within: true,
      lines: [
        "Files: 20,000 of at most 20,000 files, 100 %: 0 to spare.",
        "Largest file: 5.40 MB of at most 25 MiB (26,214,400 bytes), 20 %: 20.81 MB to spare.",
      ],
    });
    expect(files("cloudflare-pages", 20_001)).toEqual({
      within: false,
      lines: [
        "The site has 20,001 files; Cloudflare Pages (Free plan) takes at most 20,000 files. " +
          "On a Workers Paid plan Cloudflare Pages takes 100,000 files: set DEPLOY_HOST to cloudflare-pages-paid. " +
          "Or publish to Netlify, which sets no limit on a site's files. See docs/deployment.md.",
      ],
    });
    expect(files("cloudflare-pages-paid", 100_000).within).toBe(true);
    expect(files("cloudflare-pages-paid", 100_821).lines).toEqual([
      "The site has 100,821 files; Cloudflare Pages (Workers Paid plan) takes at most 100,000 files. " +
        "Publish fewer files, or publish to Netlify, which sets no limit on a site's files (DEPLOY_HOST=netlify). " +
        "See docs/deployment.md.",
    ]);
  });

  it("names a file over Cloudflare's 25 MiB, and says only what is over", () => {
    const video = { path: "media/flood.mp4", bytes: 26_214_401 };
    expect(check("cloudflare-pages-paid", { ...small, largestFile: video })).toEqual({
      within: false,
      lines: [
        "Its largest file, media/flood.mp4, is 26.21 MB (26,214,401 bytes); Cloudflare Pages (Workers Paid plan) takes files of at most 25 MiB (26,214,400 bytes). " +
          "Serve that file from elsewhere (Cloudflare suggests an R2 bucket), or make it smaller. See docs/deployment.md.",
      ],
    });
  });

  it("names the folder over Netlify's 54,000 files in one folder, whatever the site's total", () => {
    const fullest = { path: "pagefind/fragment", files: 54_001 };
    expect(check("netlify", { ...atThirtyThousand, fullestFolder: fullest })).toEqual({
      within: false,
      lines: [
        "Its fullest folder, pagefind/fragment, holds 54,001 files; Netlify takes at most 54,000 files in one folder. " +
          "Spread that folder's files over subfolders. See docs/deployment.md.",
      ],
    });
    expect(check("netlify", atThirtyThousand)).toEqual({
      within: true,
      lines: [
        "Fullest folder: 12,000 of at most 54,000 files in one folder, 22 %: 42,000 to spare.",
      ],
    });
  });

  it("counts GitLab's 1 GB, and its 200,000 entries with the folders", () => {
    const entries = (files: number, folders: number) =>
      check("gitlab-pages", { ...small, files, folders });
    expect(entries(150_000, 50_000)).toEqual({
      within: true,
      lines: [
        "Size: 20.00 MB of at most 1 GB (1,073,741,824 bytes), 1 %: 1.05 GB to spare.",
        "Files and folders: 200,000 of at most 200,000 files and folders, 100 %: 0 to spare.",
      ],
    });
    expect(entries(150_000, 50_001).lines).toEqual([
      "The site has 200,001 files and folders; GitLab Pages takes at most 200,000 files and folders. " +
        "Publish fewer files, or publish to Netlify. See docs/deployment.md.",
    ]);
    expect(check("gitlab-pages", atThirtyThousand).lines).toEqual([
      "The site is 1.98 GB (1,977,000,000 bytes); GitLab Pages publishes at most 1 GB (1,073,741,824 bytes). " +
        "Make the pages lighter (docs/performance.md), or publish to Netlify or Cloudflare Pages. See docs/deployment.md.",
    ]);
  });

  it("takes an empty site everywhere", () => {
    const empty: SiteFigures = { files: 0, folders: 0, bytes: 0 };
    for (const id of HOST_IDS) expect(checkHostLimits(HOSTS[id], empty).within).toBe(true);
  });
});

describe("the hosts", () => {
  it("are named by the ids the workflow's DEPLOY_HOST takes", () => {
    expect(HOST_IDS).toEqual([
      "github-pages",
      "cloudflare-pages",
      "cloudflare-pages-paid",
      "netlify",
      "gitlab-pages",
    ]);
    expect(isHostId("netlify")).toBe(true);
    expect(isHostId("Netlify")).toBe(false);
    // Not a property every object inherits.
    expect(isHostId("toString")).toBe(false);
  });
});

describe("formatBytes", () => {
  it("writes bytes in decimal units, as the bench does", () => {
    expect(formatBytes(999)).toBe("999 bytes");
    expect(formatBytes(1_000)).toBe("1.00 KB");
    expect(formatBytes(65_900)).toBe("65.90 KB");
    expect(formatBytes(994_999)).toBe("995.00 KB");
    expect(formatBytes(999_999)).toBe("1.00 MB");
    expect(formatBytes(1_000_000)).toBe("1.00 MB");
    expect(formatBytes(1_000_000_000)).toBe("1.00 GB");
  });
});

describe("describeSite", () => {
  it("gives the files, folders, bytes and largest file", () => {
    expect(describeSite(atThirtyThousand)).toBe(
      "100,821 files in 70,500 folders, 1.98 GB (1,977,000,000 bytes); largest file admin/cms.js, 5.40 MB",
    );
    expect(describeSite({ files: 0, folders: 0, bytes: 0 })).toBe("0 files in 0 folders, 0 bytes");
    expect(describeSite({ files: 1, folders: 1, bytes: 999 })).toBe(
      "1 file in 1 folder, 999 bytes",
    );
    expect(describeSite({ files: 2, folders: 0, bytes: 1_000 })).toBe(
      "2 files in 0 folders, 1.00 KB (1,000 bytes)",
    );
  });
});
