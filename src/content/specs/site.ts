/** content/site.json: the masthead, its contacts and sister sites, the editor's and the ads' settings. */
import {
  email,
  id,
  integer,
  list,
  object,
  optional,
  phone,
  prose,
  ref,
  text,
  url,
} from "../fields";
import type { ContentFileSpec } from "../types";

const contact = object(
  {
    id: id("editorial, press or advertising"),
    title: text("Heading of the contact block"),
    description: text(),
    email: email(),
    phone: phone(),
  },
  "ContactPoint",
);

export const siteSpec = {
  path: "site.json",
  schemaName: "site",
  root: object(
    {
      name: text("Masthead name, e.g. The Detroit Herald"),
      shortName: text("Short name for the home-screen icon"),
      tagline: text(),
      city: text(),
      region: text("State or region, e.g. Michigan"),
      language: text("Language tag of the site, e.g. en-US"),
      languageName: text("The site's language in itself, as the language links name it: English"),
      foundingYear: integer(1600, 2100, "Year founded; other texts quote it as {foundingYear}"),
      description: prose("Default description for search engines"),
      keywords: list(text()),
      address: text("Postal address of the newsroom"),
      countryCode: text("Two-letter country code of the postal address, e.g. US"),
      networkName: text("Name of the network the masthead belongs to"),
      contacts: list(contact, { minItems: 3, maxItems: 3, uniqueBy: "id" }),
      footerContactId: ref(
        "contact",
        "The contact whose e-mail and phone the footer links to, e.g. editorial",
      ),
      publishingPrinciplesPageId: ref(
        "policyPage",
        "The policy page that sets out the newsroom's standards, ethics and corrections, e.g. ethics; search engines learn of it as the publication's publishing principles",
      ),
      sisterSites: list(
        object({ id: id(), name: text(), description: text(), url: url() }, "SisterSite"),
        { minItems: 3, maxItems: 3, uniqueBy: "id" },
      ),
      donationUrl: url("External page where readers donate"),
      cms: object(
        {
          repository: text("The GitHub repository editors' changes go to, as owner/name"),
          branch: text("The branch the site is published from, e.g. main"),
          authUrl: optional(
            url("Where the OAuth client for GitHub logins runs (docs/editing-content.md)"),
          ),
        },
        "CmsSettings",
      ),
      ads: object(
        {
          scriptUrl: url("The ad network's script, injected into the first ad slot a page shows"),
          publisherId: text("Publisher id given by the ad network"),
          slotIds: object(
            {
              small: text("Ad unit id of the small slots (200 px), given by the ad network"),
              medium: text("Ad unit id of the medium slot beside the top story (300 px)"),
              large: text("Ad unit id of the large slot among the sections (400 px)"),
            },
            "AdSlotIds",
          ),
        },
        "AdSettings",
      ),
    },
    "SiteSettings",
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;
