import { test, expect } from "./support/fixtures";
import partnersContent from "../content/partners.json";
import ui from "../content/ui.json";
import { expectFrameFailed, expectUncovered, openPage } from "./support/site";

test.describe("partners page", () => {
  test("shows each partnership document in a titled preview with a link to the full document", async ({
    page,
  }) => {
    await openPage(page, "/partners/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Partners");
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

  test("invites publications to Join Our Network of 3,000, with three benefit cards", async ({
    page,
  }) => {
    await openPage(page, "/partners/");
    const network = page.getByRole("region", { name: "Join Our Network" });
    await expect(network.getByText("3,000", { exact: true })).toBeVisible();
    // The figure says what it counts, in one sentence.
    await expect(
      network.getByRole("paragraph").filter({ hasText: /^3,000 publications in the network$/ }),
    ).toBeVisible();
    await expect(network).not.toContainText("{");
    await expect(network.getByRole("heading", { level: 3 })).toHaveText([
      "Global Reach",
      "Shared Resources",
      "Local Focus",
    ]);
    await expect(
      network.getByRole("link", { name: "partners@detroitherald.news" }),
    ).toHaveAttribute("href", "mailto:partners@detroitherald.news");
  });
});
