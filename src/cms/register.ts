/**
 * The content editor's previews (built into /admin/preview.js by src/node/cmsPreview.ts and
 * loaded before Decap CMS starts): stories and policy pages drawn by the site's own components
 * and styles. Decap renders previews with its own copy of React, reached through the `h` and
 * `createClass` its standalone bundle sets on `window`; the site's React only writes HTML.
 */
import "../styles/global.scss";
import type { PreviewedType, PreviewSetup } from "../model/cmsConfig";
import { monthFolderOf } from "../model/formatDate";
import {
  policyPreviewHtml,
  previewHtmlOrNotice,
  storyPreviewHtml,
  type AssetUrl,
  type PreviewSite,
} from "./previews";

/** Immutable.js values, as Decap hands entries to previews. */
interface DecapValue {
  get(key: string): DecapValue | undefined;
  toJS(): unknown;
}

/** Another entry's data: Decap's `getCollection` gives it as plain data, not Immutable. */
interface LoadedEntry {
  get(key: "data"): unknown;
}

interface PreviewProps {
  entry: DecapValue;
  getAsset(path: string): { toString(): string };
  getCollection(collection: string, entry: string): Promise<LoadedEntry>;
}

interface PreviewComponent {
  props: PreviewProps;
  state: { site?: PreviewSite };
  setState(state: { site: PreviewSite }): void;
}

/** Written in by src/node/cmsPreview.ts as it builds this script, from the content model. */
declare const PREVIEW_SETUP: PreviewSetup;

/** An Immutable.js map, as Decap hands an entry and its data to event handlers. */
interface DecapMap {
  get(key: string): unknown;
  set(key: string, value: unknown): DecapMap;
}

declare const CMS: {
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: DecapMap }) => DecapMap | undefined;
  }): void;
};
declare function createClass(spec: ThisType<PreviewComponent> & Record<string, unknown>): unknown;
declare function h(
  type: string,
  props: Record<string, unknown> | null,
  ...children: unknown[]
): unknown;

const PREVIEWS: Record<
  PreviewedType,
  (data: unknown, site: PreviewSite, assetUrl: AssetUrl) => string
> = {
  Story: storyPreviewHtml,
  PolicyPage: policyPreviewHtml,
};

/** The interface copy, sections, authors and facts, as saved when the entry is opened. */
async function loadSite(props: PreviewProps): Promise<PreviewSite> {
  const files = await Promise.all(
    PREVIEW_SETUP.siteEntries.map(async ({ path, entry }) => {
      const loaded = await props.getCollection(PREVIEW_SETUP.collection, entry);
      return [path, loaded.get("data")] as const;
    }),
  );
  return Object.fromEntries(files);
}

function previewOf(type: PreviewedType) {
  return createClass({
    getInitialState: () => ({}),
    componentDidMount() {
      void loadSite(this.props).then((site) => this.setState({ site }));
    },
    render() {
      const { site } = this.state;
      if (!site) return null;
      const data = this.props.entry.get("data")?.toJS();
      const html = previewHtmlOrNotice(() =>
        PREVIEWS[type](data, site, (path) => String(this.props.getAsset(path))),
      );
      return h("div", { dangerouslySetInnerHTML: { __html: html } });
    },
  });
}

CMS.registerPreviewStyle("/admin/preview.css");
for (const { entry, type } of PREVIEW_SETUP.templates) {
  CMS.registerPreviewTemplate(entry, previewOf(type));
}

// A story is saved into the month folder of its publication (`path` of its collection): Decap is
// handed the folder's year and month, which the format leaves out of the file.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const folders = PREVIEW_SETUP.monthFolders.find(
      ({ entry: name }) => name === entry.get("collection"),
    );
    if (!folders) return undefined;
    const data = entry.get("data") as DecapMap;
    const parts = monthFolderOf(String(data.get(folders.field))).split("/");
    return folders.keys.reduce((saved, key, index) => saved.set(key, parts[index]), data);
  },
});
