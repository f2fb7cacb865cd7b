// The figures of the bench's default mode (tools/bench/site.ts), as it writes them to
// bench-results/latest.json and its budgets and report read them.
import type { PageWeight } from "../pageWeight";
import type { BUDGETS, Check } from "./budgets";
import { mediansOf, type Medians, type RunSummary } from "./lighthouse";
import type { ScriptsLoaded } from "./scriptsLoaded";

export interface PageResult {
  label: string;
  url: string;
  noIndex: boolean;
  weight: PageWeight;
  loadingIssues: string[];
  highPriorityImages: string[];
  runs: RunSummary[];
  medians?: Medians;
  /** Every script loaded in the first 10 s (tools/bench/scriptsLoaded.ts). */
  scripts?: ScriptsLoaded;
}

type Totals = PageWeight["totals"];

export interface SiteResults {
  startedAt: string;
  command: string;
  machine: {
    platform: string;
    cpus: number;
    cpuModel: string | undefined;
    loadAverageAtStart: number[];
    node: string;
  };
  settings: {
    runs: number;
    lighthouse: string;
    chromePath: string;
    thirdPartyNote: string;
    lighthouseVersion?: string;
    browser?: string;
  };
  budgets: typeof BUDGETS;
  /** `coldMs`, `coldPeakMemoryBytes`, and the same for `warm`, `largeCold`, `storiesCold`. */
  builds: Record<string, number>;
  contentGrowth:
    | {
        storiesPerSection: { shipped: number; large: number };
        generatedStories: number;
        shipped: Totals;
        large: Totals | undefined;
        stories: Totals | undefined;
        laterStoriesBytes: {
          shipped: number;
          large: number | undefined;
          stories: number | undefined;
        };
        growth: number | undefined;
        storiesGrowth: number | undefined;
      }
    | undefined;
  /** The site's pages, and the bare Gatsby page (`bare`) measured beside them. */
  pages: Record<string, PageResult>;
  checks: Check[];
  finishedAt?: string;
}

/** A page's figures and their medians over the runs. */
export function measuredPage(results: SiteResults, id: string) {
  const data = results.pages[id];
  if (!data) throw new Error(`the bench has no figures of the page ${id}`);
  return { data, medians: data.medians ?? mediansOf(data.runs) };
}
