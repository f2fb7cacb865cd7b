// Stylesheets mirror for right-to-left editions by themselves (issue 46, as in BBC Simorgh): a
// style along the line of text says start and end, never left and right. Sizes and the block
// axis (top, bottom, width, height) are the same in both directions and stay as they are.
export default {
  customSyntax: "postcss-scss",
  plugins: ["stylelint-use-logical"],
  rules: {
    "csstools/use-logical": [
      "always",
      { except: ["top", "bottom", /-(top|bottom)$/, /^(min-|max-)?(width|height)$/] },
    ],
  },
};
