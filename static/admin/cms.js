/* global CMS, formatJson */
// Content files are saved as Prettier writes them, so a save passes `npm run format:check`.
CMS.registerCustomFormat("prettier-json", "json", {
  fromFile: function (text) {
    return JSON.parse(text);
  },
  // Keys starting with `__` are Decap's alone (a story's month folder, src/content/cmsConfig.ts).
  toFile: function (data) {
    var saved = {};
    Object.keys(data).forEach(function (key) {
      if (key.indexOf("__") !== 0) saved[key] = data[key];
    });
    return formatJson(saved);
  },
});

// The configuration is derived from the content model (`npm run schemas` writes config.json).
// On an editor's own machine (`npm run cms`, Decap's local backend), saves go straight to the
// files in content/, for the open development site to show; everywhere else each change is a
// pull request.
var onEditorsMachine = ["localhost", "127.0.0.1"].indexOf(window.location.hostname) !== -1;
fetch("/admin/config.json", { credentials: "same-origin" })
  .then(function (response) {
    return response.json();
  })
  .then(function (config) {
    config.load_config_file = false;
    if (onEditorsMachine && config.local_backend) config.publish_mode = "simple";
    CMS.init({ config: config });
  });
