/**
 * The content editor's previews (built into /admin/preview.js by src/node/cmsPreview.ts and
 * loaded before Decap CMS starts): stories and policy pages drawn by the site's own components
 * and styles. Decap renders previews with its own copy of React, reached through the `h` and
 * `createClass` its standalone bundle sets on `window`; the site's React only writes HTML.
 */
import "../styles/global.scss";
import type { PreviewedType, PreviewSetup } from "../content/cmsConfig";
import { monthFolderOf } from "../model/formatDate";
import { isPlainObject } from "../model/isPlainObject";
import { OPTIONAL_GROUP_WIDGET } from "../content/cmsFields";
import { SLUG_WIDGET, slugFromHeadline } from "../content/slugs";
import { openPastedAddresses } from "./deskIndex";
import { adaptStoryBackends, type RegisteredBackend } from "./storyBackends";
import {
  editionFile,
  policyPreviewHtml,
  previewHtmlOrNotice,
  previewLanguage,
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

/** What Decap hands a widget's control, of what this one uses. */
interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  field: DecapMap;
  getEntry(): DecapMap;
}

/** An Immutable.js list or map of a field's configuration, as Decap hands it to a control. */
interface DecapField {
  get(key: string): unknown;
  set(key: string, value: unknown): DecapField;
  update(
    key: string,
    change: (fields: { map(each: (field: DecapField) => DecapField): unknown }) => unknown,
  ): DecapField;
}

/** Decap's object control, of what the optional group uses. */
interface GroupControl {
  validate(): void;
  focus?(path: string): void;
}

declare const CMS: {
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getWidget(name: string): { control: unknown; preview?: unknown };
  getBackend(name: string): RegisteredBackend | undefined;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: DecapMap }) => DecapMap | undefined;
  }): void;
};
declare function createClass<T = PreviewComponent>(
  spec: ThisType<T> & Record<string, unknown>,
): unknown;
declare function h(
  /** An element's name, or a component: Decap's own, or one made by createClass. */
  type: unknown,
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

/**
 * The site with the edition a translation is for, loaded once the entry names one that is not
 * loaded yet; undefined when there is nothing to load.
 */
async function withEdition(
  props: PreviewProps,
  site: PreviewSite,
): Promise<PreviewSite | undefined> {
  const data = props.entry.get("data")?.toJS();
  const language = isPlainObject(data) ? data.language : undefined;
  if (typeof language !== "string" || language === "" || editionFile(language) in site) {
    return undefined;
  }
  const loaded = await props.getCollection(PREVIEW_SETUP.editions, language).catch(() => null);
  // An edition the editor mistyped has no file: the preview stays in the site's language.
  return { ...site, [editionFile(language)]: loaded?.get("data") ?? null };
}

function previewOf(type: PreviewedType) {
  return createClass({
    getInitialState: () => ({}),
    componentDidMount() {
      void loadSite(this.props).then((site) => this.setState({ site }));
    },
    componentDidUpdate() {
      const { site } = this.state;
      if (!site) return;
      void withEdition(this.props, site).then((next) => next && this.setState({ site: next }));
    },
    render() {
      const { site } = this.state;
      if (!site) return null;
      const data = this.props.entry.get("data")?.toJS();
      const html = previewHtmlOrNotice(() =>
        PREVIEWS[type](data, site, (path) => String(this.props.getAsset(path))),
      );
      const { lang, dir } = previewLanguage(data, site);
      // The preview frame's own <html> takes the page's language and direction, as the site's.
      const setLanguage = (element: HTMLElement | null) => {
        const root = element?.ownerDocument.documentElement;
        root?.setAttribute("lang", lang);
        root?.setAttribute("dir", dir);
      };
      return h("div", { ref: setLanguage, dangerouslySetInnerHTML: { __html: html } });
    },
  });
}

CMS.registerPreviewStyle("/admin/preview.css");
if (PREVIEW_SETUP.deskIndex) {
  adaptStoryBackends((name) => CMS.getBackend(name), PREVIEW_SETUP.deskIndex);
  openPastedAddresses(PREVIEW_SETUP.deskIndex);
}
for (const { entry, type } of PREVIEW_SETUP.templates) {
  CMS.registerPreviewTemplate(entry, previewOf(type));
}

/**
 * As an entry is saved: a new story gets its slug from its headline (never again afterwards, so
 * the slug, which names the file, stays), and Decap is handed the year and month of the folder a
 * story is saved in (its collection's `path`), which the format leaves out of the file.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const collection = entry.get("collection");
    const isNew = entry.get("newRecord") === true;
    // Decap's entries are untyped Immutable maps.
    let data = entry.get("data") as DecapMap;
    for (const slug of PREVIEW_SETUP.slugs) {
      if (isNew && slug.entry === collection) {
        data = data.set(slug.field, slugFromHeadline(String(data.get(slug.from) ?? "")));
      }
    }
    for (const folders of PREVIEW_SETUP.monthFolders) {
      if (folders.entry !== collection) continue;
      const parts = monthFolderOf(String(data.get(folders.field))).split("/");
      data = folders.keys.reduce((saved, key, index) => saved.set(key, parts[index]), data);
    }
    return data;
  },
});

/**
 * A slug: shown, never typed. While the entry is new it follows the field it is made from (the
 * preSave handler makes it once more from what is saved); afterwards it stays. Decap redraws a
 * control only for its own value and hands it no live entry, so the control looks every 250 ms.
 */
CMS.registerWidget(
  SLUG_WIDGET,
  createClass<{ props: ControlProps; timer?: number; follow(): void }>({
    componentDidMount() {
      if (this.props.getEntry().get("newRecord") !== true) return;
      this.timer = window.setInterval(() => this.follow(), 250);
    },
    componentWillUnmount() {
      window.clearInterval(this.timer);
    },
    follow() {
      const { getEntry, field, value = "", onChange } = this.props;
      // Decap's entries are untyped Immutable maps.
      const data = getEntry().get("data") as DecapMap;
      const made = slugFromHeadline(String(data.get(String(field.get("from"))) ?? ""));
      if (made !== value) onChange(made);
    },
    render() {
      const { forID, classNameWrapper, value = "" } = this.props;
      return h("input", { id: forID, className: classNameWrapper, value, readOnly: true });
    },
  }),
);

/** True when a value, or any value in it, was filled in. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (typeof value !== "object") return true;
  return Object.values(value).some(isFilled);
}

/**
 * An optional group (OPTIONAL_GROUP_WIDGET): Decap's own group control, handed its fields as
 * optional while nothing in the group is filled in, and as the model says once something is.
 * So a story saves without a picture, and a picture's alt text reads as required, which it is.
 * Decap validates through the control it holds: this one passes that on to the group inside.
 */
const GROUP = CMS.getWidget("object");
CMS.registerWidget(
  OPTIONAL_GROUP_WIDGET,
  createClass<{
    props: { field: DecapField; value?: { toJS(): unknown } };
    group?: GroupControl;
    validate(): void;
    focus(path: string): void;
  }>({
    validate() {
      this.group?.validate();
    },
    focus(path: string) {
      this.group?.focus?.(path);
    },
    render() {
      const { field, value } = this.props;
      const asked = isFilled(value?.toJS())
        ? field
        : field.update("fields", (fields) => fields.map((each) => each.set("required", false)));
      return h(GROUP.control, {
        ...this.props,
        field: asked,
        ref: (group: GroupControl | null) => {
          this.group = group ?? undefined;
        },
      });
    },
  }),
  GROUP.preview,
);
