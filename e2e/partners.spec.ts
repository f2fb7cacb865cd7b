import { test, expect } from "./support/fixtures";
import { PARTNERS as partnersContent, SITE, UI as ui } from "./support/content";
import { expectFrameFailed, expectUncovered, openPage } from "./support/site";

test.describe("partners page", () => {
  test("shows each partnership document in a titled preview with a link to the full document", async ({
    page,
  }) => {
    await openPage(page, "/partners/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(partnersContent.title);
    const documents = page
      .getByRole("region", { name: "Partnership Documents" })
      .getByRole("article");
    await expect(documents).toHaveCount(3);

    for (const document of partnersContent.documents) {
      const article = page.getByRole("article", { name: document.title });
      // Frames are made as the reader nears them, not with the first screen.
      await article.scrollIntoViewIfNeeded();
      const frame = article.locator(`iframe[title="${document.title}"]`);
      await expect(frame).toHaveAttribute("src", document.embedUrl);
      // The preview host is down here: the reader is told so, under the frame's error page and
      // not behind it, and the link still works.
      await expectFrameFailed(frame);
      await expectUncovered(article.getByText(ui.embedUnavailable));
      // Chromium puts a space before the visually hidden ": title" part of the name.
      const view = article.getByRole("link", {
        name: new RegExp(`^View Full Document ?: ${document.title} \\(opens in a new tab\\)$`),
      });
      await expect(view).toHaveAttribute("href", document.viewUrl);
      await expect(view).toHaveAttribute("target", "_blank");
      await expect(view).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("invites publications to join the network, with its size and its benefit cards", async ({
    page,
  }) => {
    await openPage(page, "/partners/");
    const { network: join } = partnersContent;
    const count = join.publicationCount.toLocaleString(SITE.language);
    const network = page.getByRole("region", { name: join.heading });
    await expect(network.getByText(count, { exact: true })).toBeVisible();
    // The figure says what it counts, in one sentence.
    await expect(
      network
        .getByRole("paragraph")
        .filter({ hasText: join.countLabel.replace("{publicationCount}", count) }),
    ).toBeVisible();
    await expect(network).not.toContainText("{");
    await expect(network.getByRole("heading", { level: 3 })).toHaveText(
      join.benefits.map((benefit) => benefit.title),
    );
    await expect(network.getByRole("link", { name: join.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${join.contactEmail}`,
    );
  });
});
