/**
 * The static hosts' limits on what a deploy uploads, and the check of a built site against them,
 * run by the deploy workflow before it uploads (tools/check-host-limits.ts), so that a site
 * over a limit stops there with the figure and what to do, not in the host's deployment.
 */

/** What is uploaded, as tools/siteSize.ts counts it in a folder. */
export interface SiteFigures {
  files: number;
  /** Folders below the top one. */
  folders: number;
  bytes: number;
  largestFile?: { path: string; bytes: number };
  /** The folder holding the most files directly (not in its subfolders); `.` is the top one. */
  fullestFolder?: { path: string; files: number };
}

type Measure = "bytes" | "files" | "entries" | "fileBytes" | "folderFiles";

export interface HostLimit {
  measure: Measure;
  max: number;
  /** The limit as the host states it: "1 GB", "20,000". */
  label: string;
  /** What to do when the site is over it. */
  advice: string;
}

export interface Host {
  name: string;
  /** Whether the host sends the headers `_headers` lists; a host that does not gets no file. */
  appliesHeaders: boolean;
  limits: readonly HostLimit[];
  /** A limit the check cannot measure, printed with its figures. */
  note?: string;
}

const LIGHTER = "Make the pages lighter (docs/performance.md)";

const CLOUDFLARE_FILE_SIZE: HostLimit = {
  measure: "fileBytes",
  max: 26_214_400,
  label: "25 MiB",
  advice: "Serve that file from elsewhere (Cloudflare suggests an R2 bucket), or make it smaller.",
};

export const HOSTS = {
  // docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits: "Published
  // GitHub Pages sites may be no larger than 1 GB", "deployments will timeout if they take
  // longer than 10 minutes". actions/deploy-pages warns above ONE_GIGABYTE = 1,073,741,824 bytes
  // (src/internal/deployment.js), measured on its archive of the site.
  "github-pages": {
    name: "GitHub Pages",
    appliesHeaders: false,
    limits: [
      {
        measure: "bytes",
        max: 1_073_741_824,
        label: "1 GB",
        advice: `${LIGHTER}, or publish to Netlify or Cloudflare Pages, which set no limit on a site's bytes (the repository variable DEPLOY_HOST).`,
      },
    ],
    note: "A GitHub Pages deployment also fails if it takes longer than 10 minutes.",
  },
  // developers.cloudflare.com/pages/platform/limits/: "up to 20,000 files on the Free plan",
  // 100,000 on Workers Paid plans (with PAGES_WRANGLER_MAJOR_VERSION=4 set on the project), and
  // "The maximum file size for a single Cloudflare Pages site asset is 25 MiB".
  "cloudflare-pages": {
    name: "Cloudflare Pages (Free plan)",
    appliesHeaders: true,
    limits: [
      {
        measure: "files",
        max: 20_000,
        label: "20,000",
        advice:
          "On a Workers Paid plan Cloudflare Pages takes 100,000 files: set DEPLOY_HOST to cloudflare-pages-paid. Or publish to Netlify, which sets no limit on a site's files.",
      },
      CLOUDFLARE_FILE_SIZE,
    ],
  },
  "cloudflare-pages-paid": {
    name: "Cloudflare Pages (Workers Paid plan)",
    appliesHeaders: true,
    limits: [
      {
        measure: "files",
        max: 100_000,
        label: "100,000",
        advice:
          "Publish fewer files, or publish to Netlify, which sets no limit on a site's files (DEPLOY_HOST=netlify).",
      },
      CLOUDFLARE_FILE_SIZE,
    ],
  },
  // docs.netlify.com/site-deploys/overview/#files-per-directory-limit: "Netlify doesn't have a
  // limit on the number of files per deploy, we do have a limit of 54,000 files per directory".
  netlify: {
    name: "Netlify",
    appliesHeaders: true,
    limits: [
      {
        measure: "folderFiles",
        max: 54_000,
        label: "54,000",
        advice: "Spread that folder's files over subfolders.",
      },
    ],
  },
  // docs.gitlab.com/user/gitlab_com/#gitlab-pages: a site of at most 1 GB (GitLab counts in
  // binary units) and 200,000 file entries, directories and links included.
  "gitlab-pages": {
    name: "GitLab Pages",
    appliesHeaders: false,
    limits: [
      {
        measure: "bytes",
        max: 1_073_741_824,
        label: "1 GB",
        advice: `${LIGHTER}, or publish to Netlify or Cloudflare Pages.`,
      },
      {
        measure: "entries",
        max: 200_000,
        label: "200,000",
        advice: "Publish fewer files, or publish to Netlify.",
      },
    ],
  },
} as const satisfies Record<string, Host>;

export type HostId = keyof typeof HOSTS;

// Object.keys widens to string[]; the keys are HOSTS's own.
export const HOST_IDS = Object.keys(HOSTS) as HostId[];

export function isHostId(value: string): value is HostId {
  return Object.hasOwn(HOSTS, value);
}

const count = (value: number) => value.toLocaleString("en-US");

/** 1 KB = 1000 bytes, as in the bench. */
export function formatBytes(bytes: number): string {
  if (bytes < 1e3) return `${count(bytes)} bytes`;
  // The largest unit the figure reads 1.00 or more in, once rounded: 999,999 bytes are 1.00 MB.
  const units = [
    [1e9, "GB"],
    [1e6, "MB"],
  ] as const;
  const [size, unit] = units.find(([size]) => Math.round((bytes / size) * 100) >= 100) ?? [
    1e3,
    "KB",
  ];
  return `${(bytes / size).toFixed(2)} ${unit}`;
}

/** A figure in bytes, with the exact count when that says more. */
const exactBytes = (bytes: number) =>
  bytes < 1e3 ? formatBytes(bytes) : `${formatBytes(bytes)} (${count(bytes)} bytes)`;

interface MeasureText {
  title: string;
  value: (figures: SiteFigures) => number;
  /** "The site is 1.98 GB": the figure (`value`), with what it belongs to. */
  figure: (figures: SiteFigures, value: number) => string;
  /** "publishes at most", before the limit. */
  verb: string;
  amount: (value: number) => string;
  /** The limit as stated, with the exact count when the host counts bytes. */
  max: (limit: HostLimit) => string;
}

const inBytes = (limit: HostLimit) => `${limit.label} (${count(limit.max)} bytes)`;

const MEASURES: Record<Measure, MeasureText> = {
  bytes: {
    title: "Size",
    value: (figures) => figures.bytes,
    figure: (_, value) => `The site is ${exactBytes(value)}`,
    verb: "publishes at most",
    amount: formatBytes,
    max: inBytes,
  },
  files: {
    title: "Files",
    value: (figures) => figures.files,
    figure: (_, value) => `The site has ${count(value)} files`,
    verb: "takes at most",
    amount: count,
    max: (limit) => `${limit.label} files`,
  },
  entries: {
    title: "Files and folders",
    value: (figures) => figures.files + figures.folders,
    figure: (_, value) => `The site has ${count(value)} files and folders`,
    verb: "takes at most",
    amount: count,
    max: (limit) => `${limit.label} files and folders`,
  },
  fileBytes: {
    title: "Largest file",
    value: (figures) => figures.largestFile?.bytes ?? 0,
    figure: ({ largestFile }, value) =>
      // Stryker disable next-line OptionalChaining: equivalent; said only over the limit, when there is a file
      `Its largest file, ${largestFile?.path}, is ${exactBytes(value)}`,
    verb: "takes files of at most",
    amount: formatBytes,
    max: inBytes,
  },
  folderFiles: {
    title: "Fullest folder",
    value: (figures) => figures.fullestFolder?.files ?? 0,
    figure: ({ fullestFolder }, value) =>
      // Stryker disable next-line OptionalChaining: equivalent; said only over the limit, when there is a folder
      `Its fullest folder, ${fullestFolder?.path}, holds ${count(value)} files`,
    verb: "takes at most",
    amount: count,
    max: (limit) => `${limit.label} files in one folder`,
  },
};

export interface HostCheck {
  within: boolean;
  /**
   * Over a limit: for each limit the site is over, the figure, the limit and what to do.
   * Within: the figure and the headroom of each limit, then the host's note.
   */
  lines: string[];
}

/** The site's figures against each of the host's limits. */
export function checkHostLimits(host: Host, figures: SiteFigures): HostCheck {
  const over: string[] = [];
  const headroom: string[] = [];
  for (const limit of host.limits) {
    const text = MEASURES[limit.measure];
    const value = text.value(figures);
    if (value > limit.max) {
      over.push(
        `${text.figure(figures, value)}; ${host.name} ${text.verb} ${text.max(limit)}. ${limit.advice} See docs/deployment.md.`,
      );
    } else {
      const percent = Math.floor((value / limit.max) * 100);
      headroom.push(
        `${text.title}: ${text.amount(value)} of at most ${text.max(limit)}, ${percent} %: ${text.amount(limit.max - value)} to spare.`,
      );
    }
  }
  if (over.length > 0) return { within: false, lines: over };
  return { within: true, lines: host.note ? [...headroom, host.note] : headroom };
}

const some = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? "" : "s"}`;

/** "100,821 files in 35,200 folders, 1.98 GB (1,977,000,000 bytes); largest file …". */
export function describeSite(figures: SiteFigures): string {
  const largest = figures.largestFile
    ? `; largest file ${figures.largestFile.path}, ${formatBytes(figures.largestFile.bytes)}`
    : "";
  return `${some(figures.files, "file")} in ${some(figures.folders, "folder")}, ${exactBytes(figures.bytes)}${largest}`;
}
