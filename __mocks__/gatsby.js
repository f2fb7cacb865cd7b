// The mock Gatsby documents for unit tests: Link renders a plain anchor, queries are stubs.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop Gatsby-only props so they do not end up as DOM attributes.
    ({
      activeClassName: _activeClassName,
      activeStyle: _activeStyle,
      getProps: _getProps,
      innerRef: _innerRef,
      partiallyActive: _partiallyActive,
      ref: _ref,
      replace: _replace,
      to,
      ...rest
    }) => React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
