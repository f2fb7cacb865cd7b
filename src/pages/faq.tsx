import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqPage } from "../components/Faq/FaqPage";
import { Seo } from "../components/Seo/Seo";

type FaqData = Queries.FaqPageQuery;

export default function FaqRoute({ data }: PageProps<FaqData>) {
  if (!data.faqContent) throw new Error("content/faq.json is missing from GraphQL");
  return <FaqPage faq={data.faqContent} />;
}

export function Head({ data }: HeadProps<FaqData>) {
  const faq = data.faqContent;
  if (!faq) return null;
  return (
    <Seo
      page={{
        title: faq.title,
        description: faq.description,
        keywords: faq.categories.map((category) => category.title),
        path: "/faq/",
        faq: faq.categories.flatMap((category) => category.questions),
      }}
    />
  );
}

export const query = graphql`
  query FaqPage {
    faqContent {
      title
      description
      intro
      categories {
        id
        title
        questions {
          question
          answer
        }
      }
      stillHaveQuestions {
        heading
        text
        emailLabel
        email
        phoneLabel
        phone
      }
    }
  }
`;
