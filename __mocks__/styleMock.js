// CSS modules in tests: every class name is its own key, e.g. styles.lead === "lead".
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === "__esModule" ? true : key),
  },
);
