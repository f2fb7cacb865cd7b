import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqCategory } from "../../src/components/Faq/FaqCategory";
import { FaqPage } from "../../src/components/Faq/FaqPage";
import { readContent } from "../support/content";
import { renderWithSite } from "../support/renderWithSite";

const category = {
  id: "tips",
  title: "News Tips",
  questions: [
    { question: "How do I send a tip?", answer: "Use the form on the front page." },
    { question: "Can I stay anonymous?", answer: "Yes, tell us in your message." },
    { question: "Do you reply?", answer: "Within 24-48 hours." },
  ],
};

const question = (name: string) => screen.getByRole("button", { name });
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls")!)!;

describe("FaqCategory", () => {
  it("starts with every question closed, each controlling its answer", () => {
    renderWithSite(<FaqCategory category={category} />);
    for (const entry of category.questions) {
      const button = question(entry.question);
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(answerOf(button)).toHaveTextContent(entry.answer);
      expect(answerOf(button)).toHaveAttribute("data-open", "false");
    }
  });

  it("opens one question at a time, and an open one closes again", async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqCategory category={category} />);
    const first = question("How do I send a tip?");
    const second = question("Can I stay anonymous?");

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(answerOf(first)).toHaveAttribute("data-open", "true");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(
      screen
        .getAllByRole("button")
        .every((button) => button.getAttribute("aria-expanded") === "false"),
    ).toBe(true);
  });

  it("categories are independent: one open in each", async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <FaqCategory category={category} />
        <FaqCategory
          category={{
            ...category,
            id: "other",
            title: "Other",
            questions: [{ question: "Q?", answer: "A." }],
          }}
        />
      </>,
    );
    await user.click(question("How do I send a tip?"));
    await user.click(question("Q?"));
    expect(question("How do I send a tip?")).toHaveAttribute("aria-expanded", "true");
    expect(question("Q?")).toHaveAttribute("aria-expanded", "true");
  });
});

describe("FaqPage", () => {
  it("shows about 15 categories, the Still Have Questions block, and scrolls to top on load", () => {
    const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const faq = readContent<Parameters<typeof FaqPage>[0]["faq"]>("faq.json");
    renderWithSite(<FaqPage faq={faq} />);
    expect(screen.getByRole("heading", { level: 1, name: faq.title })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(faq.categories.length + 1);
    expect(faq.categories.length).toBeGreaterThanOrEqual(14);
    expect(screen.getByRole("heading", { name: "Still Have Questions?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /newsroom@detroitherald.news/ })).toHaveAttribute(
      "href",
      "mailto:newsroom@detroitherald.news",
    );
    expect(screen.getByRole("link", { name: /\(313\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+13135550142",
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
