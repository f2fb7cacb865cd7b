/**
 * JSON written the way Prettier writes it (2-space indent, a list on one line when it fits in 100
 * columns), so a file saved by the content editor passes the project's format check unchanged.
 * Loaded by the editor page; the unit tests check it against Prettier on every content file.
 */
(function (root) {
  var PRINT_WIDTH = 100;

  function format(value, indent, column, trailing) {
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]";
      var inner = indent + "  ";
      var items = value.map(function (item, index) {
        return format(item, inner, inner.length, index < value.length - 1 ? 1 : 0);
      });
      var oneLine = "[" + items.join(", ") + "]";
      var breaks = items.some(function (item) {
        return item.indexOf("\n") !== -1;
      });
      if (!breaks && column + oneLine.length + trailing <= PRINT_WIDTH) return oneLine;
      return "[\n" + items.map((item) => inner + item).join(",\n") + "\n" + indent + "]";
    }
    if (value !== null && typeof value === "object") {
      var keys = Object.keys(value);
      if (keys.length === 0) return "{}";
      var innerIndent = indent + "  ";
      var lines = keys.map(function (key, index) {
        var prefix = innerIndent + JSON.stringify(key) + ": ";
        var isLast = index === keys.length - 1;
        return prefix + format(value[key], innerIndent, prefix.length, isLast ? 0 : 1);
      });
      return "{\n" + lines.join(",\n") + "\n" + indent + "}";
    }
    return JSON.stringify(value);
  }

  /** The text of a content file: the JSON, formatted, with a final newline. */
  function formatJson(value) {
    return format(value, "", 0, 0) + "\n";
  }

  if (typeof module === "object" && module.exports) module.exports = { formatJson: formatJson };
  else root.formatJson = formatJson;
})(this);
