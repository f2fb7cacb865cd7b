import { fillContentFacts } from "../../src/content/prepareContent";
import { pathsOf } from "../../src/content/contentFiles";
import { editionSpec } from "../../src/content/specs/editions";
import { policyPageSpec } from "../../src/content/specs/policyPages";
import { readContentFolder } from "../../src/node/contentDir";
import { FIXTURE_CONTENT_DIR } from "../../tools/support/fixtureContentDir";

export { FIXTURE_CONTENT_DIR };

/**
 * Reads a content file as pages receive it from GraphQL: minus its `$schema` pointer, with the
 * fact placeholders of its prose (`{foundingYear}`, …) filled in as the build does.
 */
export function readContent<T = Record<string, unknown>>(relativePath: string): T {
  const filled = fillContentFacts(readAllContent())[relativePath];
  if (filled === undefined) throw new Error(`${relativePath} is not a fixture content file`);
  const { $schema: _schema, ...data } = filled as Record<string, unknown>;
  return data as T;
}

export { readContentFolder };

/** Every fixture content file, keyed by path, as editors write it and the validator receives it. */
export function readAllContent(): Record<string, unknown> {
  return readContentFolder(FIXTURE_CONTENT_DIR);
}

/** The links to the policy pages, as the site-wide query gives them: one per policy page file. */
export function policyPageLinks(): { id: string; linkLabel: string }[] {
  return pathsOf(policyPageSpec, Object.keys(readAllContent()))
    .map((file) => readContent<{ id: string; linkLabel: string }>(file))
    .map(({ id, linkLabel }) => ({ id, linkLabel }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The editions as the site-wide query gives them: code, own name, front page. */
export function editionLinks(): { id: string; name: string; path: string }[] {
  return pathsOf(editionSpec, Object.keys(readAllContent()))
    .map((file) => readContent<{ id: string; name: string }>(file))
    .map(({ id, name }) => ({ id, name, path: `/${id}/` }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** One content file as its editor wrote it (placeholders unfilled), minus its `$schema` pointer. */
export function readRawContent<T = Record<string, unknown>>(relativePath: string): T {
  const raw = readAllContent()[relativePath];
  if (raw === undefined) throw new Error(`${relativePath} is not a fixture content file`);
  const { $schema: _schema, ...data } = raw as Record<string, unknown>;
  return data as T;
}
