import type { NodePluginArgs } from "gatsby";
import { contentHash } from "../model/contentHash";
import type { Content } from "../content/contentFiles";
import { renderMarkdown } from "../model/renderMarkdown";

/**
 * The HTML of every story's Markdown (its body, its updates' bodies), by the Markdown, from
 * Gatsby's cache where the same Markdown was made HTML by an earlier build: rendering is the
 * costliest step of sourcing and grows with the archive, and a newsroom's build changes a
 * handful of stories, or adds an update to one. The key holds everything the HTML
 * depends on; a change of the renderer's code changes gatsby-node and clears the cache.
 */
export async function storyHtml(
  content: Content,
  cache: Pick<NodePluginArgs["cache"], "get" | "set"> | undefined,
): Promise<Map<string, string>> {
  const newTabLabel = content["ui.json"].newTab;
  const html = new Map<string, string>();
  for (const story of content["stories/*.json"]) {
    for (const markdown of [story.body, ...(story.updates ?? []).map((update) => update.body)]) {
      if (html.has(markdown)) continue;
      const key = `story-body-${contentHash([markdown, newTabLabel])}`;
      const cached: unknown = await cache?.get(key);
      // Only this function writes these keys; anything else there is made again.
      const made = typeof cached === "string" ? cached : renderMarkdown(markdown, { newTabLabel });
      if (made !== cached) await cache?.set(key, made);
      html.set(markdown, made);
    }
  }
  return html;
}
