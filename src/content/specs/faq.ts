/** content/faq.json: the questions and answers, by category. */
import { email, id, list, object, phone, prose, template, text } from "../fields";
import type { ContentFileSpec } from "../types";

export const faqSpec = {
  path: "faq.json",
  schemaName: "faq",
  root: object(
    {
      title: text(),
      description: prose("Description for search engines"),
      intro: prose(),
      categories: list(
        object(
          {
            id: id(),
            title: text(),
            questions: list(object({ question: prose(), answer: prose() }, "FaqQuestion")),
          },
          "FaqCategory",
        ),
        { uniqueBy: "id" },
      ),
      stillHaveQuestions: object(
        {
          heading: text(),
          text: prose(),
          emailLabel: template(["email"], "Text of the e-mail link, e.g. Email us: {email}"),
          email: email(),
          phoneLabel: template(["phone"], "Text of the phone link, e.g. Call us: {phone}"),
          phone: phone(),
        },
        "FaqContactBlock",
      ),
    },
    "FaqContent",
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;
