import { buildCmsConfig, type CmsField } from "../../src/content/cmsConfig";
import {
  date,
  dateTime,
  email,
  id,
  imageSource,
  markdown,
  phone,
  prose,
  template,
  text,
  url,
  urlTemplate,
} from "../../src/content/fields";
import type { Field } from "../../src/content/types";
import type { StringFormat } from "../../src/content/stringFormats";
import { fieldSchemaOf } from "../../src/content/fieldSchema";
import { buildJsonSchema } from "../../src/content/jsonSchema";
import {
  expectationOf,
  matchesFormat,
  stringProblem,
  STRING_FORMATS,
} from "../../src/content/stringFormats";
import { validateContent } from "../../src/content/validateContent";
import { testFileSpec } from "../support/fileSpec";

/** Values an editor might type, for every format: each format's good ones and others' too. */
const SAMPLES: Record<StringFormat, { valid: string[]; invalid: string[] }> = {
  text: { valid: ["Local News"], invalid: [] },
  markdown: { valid: ["**Bold** move"], invalid: [] },
  prose: { valid: ["Founded in Detroit."], invalid: [] },
  template: { valid: ["All results"], invalid: [] },
  id: { valid: ["local-news", "a1"], invalid: ["Local News", "local--news", "-a", "a_b"] },
  url: {
    valid: ["https://www.example.org/a?b=c"],
    invalid: ["http://example.org", "https://localhost", "example.org", "https:// x"],
  },
  urlTemplate: {
    valid: ["https://picsum.photos/seed/800/450"],
    invalid: ["picsum.photos/seed/{id}", "http://example.org/{id}"],
  },
  email: {
    valid: ["news@detroitherald.news", "A.B@Example.ORG"],
    invalid: ["news@", "news detroit@x.org", "2026-11-20", "a@b.c"],
  },
  phone: {
    valid: ["(313) 555-0142", "+1 313 555 0142"],
    invalid: ["555-01", "call us", "313/555/0142"],
  },
  date: {
    valid: ["2026-11-20", "2028-02-29"],
    invalid: ["2026-02-30", "2026-11-20 ", "20/11/2026"],
  },
  dateTime: {
    valid: ["2026-11-20T09:30:00-05:00", "2026-11-20T14:30Z", "2026-11-20T09:30:00.250+01:00"],
    invalid: [
      "2026-11-20 11:05",
      "2026-11-20T09:30:00",
      "2026-02-30T09:30:00Z",
      "2026-11-20T24:00Z",
    ],
  },
  imageSource: {
    valid: ["images/belle-isle.jpg", "images/Belle_Isle.PNG", "https://picsum.photos/800/450"],
    invalid: ["../secrets.jpg", "images/../x.jpg", "images/notes.gif", "/images/a.jpg", "a.jpg"],
  },
};

const FORMATS = Object.keys(STRING_FORMATS) as StringFormat[];

/** The model's field of each format, made by its helper (a template with no placeholders). */
const FIELD_OF: Record<StringFormat, Field> = {
  text: text(),
  markdown: markdown(),
  prose: prose(),
  template: template([]),
  id: id(),
  url: url(),
  urlTemplate: urlTemplate([]),
  email: email(),
  phone: phone(),
  date: date(),
  dateTime: dateTime(),
  imageSource: imageSource(),
};

/** A content file of one field of `format`, as the three tools see it. */
function toolsFor(format: StringFormat) {
  const file = testFileSpec("sample", { value: FIELD_OF[format] });
  const schema = buildJsonSchema(file) as { properties: { value: { pattern?: string } } };
  const cms = buildCmsConfig([file], {
    cms: { repository: "a/b", branch: "main" },
    siteUrl: "https://www.example.org",
  }).collections[0] as unknown as { files: { fields: CmsField[] }[] };
  const cmsField = cms.files[0]!.fields.find((field) => field.name === "value")!;
  return {
    validatorAccepts: (value: string) =>
      validateContent({ "sample.json": { value } }, [file]).length === 0,
    schemaPattern: schema.properties.value.pattern,
    cmsPattern: (cmsField.pattern as [string, string] | undefined)?.[0],
  };
}

describe("string formats, written once", () => {
  it.each(FORMATS)("%s: accepts its good values and refuses the others", (format) => {
    for (const value of SAMPLES[format].valid)
      expect([value, matchesFormat(format, value)]).toEqual([value, true]);
    for (const value of SAMPLES[format].invalid)
      expect([value, matchesFormat(format, value)]).toEqual([value, false]);
  });

  it.each(FORMATS)(
    "%s: the editors' JSON Schema and the CMS never refuse what the build accepts",
    (format) => {
      // The sample file's field is of this format: the helpers above are matched to it.
      expect(fieldSchemaOf(FIELD_OF[format])["x-format"]).toBe(format);
      const tools = toolsFor(format);
      // The build takes the format's good values: the check below is not vacuous.
      expect(SAMPLES[format].valid.filter(tools.validatorAccepts)).not.toEqual([]);
      const everyValue = FORMATS.flatMap((other) => [
        ...SAMPLES[other].valid,
        ...SAMPLES[other].invalid,
      ]);
      for (const value of everyValue) {
        if (!tools.validatorAccepts(value) || tools.schemaPattern === undefined) continue;
        expect([value, new RegExp(tools.schemaPattern).test(value)]).toEqual([value, true]);
        if (tools.cmsPattern !== undefined) {
          expect([value, new RegExp(tools.cmsPattern).test(value)]).toEqual([value, true]);
        }
      }
    },
  );

  it("gives the JSON Schema of a picture the validator's rule, not a looser one", () => {
    const { schemaPattern } = toolsFor("imageSource");
    expect(new RegExp(schemaPattern!).test("notes/secret.jpg")).toBe(false);
    expect(new RegExp(schemaPattern!).test("images/belle-isle.jpg")).toBe(true);
  });
});

describe("what a text field expects, in the validator's words", () => {
  it("names a template's placeholders only where it has some", () => {
    expect(expectationOf("urlTemplate")).toBe("a web address starting with https://");
    expect(expectationOf("urlTemplate", ["id"])).toBe(
      "a web address starting with https:// containing {id}",
    );
    expect(expectationOf("template")).toBe("text");
    expect(stringProblem("template", "Hello")).toBeUndefined();
    expect(stringProblem("template", "Hello {name}")).toBe(
      "uses unknown placeholder {name}; expected text",
    );
  });
});
