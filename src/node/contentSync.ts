import type { Actions, Node } from "gatsby";
import { noContentAssets } from "./contentAssets";
import { isContentFile } from "./contentFiles";
import { syncContentNodes, type ContentNodeArgs } from "./contentNodes";
import type { ProblemReport } from "./contentProblems";

/** How long the development server waits for a quiet moment after a saved file. */
const EDIT_QUIET_MS = 200;

/**
 * What the content layer keeps between Gatsby's calls, all of it: sourcing's actions, the
 * problems said last, the files the content makes beside its pages, and the edits waiting to be
 * synced. gatsby-node holds one.
 */
export class ContentSync {
  /**
   * Sourcing's actions, kept for edits in development (as gatsby-source-filesystem keeps them
   * for its watcher): the development server queues the nodes they make and then runs the
   * queries again, which nodes made from onCreateNode's own actions would miss.
   */
  private sourcingActions: ContentNodeArgs["actions"] | undefined;
  private readonly said: ProblemReport = { last: "" };
  /** The files beside the pages the content last synced makes (src/node/contentAssets.ts). */
  readonly assets = noContentAssets();
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSync = Promise.resolve();

  constructor(private readonly quietMs: number = EDIT_QUIET_MS) {}

  /**
   * sourceNodes: makes every node of the content; edits are watched from then on. The content's
   * nodes are kept from one build to the next until the sync deletes them: Gatsby then neither
   * needs each one touched nor looks for stale ones, work that grows with the archive.
   */
  async source(
    args: ContentNodeArgs & { actions: Pick<Actions, "enableStatefulSourceNodes"> },
  ): Promise<void> {
    if (!args.actions.enableStatefulSourceNodes) {
      throw new Error(
        "This Gatsby cannot keep a source's nodes (enableStatefulSourceNodes, 5.12+)",
      );
    }
    args.actions.enableStatefulSourceNodes();
    await syncContentNodes(args, { said: this.said, assets: this.assets });
    this.sourcingActions = args.actions;
  }

  /**
   * onCreateNode: in development, syncs the content once saved files have settled: an editor's
   * tool or a `git checkout` saves several files at once, and a sync per file would see the
   * others half-made. Syncs run one at a time; a failed one is reported and leaves the next
   * free to run. Nodes made while sourcing runs are not edits: sourcing reads every file.
   */
  fileChanged(args: ContentNodeArgs & { node: Node }): void {
    const actions = this.sourcingActions;
    if (!actions || !isContentFile(args.node, args.contentDir)) return;
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.quietTimer = undefined;
      this.lastSync = this.lastSync
        .then(() =>
          syncContentNodes({ ...args, actions }, { said: this.said, assets: this.assets }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            args.reporter.error(
              "The saved content could not be read",
              error instanceof Error ? error : new Error(String(error)),
            );
          },
        );
    }, this.quietMs);
  }

  /** Resolves once the edits saved so far are synced. */
  async settled(): Promise<void> {
    while (this.quietTimer !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, this.quietMs));
    }
    await this.lastSync;
  }
}
